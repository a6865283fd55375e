import { test as base } from "@playwright/test";
import { spawn, type ChildProcess } from "node:child_process";
import { availableParallelism } from "node:os";

/**
 * A machine with no core to spare, as a mid-range phone is while it loads a page: the
 * tests that import `test` from here run while CPU-bound children spin, one per core in
 * all. A race between a visitor's first event and an island's hydration shows here, not on
 * a phone.
 *
 * The cores are shared among the suite's workers: each worker's test spins its share. Two
 * such tests side by side still leave no core to spare, without twice as many spinners as
 * cores, which slowed the rounds and every other worker's test and found nothing more.
 */

/** The longest a spinner may live: a test killed before its teardown leaves none behind. */
const spinLimitMs = 60_000;

const spinner = `const end = Date.now() + ${spinLimitMs}; while (Date.now() < end) {}`;

function startSpinners(workers: number): ChildProcess[] {
  const share = Math.max(1, Math.ceil(availableParallelism() / workers));
  return Array.from({ length: share }, () =>
    spawn(process.execPath, ["-e", spinner], { stdio: "ignore" }),
  );
}

function stopSpinners(spinners: ChildProcess[]) {
  for (const child of spinners) child.kill("SIGKILL");
}

export const test = base.extend<{ busyMachine: void }>({
  busyMachine: [
    // Playwright reads a fixture's needs from a destructured first argument; this one
    // needs nothing, and an empty pattern is a lint error.
    async ({ browserName: _needsNothing }, runTest, testInfo) => {
      const spinners = startSpinners(testInfo.config.workers);
      try {
        await runTest();
      } finally {
        stopSpinners(spinners);
      }
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
