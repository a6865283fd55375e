import { once } from "node:events";
import { describe, expect, it } from "vitest";
import { freePort, startServerProcess, tempDir } from "../tests/support/server";

/*
 * Without its public origin a production server would e-mail invite links to localhost
 * and refuse every change the inbox makes from the real domain (the Origin check): it
 * must not start at all.
 */

async function exitOf(env: Record<string, string>) {
  const child = startServerProcess({
    HOST: "127.0.0.1",
    PORT: String(await freePort()),
    SERVE_SITE: "false",
    DATA_DIR: tempDir(),
    ...env,
  });
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 20_000);
  const [code] = (await once(child, "exit")) as [number | null];
  clearTimeout(timer);
  return { code, stderr };
}

describe("a production server", () => {
  it("refuses to start without PUBLIC_URL, or with an http:// one off loopback, naming it", async () => {
    const refused: Record<string, string>[] = [
      { NODE_ENV: "production" },
      { NODE_ENV: "production", PUBLIC_URL: "http://example.com" },
    ];
    for (const env of refused) {
      const { code, stderr } = await exitOf(env);
      expect(code, JSON.stringify(env)).toBe(1);
      expect(stderr).toMatch(/^ {2}PUBLIC_URL: /m);
      expect(stderr).not.toMatch(/\n\s+at /);
    }
  }, 60_000);
});
