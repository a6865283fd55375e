import { defineConfig } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumResolverFlag, frontDomain } from "../support/tls-front";

/**
 * The deploy files under test: deploy/Caddyfile in front of the production build (pebble
 * issues its certificate), and the systemd units. One worker: every spec shares the one
 * front on ports 80 and 443 that global-setup.ts starts.
 */
export const frontTestDir =
  process.env.FRONT_TEST_DIR ?? mkdtempSync(join(tmpdir(), "front-test-"));
process.env.FRONT_TEST_DIR = frontTestDir;

/** Chromium reads the roots it trusts beyond its own from $HOME/.pki/nssdb. */
export const browserHome = join(frontTestDir, "home");

const chromiumPath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(existsSync);

export default defineConfig({
  testDir: ".",
  testMatch: /\.spec\.ts$/,
  outputDir: "../../test-results/front",
  globalSetup: "./global-setup.ts",
  workers: 1,
  retries: 0,
  forbidOnly: !!process.env.CI,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `https://${frontDomain}`,
    serviceWorkers: "block",
    launchOptions: {
      executablePath: chromiumPath,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        chromiumResolverFlag,
      ],
      env: { ...process.env, HOME: browserHome },
    },
  },
});
