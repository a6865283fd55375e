import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { brandPathsModule, brandPathsSource } from "./brand-paths";
import { drawIcon, icons, iconSource } from "./icons";

/** Writes the PNG icons beside `public/favicon.svg`, and the brand marks' slim outlines. */
const svg = await readFile(iconSource);
for (const { file, size } of icons) {
  await drawIcon(svg, size).png({ compressionLevel: 9 }).toFile(join("public", file));
}
console.log(`icons: ${icons.map((icon) => icon.file).join(", ")} from ${iconSource}`);
await writeFile(brandPathsModule, await brandPathsSource());
console.log(`icons: brand marks from simple-icons into ${brandPathsModule}`);
