import { describe, expect, it } from "vitest";
import { placeholderCss } from "./photo-variants";

/** The bitmap inside a placeholder's CSS value. */
function bitmapOf(css: string): Buffer {
  const match = /^url\("data:image\/bmp;base64,([A-Za-z0-9+/=]+)"\)$/.exec(css);
  if (!match?.[1]) throw new Error(`not a bitmap placeholder: ${css}`);
  return Buffer.from(match[1], "base64");
}

describe("placeholderCss", () => {
  it("paints the stored colours row by row from the top, blended between cells", () => {
    // Landscape: 4 x 3 cells. Red, green, blue, white on the first row, then greys, black.
    const colours = "f000f000ffff" + "888".repeat(4) + "000".repeat(3) + "fff";
    const bmp = bitmapOf(placeholderCss(colours, 1600, 1067));
    expect(bmp.subarray(0, 2).toString("latin1")).toBe("BM");
    expect(bmp.readUInt32LE(2)).toBe(bmp.length);
    const offset = bmp.readUInt32LE(10);
    expect(bmp.readInt32LE(18)).toBe(8);
    expect(bmp.readInt32LE(22)).toBe(-6);
    expect(bmp.readUInt16LE(28)).toBe(24);
    const pixel = (col: number, row: number) => {
      const at = offset + row * 24 + col * 3;
      return [bmp[at + 2], bmp[at + 1], bmp[at]];
    };
    // Corners keep their cell's colour; between two cells the colours mix.
    expect(pixel(0, 0)).toEqual([255, 0, 0]);
    expect(pixel(7, 0)).toEqual([255, 255, 255]);
    expect(pixel(7, 5)).toEqual([255, 255, 255]);
    expect(pixel(0, 5)).toEqual([0, 0, 0]);
    expect(pixel(1, 0)).toEqual([191, 64, 0]);
  });

  it("pads each row of a portrait photo to four bytes", () => {
    const bmp = bitmapOf(placeholderCss("123".repeat(12), 900, 1200));
    expect(bmp.readInt32LE(18)).toBe(6);
    expect(bmp.readInt32LE(22)).toBe(-8);
    expect(bmp.length).toBe(54 + 8 * 20);
    const offset = bmp.readUInt32LE(10);
    expect([bmp[offset + 20 + 2], bmp[offset + 20 + 1], bmp[offset + 20]]).toEqual([17, 34, 51]);
  });
});
