import { defineConfig, devices } from "@playwright/test";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const port = Number(process.env.E2E_PORT ?? 4173);
const buildDir = process.env.BUILD_DIR ?? "build";
export const e2eDataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), "site-e2e-"));
process.env.E2E_DATA_DIR = e2eDataDir;

/**
 * Debian's headless build of the same Chromium when it is installed (decision 094): the
 * full browser preloads its address bar's web UI in two extra renderers for every test's
 * window, which doubled the suite's time on two cores.
 */
const chromiumPath = ["/usr/bin/chromium-headless-shell", "/usr/bin/chromium"].find(existsSync);

const launchOptions = {
  executablePath: chromiumPath,
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
  ],
};

/**
 * End-to-end tests run in Debian's Chromium against the production build, served by our
 * own server with a throwaway data directory. Never a downloaded browser.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  timeout: 45_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [["list"], ["json"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // Recording every test's trace cost a sixth of the suite's time; a failure is run again
    // with its trace.
    trace: "on-first-retry",
    // Request interception must see every request; the service worker has its own test.
    serviceWorkers: "block",
    viewport: { width: 1366, height: 900 },
  },
  projects: [
    {
      name: "chromium",
      testIgnore: /\.phone\.spec\.ts$/,
      use: {
        ...devices["Desktop Chrome"],
        viewport: { width: 1366, height: 900 },
        launchOptions,
      },
    },
    {
      // A phone held upright, by touch: the tap-and-type specs (`*.phone.spec.ts`) run
      // here, each on a CPU slowed 4x (tests/e2e/first-tap.ts).
      name: "phone",
      testMatch: /\.phone\.spec\.ts$/,
      use: {
        ...devices["Pixel 7"],
        viewport: { width: 390, height: 844 },
        screen: { width: 390, height: 844 },
        launchOptions,
      },
    },
  ],
  webServer: {
    command: `node ${buildDir}/server/index.js`,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: {
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: e2eDataDir,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      RATE_LIMIT_MAX: "1000",
      // The inbox's passkeys need a host name: WebAuthn refuses an IP address (admin.spec.ts).
      PUBLIC_URL: `http://localhost:${port}`,
    },
  },
});
