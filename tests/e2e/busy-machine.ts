import { test as base } from "@playwright/test";
import { slowCpu } from "./first-tap";

/**
 * A machine with no core to spare, as a mid-range phone is while it loads a page: the tests
 * that import `test` from here run with their page's CPU slowed through the DevTools
 * protocol, `cpuRate` times (twice by default, half a core). A race between a visitor's
 * first event and an island's hydration shows here, not on a phone.
 *
 * The slowing used to come from CPU-bound children spinning beside the browser (decisions
 * 202, 258). They slowed the page by however much the scheduler took from it, and every
 * other test running beside them too, and burned a core through about 550 s of tests. The
 * rates here leave each spec, run alone, slower than it was beside the spinners, so no race
 * they could show is missed (decision 262).
 */
export const test = base.extend<{ cpuRate: number; busyMachine: void }>({
  cpuRate: [2, { option: true }],
  busyMachine: [
    async ({ page, cpuRate }, runTest) => {
      await slowCpu(page, cpuRate);
      await runTest();
    },
    { auto: true },
  ],
});

export { expect } from "@playwright/test";
