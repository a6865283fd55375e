import { join } from "node:path";
import { format, resolveConfig } from "prettier";
import sharp, { type Sharp } from "sharp";

/**
 * The site's icons as PNG, drawn from `public/favicon.svg`. Chrome draws an SVG icon in a
 * document of its own, two on every page load (the tab icon and the manifest's), each a
 * main-thread task of 20-30 ms on a phone: PNGs decode without one (decision 091).
 */
export const iconSource = join("public", "favicon.svg");

export const icons = [
  { file: "favicon-32.png", size: 32 },
  { file: "apple-touch-icon.png", size: 180 },
  { file: "icon-192.png", size: 192 },
  { file: "icon-512.png", size: 512 },
] as const;

/** The SVG drawn at `size` pixels square, sharp at any size (the SVG's own box is 64). */
export function drawIcon(svg: Buffer, size: number): Sharp {
  return sharp(svg, { density: Math.ceil((72 * size) / 64) * 2 }).resize(size, size);
}

/** The tab icon's PNG, written into every public page's head as a `data:` URL. */
export const tabIconFile = join("public", "favicon-32.png");
export const tabIconModule = "app/components/tab-icon.ts";

/**
 * The module that holds the tab icon as a `data:` URL (decision 225): an icon the page
 * names by URL is a request of its own as the page loads, which Lighthouse's phone charges
 * to the largest paint, and a page with none makes Chrome ask for `/favicon.ico`.
 */
export async function tabIconSource(png: Buffer): Promise<string> {
  const source = [
    "// Written by `npm run icons` (scripts/icons/icons.ts) from public/favicon-32.png: do not edit.",
    `export const tabIcon = "data:image/png;base64,${png.toString("base64")}";`,
    "",
  ].join("\n");
  const options = await resolveConfig(tabIconModule);
  return format(source, { ...options, filepath: tabIconModule });
}
