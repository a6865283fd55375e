import { mkdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { join } from "node:path";
import subsetFont from "subset-font";
import { coreCharacters, coreUnicodeRange } from "./core-range";

/**
 * Cuts Inter's Latin file (48 KB) down to the characters the site is written in (about
 * 30 KB) and writes the @font-face that serves it. Every page preloads this cut; the whole
 * Latin file stays declared by fontsource and is fetched only for a character outside it.
 * On a phone's connection the font shares the line with the first photo, so these bytes
 * are the first paint's (docs/decisions/090).
 */
const outDir = join("app", "generated", "fonts");
const family = "Inter Variable";

const require = createRequire(import.meta.url);
const latin = require.resolve("@fontsource-variable/inter/files/inter-latin-wght-normal.woff2");

const started = Date.now();
// The weight axis is kept whole: one file draws every weight the design uses.
const core = await subsetFont(await readFile(latin), coreCharacters(), { targetFormat: "woff2" });
await mkdir(outDir, { recursive: true });
await writeFile(join(outDir, "inter-core.woff2"), core);
// Declared after fontsource's faces: where ranges overlap, the last face declared is the
// one a browser tries first, so the core cut answers and the Latin file is not fetched.
await writeFile(
  join(outDir, "inter-core.css"),
  `/* Written by scripts/fonts/build-fonts.ts. */
@font-face {
  font-family: "${family}";
  font-style: normal;
  font-display: swap;
  font-weight: 100 900;
  src: url("./inter-core.woff2") format("woff2-variations");
  unicode-range: ${coreUnicodeRange()};
}
`,
);
console.log(
  `fonts: Inter core cut ${(core.length / 1024).toFixed(1)} KB, ${Date.now() - started} ms`,
);
