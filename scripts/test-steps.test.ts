import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { background, step } from "./test-steps.mjs";

/**
 * How `npm test` runs its steps (decision 262): a background step keeps working while a
 * foreground step runs, however much it prints, and a step chained after it starts once it
 * has ended. Each step is a real child process.
 */

let dir = "";
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), "test-steps-"));
  vi.spyOn(console, "log").mockImplementation(() => undefined);
  vi.spyOn(process.stdout, "write").mockImplementation(() => true);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const node = (script: string) => ({ command: process.execPath, args: ["-e", script] });

describe("npm test's steps", () => {
  it("a background step that prints more than a pipe holds ends while a foreground step runs", async () => {
    const marker = join(dir, "done");
    // Far more than a pipe's 64 KB, then a file that says it got past its last write.
    const loud = background({
      title: "loud",
      ...node(
        `process.stdout.write("x".repeat(1 << 20), () => require("fs").writeFileSync(${JSON.stringify(marker)}, ""))`,
      ),
    });
    // The foreground step waits up to 10 s for the marker: a held event loop never drains
    // the background's pipe, and the marker would never come.
    const poll =
      `const fs = require("fs"); const end = Date.now() + 10000;` +
      `(function poll() { if (fs.existsSync(${JSON.stringify(marker)})) process.exit(0);` +
      ` if (Date.now() > end) process.exit(1); setTimeout(poll, 20); })()`;
    const waited = await step("waits", process.execPath, ["-e", poll]);
    expect(waited).toBe(true);
    expect(await loud.printed()).toBe(true);
  });

  it("prints a background step's output once, however often it is asked", async () => {
    const job = background({ title: "once", ...node(`console.log("hello")`) });
    await job.printed();
    await job.printed();
    const writes = vi
      .mocked(process.stdout.write)
      .mock.calls.filter(([text]) => String(text).includes("hello"));
    expect(writes).toHaveLength(1);
  });

  it("starts a chained step only once the step before it has ended", async () => {
    const first = join(dir, "first");
    const before = background({
      title: "first",
      ...node(`setTimeout(() => require("fs").writeFileSync(${JSON.stringify(first)}, ""), 300)`),
    });
    const after = background(
      {
        title: "second",
        ...node(`process.exit(require("fs").existsSync(${JSON.stringify(first)}) ? 0 : 1)`),
      },
      before.ended,
    );
    expect(await after.printed()).toBe(true);
    expect(existsSync(first)).toBe(true);
  });

  it("a chained step stopped before its turn never starts", async () => {
    const started = join(dir, "started");
    let release = () => undefined as void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const job = background(
      { title: "never", ...node(`require("fs").writeFileSync(${JSON.stringify(started)}, "")`) },
      gate,
    );
    job.stop();
    release();
    expect(await job.printed()).toBe(false);
    expect(existsSync(started)).toBe(false);
  });
});
