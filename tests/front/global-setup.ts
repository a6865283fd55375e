import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { startFront, trustInChromium } from "../support/tls-front";
import { browserHome, frontTestDir } from "./playwright.config";
import { frontStateFile, type FrontState } from "./front-state";

/**
 * One front for every spec: pebble, the built server and Caddy with deploy/Caddyfile.
 * Chromium is given pebble's root in its own NSS store: a passkey is refused on a
 * certificate the browser does not trust.
 */
export default async function globalSetup() {
  const front = await startFront(process.env.BUILD_DIR ?? "build", {
    // Low enough to reach in a few requests (visitor.spec.ts).
    RATE_LIMIT_MAX: "3",
    ALTCHA_MAX_NUMBER: "20",
    ALTCHA_COST: "10",
  });
  trustInChromium(browserHome, front.root);
  const rootFile = join(frontTestDir, "acme-root.pem");
  writeFileSync(rootFile, front.root);
  const state: FrontState = {
    origin: front.origin,
    appOrigin: front.appOrigin,
    root: front.root,
    rootFile,
    dataDir: front.dataDir,
  };
  writeFileSync(frontStateFile, JSON.stringify(state));
  return async () => {
    await front.stop();
    rmSync(frontTestDir, { recursive: true, force: true });
  };
}
