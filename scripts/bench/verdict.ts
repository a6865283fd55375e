import type { PageResult } from "./lighthouse";

/** A page measured in the same run as its floor: the same HTML with its scripts removed. */
export type FloorPair = { page: PageResult; floor: PageResult };

// docs/architecture.md §8: on a busy machine a page is judged against its own floor, not
// against a fixed score, and may fall behind it by at most this much.
export const tbtSlackMs = 100;
export const scoreSlack = 3;

/** Section 8's rule: TBT and the performance score within their slack of the floor. */
export const withinFloor = ({ page, floor }: FloorPair) =>
  page.tbtMs - floor.tbtMs <= tbtSlackMs && floor.performance - page.performance <= scoreSlack;

// Issue 39's physical limit on Lighthouse's simulated phone: an empty page paints first at
// about 0.65 s and a preloaded 32 KB photo at about 0.93 s, so these leave room for content.
export const fcpLimitMs = 900;
export const lcpLimitMs = 1200;
export const paintSlackMs = 50;

/** What keeps a page from the limit, in a few words; empty when it is there. */
export function limitMisses({ page, floor }: FloorPair): string[] {
  const misses: string[] = [];
  if (page.fcpMs > fcpLimitMs) misses.push(`FCP>${fcpLimitMs}`);
  if (page.lcpMs > lcpLimitMs) misses.push(`LCP>${lcpLimitMs}`);
  if (page.fcpMs - floor.fcpMs > paintSlackMs) misses.push(`FCP+${page.fcpMs - floor.fcpMs}`);
  if (page.lcpMs - floor.lcpMs > paintSlackMs) misses.push(`LCP+${page.lcpMs - floor.lcpMs}`);
  return misses;
}
