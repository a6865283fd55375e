import { spawn } from "node:child_process";
import { timed } from "./test-report.mjs";

/**
 * How `npm test` runs its steps: one at a time with the output streamed, or several side by
 * side with each one's output held back and printed whole, in the order they are listed, so
 * the log reads as if they had run one after another.
 */

/** @typedef {{ title: string, command: string, args: string[], env?: Record<string, string> }} Step */

/**
 * One step, its output streamed; resolves to whether it passed. Awaited, never run with
 * spawnSync: a background step's output is read by this process's event loop, and a loop
 * held by spawnSync leaves that pipe full and the background step stalled on its next
 * write (the container image stood still through all of Playwright that way).
 */
export function step(title, command, args, env = {}) {
  console.log(`\n▶ ${title}`);
  const from = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: "inherit", env: { ...process.env, ...env } });
    let settled = false;
    const done = (ok) => {
      if (settled) return;
      settled = true;
      timed(title, from);
      resolve(ok);
    };
    child.on("error", (error) => {
      console.error(String(error));
      done(false);
    });
    child.on("close", (code) => done(code === 0));
  });
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
    let settled = false;
    // A command that cannot start reports both an error and a close.
    const done = (ok) => {
      if (settled) return;
      settled = true;
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
 * listed before it have ended. An entry that is a list of steps runs them one after the
 * other in one slot, and stops at the first that fails (a step that must wait for another).
 * Resolves to one result per step, in the order listed, flattened: `ran` is false for a
 * step skipped that way.
 * @param {(Step | Step[])[]} entries
 * @param {number} limit
 * @returns {Promise<{ ok: boolean, ran: boolean }[]>}
 */
export async function together(entries, limit) {
  const lanes = entries.map((entry) => (Array.isArray(entry) ? entry : [entry]));
  const steps = lanes.flat();
  const finished = new Array(steps.length).fill(null);
  const first = lanes.map((_, lane) => lanes.slice(0, lane).flat().length);
  let printed = 0;
  let next = 0;
  const flush = () => {
    while (printed < steps.length && finished[printed]) {
      const { output, ran } = finished[printed];
      if (ran) {
        console.log(`\n▶ ${steps[printed].title}`);
        if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      }
      printed += 1;
    }
  };
  const worker = async () => {
    while (next < lanes.length) {
      const lane = next++;
      let failed = false;
      for (const [offset, entry] of lanes[lane].entries()) {
        const result = failed ? { ok: false, output: "", ran: false } : await captured(entry);
        finished[first[lane] + offset] = { ran: true, ...result };
        failed ||= !result.ok;
        flush();
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, lanes.length) }, worker));
  return finished.map(({ ok, ran }) => ({ ok: ok && ran, ran }));
}

/**
 * Starts a step in the background, at once or once `after` settles, and leaves it running:
 * `ended` settles when it has ended, `printed()` waits for it and prints its output whole
 * (once, however often it is called); `stop()` ends it and everything it started, for a
 * run that ends early.
 * @param {Step} entry
 * @param {Promise<unknown>} [after]
 */
export function background(entry, after = Promise.resolve()) {
  let stopped = false;
  let stop = () => {
    stopped = true;
  };
  const result = after.then(() =>
    stopped
      ? { ok: false, output: "" }
      : captured(entry, (kill) => {
          stop = kill;
        }),
  );
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
  let printing = null;
  return {
    ended: result.then(() => undefined),
    stop: () => stop(),
    printed: () => {
      printing ??= result.then(({ ok, output }) => {
        console.log(`\n▶ ${entry.title}`);
        if (output) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
        return ok;
      });
      return printing;
    },
  };
}
