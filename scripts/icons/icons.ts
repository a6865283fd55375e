import { join } from "node:path";
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
