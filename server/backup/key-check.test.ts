import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { freePort, startServerProcess, tempDir, waitForHealth } from "../../tests/support/server";

/** A server given another hash key would forget every STOP: it refuses to start instead. */

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  children.length = 0;
});

async function env(dataDir: string, secret: string) {
  return {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: String(await freePort()),
    HOST: "127.0.0.1",
    SERVE_SITE: "false",
    DATA_DIR: dataDir,
    CAPTCHA_PROVIDER: "off",
    PHOTO_LINK_SECRET: secret,
  };
}

function stderrOf(child: ChildProcess): () => string {
  let text = "";
  child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
  return () => text;
}

describe("the person-hash key", () => {
  it("the server refuses to start when the ledger key changed", async () => {
    const dataDir = tempDir();
    const first = await env(dataDir, "a1".repeat(32));
    const server = startServerProcess(first);
    children.push(server);
    await waitForHealth(Number(first.PORT));
    const exited = once(server, "exit");
    server.kill("SIGTERM");
    await exited;

    const changed = startServerProcess(await env(dataDir, "b2".repeat(32)));
    children.push(changed);
    const stderr = stderrOf(changed);
    const [code] = (await once(changed, "exit")) as [number | null];
    expect(code).toBe(1);
    expect(stderr()).toMatch(/PHOTO_LINK_SECRET: is not the key .* every STOP would be forgotten/);

    const again = await env(dataDir, "a1".repeat(32));
    const same = startServerProcess(again);
    children.push(same);
    await waitForHealth(Number(again.PORT));
  }, 60_000);
});
