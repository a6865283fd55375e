import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { drawIcon, icons, iconSource, tabIconFile, tabIconModule, tabIconSource } from "./icons";
import { iconNamesModule, iconNamesSource, spriteFile, spriteSource } from "./sprite";

/**
 * Writes the PNG icons beside `public/favicon.svg`, and the sprite of every icon the public
 * pages draw (lucide's, and simple-icons' brand marks slimmed) with the names it holds.
 */
const svg = await readFile(iconSource);
for (const { file, size } of icons) {
  await drawIcon(svg, size).png({ compressionLevel: 9 }).toFile(join("public", file));
}
console.log(`icons: ${icons.map((icon) => icon.file).join(", ")} from ${iconSource}`);
await writeFile(tabIconModule, await tabIconSource(await readFile(tabIconFile)));
console.log(`icons: the tab icon into ${tabIconModule}`);
await writeFile(spriteFile, spriteSource());
await writeFile(iconNamesModule, await iconNamesSource());
console.log(`icons: the sprite into ${spriteFile}, its names into ${iconNamesModule}`);
