import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export type BenchServer = { baseURL: string; stop: () => Promise<void> };

/**
 * Starts the production server on loopback with a throwaway data directory, captcha off
 * (NODE_ENV=test) and a rate limit high enough not to shape the load test.
 */
export async function startServer(
  buildDir: string,
  port: number,
  extraEnv: Record<string, string> = {},
): Promise<BenchServer & { dataDir: string }> {
  if (!existsSync(join(buildDir, "server", "index.js"))) {
    const result = spawnSync(process.execPath, ["scripts/build.mjs"], {
      stdio: "inherit",
      env: { ...process.env, BUILD_DIR: buildDir },
    });
    if (result.status !== 0) throw new Error("build failed");
  }
  // A server left over from an interrupted bench would answer in this one's place, and the
  // bench would measure the wrong build: refuse to start over it.
  const answering = await fetch(`http://127.0.0.1:${port}/api/health`).then(
    () => true,
    () => false,
  );
  if (answering) throw new Error(`port ${port} is taken by another server; stop it first`);
  const dataDir = mkdtempSync(join(tmpdir(), "bench-data-"));
  const child: ChildProcess = spawn(process.execPath, [join(buildDir, "server", "index.js")], {
    stdio: ["ignore", "inherit", "inherit"],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      BUILD_DIR: buildDir,
      DATA_DIR: dataDir,
      NODE_ENV: "test",
      CAPTCHA_PROVIDER: "off",
      RATE_LIMIT_MAX: "1000000",
      LOG_LEVEL: "warn",
      ...extraEnv,
    },
  });
  const baseURL = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(`${baseURL}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    baseURL,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        child.once("exit", () => resolve());
        child.kill("SIGTERM");
      }),
  };
}
