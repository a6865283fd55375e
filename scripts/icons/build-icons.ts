import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { drawIcon, icons, iconSource } from "./icons";

/** Writes the PNG icons beside `public/favicon.svg`. Run after changing the SVG. */
const svg = await readFile(iconSource);
for (const { file, size } of icons) {
  await drawIcon(svg, size).png({ compressionLevel: 9 }).toFile(join("public", file));
}
console.log(`icons: ${icons.map((icon) => icon.file).join(", ")} from ${iconSource}`);
