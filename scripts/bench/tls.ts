import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromiumResolverFlag, startFront, trustInChromium } from "../../tests/support/tls-front";
import { ensureFrontTools } from "../front-tools.mjs";
import { runAgainstFloor } from "./lighthouse";

/**
 * `npm run bench -- --tls`: Lighthouse on the same routes through the HTTPS front
 * (deploy/Caddyfile, a certificate from pebble, HTTP/2) and straight from the server
 * behind it (plain HTTP/1.1), in turn in one Chrome, so both meet the same moments of a
 * busy machine. The front should cost a page at most a point.
 */
export async function runTlsBench(buildDir: string, routes: readonly string[], runs: number) {
  if (!ensureFrontTools()) throw new Error("caddy, pebble or certutil is missing");
  const front = await startFront(buildDir, { RATE_LIMIT_MAX: "1000000", LOG_LEVEL: "error" });
  const home = mkdtempSync(join(tmpdir(), "bench-tls-home-"));
  trustInChromium(home, front.root);
  try {
    console.log(
      `Lighthouse (mobile profile), median of ${runs} runs, ${routes.length} routes, through the HTTPS front and direct...`,
    );
    const pairs = await runAgainstFloor(front.origin, front.appOrigin, routes, runs, {
      flags: [chromiumResolverFlag],
      env: { HOME: home },
    });
    console.log(`\nThrough the HTTPS front (${front.origin}) and direct (${front.appOrigin}):`);
    console.table(
      pairs.map(({ page: tls, floor: direct }) => ({
        route: tls.route,
        "perf TLS": tls.performance,
        "perf direct": direct.performance,
        "FCP ms TLS": tls.fcpMs,
        "FCP ms direct": direct.fcpMs,
        "LCP ms TLS": tls.lcpMs,
        "LCP ms direct": direct.lcpMs,
        "TBT ms TLS": tls.tbtMs,
        "TBT ms direct": direct.tbtMs,
        "bp TLS": tls.bestPractices,
        "bp direct": direct.bestPractices,
        "TLS - direct": tls.performance - direct.performance,
        verdict: Math.abs(tls.performance - direct.performance) <= 1 ? "within 1" : "apart",
      })),
    );
    return pairs;
  } finally {
    await front.stop();
    rmSync(home, { recursive: true, force: true });
  }
}
