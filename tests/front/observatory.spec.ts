/**
 * MDN's HTTP Observatory, run here against the front on ports 80 and 443 as it runs
 * against a site on the Internet. Its install script (which downloads the HSTS preload
 * list) stays off, so an empty list is written; its bin/wrapper.js would replace
 * NODE_EXTRA_CA_CERTS, so src/scan.js is run with pebble's root instead.
 */
import { expect, test } from "@playwright/test";
import { execFileSync } from "node:child_process";
import { existsSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { frontDomain } from "../support/tls-front";
import { frontState } from "./front-state";

const front = frontState();
const observatory = resolve("node_modules", "@mdn", "mdn-http-observatory");

type Scan = {
  scan: { score: number; grade: string; testsFailed: number };
  tests: Record<string, { pass: boolean; result: string; scoreModifier: number }>;
};

test("the MDN HTTP Observatory scores the front 120 or more", async () => {
  const preload = join(observatory, "conf", "hsts-preload.json");
  if (!existsSync(preload)) writeFileSync(preload, "{}\n");
  const output = execFileSync(
    process.execPath,
    [
      "--import",
      pathToFileURL(resolve("tests", "front", "resolve-front.mjs")).href,
      join(observatory, "src", "scan.js"),
      frontDomain,
    ],
    {
      env: { ...process.env, NODE_EXTRA_CA_CERTS: front.rootFile, FRONT_DOMAIN: frontDomain },
      encoding: "utf8",
      // The scanner's jsdom cannot parse the page's CSS (@layer, @property) and prints the
      // whole stylesheet to stderr on every run. Kept, not printed: a failed scan throws
      // with it.
      stdio: ["ignore", "pipe", "pipe"],
    },
  );
  const { scan, tests } = JSON.parse(output) as Scan;
  const modifiers = Object.entries(tests)
    .map(
      ([name, t]) => `${name} ${t.result} (${t.scoreModifier >= 0 ? "+" : ""}${t.scoreModifier})`,
    )
    .join("\n  ");
  console.log(`Observatory: ${scan.score} (${scan.grade})\n  ${modifiers}`);
  expect(
    Object.entries(tests)
      .filter(([, t]) => !t.pass)
      .map(([name, t]) => `${name}: ${t.result}`),
  ).toEqual([]);
  expect(scan.score).toBeGreaterThanOrEqual(120);
  expect(scan.grade).toBe("A+");
});
