import { describe, expect, it } from "vitest";
import type { PageResult } from "./lighthouse";
import { limitMisses, withinFloor } from "./verdict";

const result = (over: Partial<PageResult>): PageResult => ({
  route: "/",
  performance: 100,
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  fcpMs: 700,
  lcpMs: 1000,
  tbtMs: 0,
  cls: 0,
  bytes: { total: 0, script: 0, stylesheet: 0, image: 0, document: 0, font: 0 },
  ...over,
});

describe("withinFloor", () => {
  it("allows 100 ms of TBT and 3 points of score behind the floor", () => {
    const floor = result({ tbtMs: 20, performance: 99 });
    expect(withinFloor({ page: result({ tbtMs: 120, performance: 96 }), floor })).toBe(true);
    expect(withinFloor({ page: result({ tbtMs: 121 }), floor })).toBe(false);
    expect(withinFloor({ page: result({ performance: 95 }), floor })).toBe(false);
  });
});

describe("limitMisses", () => {
  it("is empty for a page at the limit and within 50 ms of its floor", () => {
    const pair = {
      page: result({ fcpMs: 890, lcpMs: 1190 }),
      floor: result({ fcpMs: 850, lcpMs: 1150 }),
    };
    expect(limitMisses(pair)).toEqual([]);
  });

  it("names each figure past the limit or too far behind the floor", () => {
    const pair = {
      page: result({ fcpMs: 960, lcpMs: 1300 }),
      floor: result({ fcpMs: 800, lcpMs: 1280 }),
    };
    expect(limitMisses(pair)).toEqual(["FCP>900", "LCP>1200", "FCP+160"]);
  });
});
