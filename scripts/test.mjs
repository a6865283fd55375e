import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { ensureFrontTools } from "./front-tools.mjs";
import { startPostgres } from "./postgres.mjs";

/**
 * `npm test`: everything a change must pass, in the order that fails fastest.
 * Prints each runner's own summary, then one "N passed, N failed" line per runner.
 */

const reports = ".cache/reports";
mkdirSync(reports, { recursive: true });
const bin = (name) => join("node_modules", ".bin", name);
const summary = [];

function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  return result.status === 0;
}

function finish(ok) {
  console.log("\n── summary ──");
  for (const line of summary) console.log(line);
  process.exit(ok ? 0 : 1);
}

/**
 * Debian's Chromium, and its headless build that the end-to-end suite prefers (decision
 * 094): whichever is missing is installed with apt-get when we are root. Without root, the
 * suite runs on whichever is there.
 */
function ensureChromium() {
  const packages = [
    ["/usr/bin/chromium", "chromium"],
    ["/usr/bin/chromium-headless-shell", "chromium-headless-shell"],
  ];
  const missing = packages.filter(([path]) => !existsSync(path)).map(([, name]) => name);
  if (missing.length === 0) return true;
  if (process.getuid?.() !== 0) {
    if (packages.some(([path]) => existsSync(path))) return true;
    console.error(
      "Chromium is missing: install Debian's 'chromium' package (apt-get install chromium).",
    );
    return false;
  }
  console.log(`Installing Debian's ${missing.join(" and ")} for the end-to-end tests...`);
  return (
    step("apt-get update", "apt-get", ["update", "-qq"]) &&
    step(
      "apt-get install chromium",
      "apt-get",
      ["install", "-y", "-qq", ...missing, "fonts-liberation"],
      {
        DEBIAN_FRONTEND: "noninteractive",
      },
    )
  );
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

const gates = [
  ["photos", "node", [bin("tsx"), "scripts/images/build-images.ts"]],
  ["fonts", "node", [bin("tsx"), "scripts/fonts/build-fonts.ts"]],
  ["astro check", bin("astro"), ["check", "--minimumSeverity", "warning"]],
  ["typecheck", bin("tsc"), ["--noEmit"]],
  ["lint", bin("eslint"), [".", "--max-warnings=0"]],
  // Import circles and imports against the layers (.dependency-cruiser.mjs, decision 205).
  [
    "dependencies",
    bin("depcruise"),
    ["--config", ".dependency-cruiser.mjs", "app", "contracts", "server", "scripts", "tests"],
  ],
  ["format", bin("prettier"), ["--check", "."]],
  // At most 20 copies of 50 tokens or more across app/ and server/ (scripts/duplicates.mjs).
  ["duplicates", "node", ["scripts/duplicates.mjs"]],
];
for (const [title, command, args] of gates) {
  if (!step(title, command, args)) {
    summary.push(`${title}: failed`);
    finish(false);
  }
}

// The PostgreSQL suite always runs here: with TEST_POSTGRES_REQUIRED it fails, never skips.
let postgres;
try {
  postgres = await startPostgres();
} catch (error) {
  console.error(String(error));
  summary.push("postgres: could not start");
  finish(false);
}
const vitestReport = join(reports, "vitest.json");
const unitOk = step(
  "unit and server tests (vitest)",
  bin("vitest"),
  ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${vitestReport}`],
  { TEST_DATABASE_URL: postgres.url, TEST_POSTGRES_REQUIRED: "true" },
);
postgres.stop();
const vitest = readJson(vitestReport);
summary.push(
  `vitest: ${vitest?.numPassedTests ?? 0} passed, ${vitest?.numFailedTests ?? (unitOk ? 0 : 1)} failed`,
);
if (!unitOk) finish(false);

if (!step("production build", "node", ["scripts/build.mjs"], { BUILD_DIR: "build" })) {
  summary.push("build: failed");
  finish(false);
}
if (!step("bundle size budget (size-limit)", bin("size-limit"), [], { BUILD_DIR: "build" })) {
  summary.push("size-limit: over budget");
  finish(false);
}
if (!ensureChromium()) {
  summary.push("playwright: chromium missing");
  finish(false);
}

const playwrightReport = join(reports, "playwright.json");
const e2eOk = step("end-to-end tests (playwright, chromium)", bin("playwright"), ["test"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  BUILD_DIR: "build",
});
const stats = readJson(playwrightReport)?.stats;
summary.push(
  `playwright: ${stats?.expected ?? 0} passed, ${(stats?.unexpected ?? 0) + (e2eOk || stats ? 0 : 1)} failed` +
    (stats?.flaky ? `, ${stats.flaky} flaky` : ""),
);

// deploy/Caddyfile in front of the same build, with a certificate from Debian's pebble, and
// the systemd units (tests/front/).
// Absolute: Playwright reads a relative report path from its config's folder.
const frontReport = resolve(reports, "front.json");
const frontOk =
  ensureFrontTools() &&
  step(
    "HTTPS front and systemd units (playwright, tests/front)",
    bin("playwright"),
    ["test", "--config", "tests/front/playwright.config.ts"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: frontReport, BUILD_DIR: "build" },
  );
const frontStats = readJson(frontReport)?.stats;
summary.push(
  `front: ${frontStats?.expected ?? 0} passed, ${(frontStats?.unexpected ?? 0) + (frontOk || frontStats ? 0 : 1)} failed`,
);

// The container image built from the Dockerfile, and compose.yaml with Caddy in front, on
// base images made from Debian's packages (tests/container/; no registry is reachable).
const containerReport = join(reports, "container.json");
const containerOk = step("container image and compose (vitest, tests/container)", bin("vitest"), [
  "run",
  "--config",
  "vitest.container.config.ts",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${containerReport}`,
]);
const container = readJson(containerReport);
summary.push(
  `container: ${container?.numPassedTests ?? 0} passed, ${container?.numFailedTests ?? (containerOk ? 0 : 1)} failed`,
);
console.log("");
finish(unitOk && e2eOk && frontOk && containerOk);
