import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brandPathsModule, brandPathsSource } from "./brand-paths";
import { drawIcon, icons, iconSource } from "./icons";
import { iconNamesModule, iconNamesSource, spriteFile, spriteSource } from "./sprite";

/**
 * Writes the PNG icons beside `public/favicon.svg`, the brand marks' slim outlines, and the
 * sprite of every icon the public pages draw with the names it holds.
 */
const svg = await readFile(iconSource);
for (const { file, size } of icons) {
  await drawIcon(svg, size).png({ compressionLevel: 9 }).toFile(join("public", file));
}
console.log(`icons: ${icons.map((icon) => icon.file).join(", ")} from ${iconSource}`);
await writeFile(brandPathsModule, await brandPathsSource());
console.log(`icons: brand marks from simple-icons into ${brandPathsModule}`);
await writeFile(spriteFile, spriteSource());
await writeFile(iconNamesModule, await iconNamesSource());
console.log(`icons: the sprite into ${spriteFile}, its names into ${iconNamesModule}`);
