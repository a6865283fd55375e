/**
 * Runs each step in a task of its own, in order, so that a page's chores never add up to
 * one long task that a tap would wait behind: a phone's CPU is several times slower than a
 * laptop's, and Lighthouse counts every task over 50 ms of it as blocking (issue 39). A
 * step that throws is reported as any error is, and the steps after it still run.
 */
export function inTurns(steps: readonly (() => void)[]): void {
  const [step, ...rest] = steps;
  if (!step) return;
  setTimeout(() => {
    try {
      step();
    } finally {
      inTurns(rest);
    }
  }, 0);
}
