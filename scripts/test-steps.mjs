import { spawn, spawnSync } from "node:child_process";
import { timed } from "./test-report.mjs";

/**
 * How `npm test` runs its steps: one at a time with the output streamed, or several side by
 * side with each one's output held back and printed whole, in the order they are listed, so
 * the log reads as if they had run one after another.
 */

/** @typedef {{ title: string, command: string, args: string[], env?: Record<string, string> }} Step */

/** One step, its output streamed; true when it passed. */
export function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const from = Date.now();
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
  timed(title, from);
  return result.status === 0;
}

/**
 * Runs a step with its output captured; resolves to whether it passed and what it printed.
 * Given `onSpawn`, the step leads a process group of its own, and `onSpawn` is given a way
 * to stop all of it.
 */
function captured({ title, command, args, env = {} }, onSpawn) {
  return new Promise((resolve) => {
    const from = Date.now();
    const chunks = [];
    const child = spawn(command, args, {
      stdio: ["ignore", "pipe", "pipe"],
      env: { ...process.env, ...env },
      detached: Boolean(onSpawn),
    });
    onSpawn?.(() => {
      if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
      try {
        process.kill(-child.pid, "SIGTERM");
      } catch {
        // The group has already ended.
      }
    });
    child.stdout.on("data", (chunk) => chunks.push(chunk));
    child.stderr.on("data", (chunk) => chunks.push(chunk));
    const done = (ok) => {
      timed(title, from);
      resolve({ ok, output: Buffer.concat(chunks).toString("utf8") });
    };
    child.on("error", (error) => {
      chunks.push(Buffer.from(`${String(error)}\n`));
      done(false);
    });
    child.on("close", (code) => done(code === 0));
  });
}

/**
 * Runs the steps with at most `limit` at once, each printed whole once it and every step
 * listed before it have ended. Resolves to one result per step, in order.
 * @param {Step[]} steps
 * @param {number} limit
 * @returns {Promise<boolean[]>}
 */
export async function together(steps, limit) {
  const results = new Array(steps.length);
  const finished = new Array(steps.length).fill(null);
  let printed = 0;
  let next = 0;
  const flush = () => {
    while (printed < steps.length && finished[printed]) {
      const { output } = finished[printed];
      console.log(`\n▶ ${steps[printed].title}`);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      printed += 1;
    }
  };
  const worker = async () => {
    while (next < steps.length) {
      const index = next++;
      const result = await captured(steps[index]);
      results[index] = result.ok;
      finished[index] = result;
      flush();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, steps.length) }, worker));
  return results;
}

/**
 * Starts a step now and leaves it running: `printed()` waits for it and prints its output
 * whole; `stop()` ends it and everything it started, for a run that ends early.
 */
export function background(entry) {
  let stop = () => undefined;
  const result = captured(entry, (kill) => {
    stop = kill;
  });
  // Its own process group hears no Ctrl-C from the terminal: it is passed on here.
  const onSignal = (signal) => {
    stop();
    process.kill(process.pid, signal);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  void result.then(() => {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
  });
  return {
    stop: () => stop(),
    printed: async () => {
      const { ok, output } = await result;
      console.log(`\n▶ ${entry.title}`);
      if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      return ok;
    },
  };
}
