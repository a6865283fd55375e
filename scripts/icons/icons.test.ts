import { readFile } from "node:fs/promises";
import { join } from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { drawIcon, icons, iconSource, tabIconFile, tabIconModule, tabIconSource } from "./icons";

describe("the PNG icons", () => {
  it.each(icons)("$file is today's favicon.svg drawn at $size px", async ({ file, size }) => {
    const svg = await readFile(iconSource);
    const expected = await drawIcon(svg, size).raw().toBuffer();
    const committed = sharp(await readFile(join("public", file)));
    expect(await committed.metadata()).toMatchObject({ width: size, height: size });
    expect((await committed.ensureAlpha().raw().toBuffer()).equals(expected)).toBe(true);
  });
});

describe("the tab icon", () => {
  it("is the committed favicon-32.png, written into the module every page's head reads", async () => {
    const png = await readFile(tabIconFile);
    expect(await readFile(tabIconModule, "utf8")).toBe(await tabIconSource(png));
  });
});
