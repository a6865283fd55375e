import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDir, npx, ownerToolSource, ownerTools, stampFile } from "./lib.mjs";
import { precompress } from "./precompress.mjs";
import { writeServiceWorker } from "./service-worker.mjs";

const started = Date.now();

// 1. Photos: responsive variants, placeholders and the gallery manifest into public/.
npx("tsx", ["scripts/images/build-images.ts"]);

// 1b. The text face cut to the site's characters, with its @font-face, into app/generated/.
npx("tsx", ["scripts/fonts/build-fonts.ts"]);

// 2. The site: one static HTML file per URL, the islands' scripts, the sitemap and
// robots.txt (astro.config.ts).
npx("astro", ["build", "--silent"], { env: { ...process.env, ASTRO_TELEMETRY_DISABLED: "1" } });

// 3. The service worker, /sw.js, precaching the shell that was just built.
const sw = await writeServiceWorker(join(buildDir, "client"));
console.log(`Service worker precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KB)`);

// 4. Brotli and gzip copies next to each compressible file, served as-is by the server.
await precompress(join(buildDir, "client"));

// 5. The server, and the owner's command-line tools, each bundled into one file that runs on
// plain Node: the container image carries no TypeScript runner (scripts/tool.mjs).
function bundle(entry, outfile) {
  npx("esbuild", [
    entry,
    "--bundle",
    "--platform=node",
    "--target=node20",
    "--format=esm",
    "--packages=external",
    "--sourcemap",
    `--outfile=${outfile}`,
    "--log-level=warning",
  ]);
}
bundle("server/main.ts", join(buildDir, "server", "index.js"));
for (const tool of ownerTools) bundle(ownerToolSource(tool), join(buildDir, "cli", `${tool}.js`));

writeFileSync(stampFile, new Date().toISOString());
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${buildDir}/`);
