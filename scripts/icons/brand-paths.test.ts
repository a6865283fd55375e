import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { brands, brandSvg, slimPath } from "./brand-paths";

/** The mark's coverage, drawn white on nothing at `size` px: one byte a pixel. */
async function coverage(path: string, size: number): Promise<Buffer> {
  return sharp(Buffer.from(brandSvg(path)), { density: (72 * size) / 24 })
    .resize(size, size)
    .extractChannel("alpha")
    .raw()
    .toBuffer();
}

describe("the brand marks' slim outlines", () => {
  it.each(Object.entries(brands))(
    "%s looks the same as simple-icons' mark, drawn at five times its size, in three quarters of the bytes or less",
    async (_name, path) => {
      const size = 100;
      const [original, slim] = await Promise.all([
        coverage(path, size),
        coverage(slimPath(path), size),
      ]);
      let difference = 0;
      for (let i = 0; i < original.length; i++) {
        difference += Math.abs((original[i] ?? 0) - (slim[i] ?? 0));
      }
      // Mean coverage moved by under half a percent of full ink.
      expect(difference / original.length / 255).toBeLessThan(0.005);
      expect(slimPath(path).length).toBeLessThan(path.length * 0.75);
    },
  );
});
