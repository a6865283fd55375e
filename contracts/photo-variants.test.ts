import { describe, expect, it } from "vitest";
import { photoFromRecord, placeholderCss } from "./photo-variants";

/** The bitmap inside a placeholder's CSS value. */
function bitmapOf(css: string): Buffer {
  const match = /^url\("data:image\/bmp;base64,([A-Za-z0-9+/=]+)"\)$/.exec(css);
  if (!match?.[1]) throw new Error(`not a bitmap placeholder: ${css}`);
  return Buffer.from(match[1], "base64");
}

/** Red, green and blue (0-31 each) of a 16-bit pixel. */
const rgb555 = (value: number) => [(value >> 10) & 31, (value >> 5) & 31, value & 31];

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
    expect(bmp.readUInt16LE(28)).toBe(16);
    const pixel = (col: number, row: number) =>
      rgb555(bmp.readUInt16LE(offset + row * 16 + col * 2));
    // Corners keep their cell's colour; between two cells the colours mix.
    expect(pixel(0, 0)).toEqual([31, 0, 0]);
    expect(pixel(7, 0)).toEqual([31, 31, 31]);
    expect(pixel(7, 5)).toEqual([31, 31, 31]);
    expect(pixel(0, 5)).toEqual([0, 0, 0]);
    expect(pixel(1, 0)).toEqual([23, 8, 0]);
  });

  it("stays small: its pixels are the only part of a page's HTML that does not compress", () => {
    const css = placeholderCss("f000f000ffff" + "888".repeat(8), 1600, 1067);
    expect(bitmapOf(css).length).toBe(54 + 6 * 16);
  });

  it("lays out a portrait photo's rows top to bottom, each a whole number of words", () => {
    const bmp = bitmapOf(placeholderCss("123".repeat(12), 900, 1200));
    expect(bmp.readInt32LE(18)).toBe(6);
    expect(bmp.readInt32LE(22)).toBe(-8);
    expect(bmp.length).toBe(54 + 8 * 12);
    const offset = bmp.readUInt32LE(10);
    expect(rgb555(bmp.readUInt16LE(offset + 12))).toEqual([2, 4, 6]);
  });
});

describe("the phone crop", () => {
  const colours = "888".repeat(12);

  it("is named beside the photo's widths, in each format, when the photo can fill it", () => {
    const photo = photoFromRecord("kitchen/island", [1600, 1067, "0a1b2c3d", colours, "Island"]);
    expect(photo.phone).toEqual({
      avif: "/images/kitchen/island-0a1b2c3d-phone.avif",
      webp: "/images/kitchen/island-0a1b2c3d-phone.webp",
      jpeg: "/images/kitchen/island-0a1b2c3d-phone.jpg",
    });
  });

  it("is left out for a photo shorter than 640 px or narrower than 360 px", () => {
    expect(photoFromRecord("a/wide", [1600, 600, "0a1b2c3d", colours, "A"]).phone).toBeUndefined();
    expect(photoFromRecord("a/slim", [300, 900, "0a1b2c3d", colours, "A"]).phone).toBeUndefined();
  });
});
