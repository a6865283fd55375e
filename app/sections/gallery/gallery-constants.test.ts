import { describe, expect, it } from "vitest";
import {
  isAtFit,
  labelsVisible,
  lcpTileIndex,
  pairsPageSizeFor,
  sliderKeyTarget,
  stepZoom,
  tileSizesFor,
} from "./gallery-constants";

describe("tileSizesFor", () => {
  it("is the same sequence on every call, so prerender and hydration agree", () => {
    expect(tileSizesFor(30)).toEqual(tileSizesFor(30));
    expect(tileSizesFor(10)).toEqual(tileSizesFor(30).slice(0, 10));
  });
  it("uses all three sizes", () => {
    expect(new Set(tileSizesFor(30))).toEqual(new Set(["small", "medium", "large"]));
  });
});

describe("lcpTileIndex", () => {
  it("picks the biggest tile at the top of the collage, the first of equals", () => {
    expect(lcpTileIndex(["medium", "large", "medium"])).toBe(1);
    expect(lcpTileIndex(["large", "small", "small", "large"])).toBe(0);
    expect(lcpTileIndex(["medium", "small", "small", "large"])).toBe(0);
    expect(lcpTileIndex(["small", "medium", "medium"])).toBe(1);
  });
});

describe("stepZoom", () => {
  it("moves in quarter steps within 0.5 and 3", () => {
    expect(stepZoom(1, 1)).toBe(1.25);
    expect(stepZoom(1, -1)).toBe(0.75);
    expect(stepZoom(3, 1)).toBe(3);
    expect(stepZoom(0.5, -1)).toBe(0.5);
    expect(stepZoom(1.13, 1)).toBe(1.25);
  });
  it("knows the fitted size", () => {
    expect(isAtFit(1)).toBe(true);
    expect(isAtFit(1.25)).toBe(false);
  });
});

describe("slider", () => {
  it("moves by 5 with arrows, to the ends with Home and End, and stays in 0-100", () => {
    expect(sliderKeyTarget("ArrowRight", 50)).toBe(55);
    expect(sliderKeyTarget("ArrowLeft", 50)).toBe(45);
    expect(sliderKeyTarget("ArrowLeft", 2)).toBe(0);
    expect(sliderKeyTarget("ArrowRight", 98)).toBe(100);
    expect(sliderKeyTarget("Home", 50)).toBe(0);
    expect(sliderKeyTarget("End", 50)).toBe(100);
    expect(sliderKeyTarget("a", 50)).toBeNull();
  });
  it("hides the labels over 85 and under 15", () => {
    expect(labelsVisible(50)).toBe(true);
    expect(labelsVisible(85)).toBe(true);
    expect(labelsVisible(90)).toBe(false);
    expect(labelsVisible(15)).toBe(true);
    expect(labelsVisible(10)).toBe(false);
  });
});

describe("pairsPageSizeFor", () => {
  it("is 3 at 480 px or less and 6 above", () => {
    expect(pairsPageSizeFor(390)).toBe(3);
    expect(pairsPageSizeFor(480)).toBe(3);
    expect(pairsPageSizeFor(1366)).toBe(6);
  });
});

describe("tileSizesFor packing", () => {
  const area = { small: 1, medium: 2, large: 4 } as const;
  it("fills whole 4x2 bands on every page of ten", () => {
    const sizes = tileSizesFor(40);
    for (let page = 0; page < 4; page++) {
      const cells = sizes.slice(page * 10, page * 10 + 10).reduce((sum, s) => sum + area[s], 0);
      expect(cells % 8).toBe(0);
    }
  });
  it("keeps earlier pages unchanged when more are shown", () => {
    expect(tileSizesFor(36).slice(0, 20)).toEqual(tileSizesFor(20));
  });
});
