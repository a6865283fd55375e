import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import { join, resolve } from "node:path";
import { browserPackages, ensurePackages } from "./debian-packages.mjs";
import { ensureFrontTools } from "./front-tools.mjs";
import { savePhotoCache, seedPhotoCache } from "./photo-cache.mjs";
import { startPostgres } from "./postgres.mjs";
import {
  failedVitestTests,
  slowestPlaywrightSpecs,
  slowestVitestFiles,
  stepTimes,
  timed,
  unsettledPlaywrightTests,
} from "./test-report.mjs";
import { background, step, together } from "./test-steps.mjs";

/**
 * `npm test`: everything a change must pass, in the order that fails fastest.
 * Prints each runner's own summary, then one "N passed, N failed" line per runner, the
 * seconds of each step and the slowest test files (decision 231).
 */

const reports = ".cache/reports";
// A report left by an earlier run must not be read as this run's.
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });
const bin = (name) => join("node_modules", ".bin", name);
const vitestReport = join(reports, "vitest.json");
const playwrightReport = join(reports, "playwright.json");
// Absolute: Playwright reads a relative report path from its config's folder.
const frontReport = resolve(reports, "front.json");
const summary = [];
/** Steps still running in the background when the run ends early. */
const running = [];

async function finish(ok) {
  for (const job of running) job.stop();
  // An apt-get stopped halfway leaves dpkg to be repaired by hand: it is waited for.
  await packages.printed();
  console.log("\n── summary ──");
  for (const line of summary) console.log(line);
  const unsettled = [
    ...failedVitestTests(readJson(vitestReport), "vitest tests that failed:"),
    ...unsettledPlaywrightTests(
      readJson(playwrightReport),
      "playwright tests that failed or passed on a retry:",
    ),
    ...unsettledPlaywrightTests(
      readJson(frontReport),
      "front tests that failed or passed on a retry:",
    ),
  ];
  for (const line of unsettled) console.log(line);
  console.log("");
  for (const line of stepTimes()) console.log(line);
  const vitestFiles = slowestVitestFiles(readJson(vitestReport), "slowest vitest files:");
  const playwrightSpecs = slowestPlaywrightSpecs(
    readJson(playwrightReport),
    "slowest playwright spec files (every run of every test, summed):",
  );
  for (const line of [...vitestFiles, ...playwrightSpecs]) console.log(line);
  process.exit(ok ? 0 : 1);
}

/**
 * Debian's Chromium, and its headless build that the end-to-end suite prefers (decision
 * 094), normally installed by the packages step. Without root, the suite runs on whichever
 * browser is there.
 */
function ensureChromium() {
  const browsers = ["/usr/bin/chromium", "/usr/bin/chromium-headless-shell"];
  if (process.getuid?.() !== 0 && browsers.some((path) => existsSync(path))) return true;
  return ensurePackages(browserPackages, "the end-to-end tests");
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

// The Debian packages the browser, front and container suites run, installed while
// everything before those suites runs (decision 262).
const packages = background({
  title: "Debian packages (apt-get, in the background)",
  command: "node",
  args: ["scripts/debian-packages.mjs"],
});

// The photos first: every check reads the photo index they write. The machine keeps the
// encoded variants by content between runs (scripts/photo-cache.mjs).
const seeded = seedPhotoCache();
if (seeded > 0) console.log(`\nphotos: ${seeded} encoded photos taken from this machine's cache`);
if (!(await step("photos", "node", [bin("tsx"), "scripts/images/build-images.ts"]))) {
  summary.push("photos: failed");
  await finish(false);
}
savePhotoCache();
if (!(await step("fonts", "node", [bin("tsx"), "scripts/fonts/build-fonts.ts"]))) {
  summary.push("fonts: failed");
  await finish(false);
}

// The container suite's image is built in the background from here on, once podman is
// installed, at the lowest priority, in its own processes and in its RUN steps' cgroup:
// it takes only what the other steps leave of the two cores, and is waited for just
// before its own suite. Its layers are cached by content, so the suite's own build at the
// end reuses them (decisions 231 and 262).
const image = background(
  {
    title: "container image (built in the background)",
    command: "nice",
    args: ["-n", "19", "node", bin("tsx"), "tests/container/app-image.ts"],
    env: { CONTAINER_BUILD_CPU_SHARES: "2" },
  },
  packages.ended,
);
running.push(image);

// The checks and the production build, two at a time: each is one process that keeps one
// core busy, and none reads what another writes. The build waits for astro check, since
// both write Astro's generated types under .astro/. astro check is the type check of the
// whole tree: it reads every file tsconfig.json includes, .ts and .tsx as well as .astro,
// with the same compiler, so a separate tsc run checked each file twice (decision 237).
const checks = [
  [
    {
      title: "astro check",
      command: bin("astro"),
      args: ["check", "--minimumSeverity", "warning"],
    },
    {
      title: "production build",
      label: "build",
      command: "node",
      args: ["scripts/build.mjs"],
      env: { BUILD_DIR: "build" },
    },
  ],
  { title: "lint", command: bin("eslint"), args: [".", "--max-warnings=0"] },
  // Import circles and imports against the layers (.dependency-cruiser.mjs, decision 205).
  {
    title: "dependencies",
    command: bin("depcruise"),
    args: [
      "--config",
      ".dependency-cruiser.mjs",
      "app",
      "content",
      "contracts",
      "server",
      "scripts",
      "tests",
    ],
  },
  { title: "format", command: bin("prettier"), args: ["--check", "."] },
  // At most 20 copies of 50 tokens or more across app/ and server/ (scripts/duplicates.mjs).
  { title: "duplicates", command: "node", args: ["scripts/duplicates.mjs"] },
];
const checked = await together(checks, 2);
if (!checked.every(({ ok }) => ok)) {
  checks.flat().forEach(({ title, label }, index) => {
    if (checked[index].ran && !checked[index].ok) summary.push(`${label ?? title}: failed`);
  });
  await finish(false);
}
if (
  !(await step("bundle size budget (size-limit)", bin("size-limit"), [], { BUILD_DIR: "build" }))
) {
  summary.push("size-limit: over budget");
  await finish(false);
}

// The PostgreSQL suite always runs here: with TEST_POSTGRES_REQUIRED it fails, never skips.
let postgres;
const postgresFrom = Date.now();
try {
  postgres = await startPostgres();
  timed("postgres start", postgresFrom);
} catch (error) {
  console.error(String(error));
  summary.push("postgres: could not start");
  await finish(false);
}
const unitOk = await step(
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
if (!unitOk) await finish(false);

// The browsers come with the packages step; its log is printed here.
await packages.printed();
if (!ensureChromium()) {
  summary.push("playwright: chromium missing");
  await finish(false);
}

const e2eOk = await step("end-to-end tests (playwright, chromium)", bin("playwright"), ["test"], {
  PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport,
  BUILD_DIR: "build",
});
const stats = readJson(playwrightReport)?.stats;
summary.push(
  `playwright: ${stats?.expected ?? 0} passed, ${(stats?.unexpected ?? 0) + (e2eOk || stats?.unexpected ? 0 : 1)} failed` +
    (stats?.flaky ? `, ${stats.flaky} flaky` : ""),
);

// deploy/Caddyfile in front of the same build, with a certificate from Debian's pebble, and
// the systemd units (tests/front/).
const frontOk =
  ensureFrontTools() &&
  (await step(
    "HTTPS front and systemd units (playwright, tests/front)",
    bin("playwright"),
    ["test", "--config", "tests/front/playwright.config.ts"],
    { PLAYWRIGHT_JSON_OUTPUT_NAME: frontReport, BUILD_DIR: "build" },
  ));
const frontStats = readJson(frontReport)?.stats;
summary.push(
  `front: ${frontStats?.expected ?? 0} passed, ${(frontStats?.unexpected ?? 0) + (frontOk || frontStats?.unexpected ? 0 : 1)} failed`,
);

// The image's background build; its log is printed here. Pass or fail, the container
// suite builds the image again itself, from the layers this build left, and reports any
// failure.
await image.printed();

// The container image built from the Dockerfile, and compose.yaml with Caddy in front, on
// base images made from Debian's packages (tests/container/; no registry is reachable).
const containerReport = join(reports, "container.json");
const containerOk = await step(
  "container image and compose (vitest, tests/container)",
  bin("vitest"),
  [
    "run",
    "--config",
    "vitest.container.config.ts",
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${containerReport}`,
  ],
);
const container = readJson(containerReport);
summary.push(
  `container: ${container?.numPassedTests ?? 0} passed, ${container?.numFailedTests ?? (containerOk ? 0 : 1)} failed`,
);
console.log("");
await finish(unitOk && e2eOk && frontOk && containerOk);
