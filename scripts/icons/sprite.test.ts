import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawings, iconNamesModule, iconNamesSource, spriteFile, spriteSource } from "./sprite";

/** An SVG drawn on nothing at 96 px square, as RGBA bytes. */
async function pixels(svg: string): Promise<Buffer> {
  return sharp(Buffer.from(svg), { density: 288 }).resize(96, 96).ensureAlpha().raw().toBuffer();
}

// The text color is not black, so paint that ignores it shows.
const root = '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" color="#c03"';

/** An icon's own drawing, as a document of its own in the text color. */
const standalone = (svg: string) => svg.replace(/^<svg\b[^>]*?(?=\sviewBox)/, root);

describe("the icon sprite", () => {
  it("is what `npm run icons` writes from today's lucide and simple-icons, names too", async () => {
    expect(await readFile(spriteFile, "utf8")).toBe(spriteSource());
    expect(await readFile(iconNamesModule, "utf8")).toBe(await iconNamesSource());
  });

  it.each([...drawings.keys()])(
    "draws %s through <use> exactly as the icon draws on its own",
    async (name) => {
      const symbols = (await readFile(spriteFile, "utf8")).replace(/^<svg[^>]*>|<\/svg>\s*$/g, "");
      const page = `${root}>${symbols}<use href="#${name}"/></svg>`;
      const own = standalone(drawings.get(name) ?? "");
      const [drawn, expected] = await Promise.all([pixels(page), pixels(own)]);
      expect(expected.some((byte) => byte !== 0)).toBe(true);
      expect(drawn.equals(expected)).toBe(true);
    },
  );
});
