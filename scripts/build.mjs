import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { buildDir, npx, stampFile } from "./lib.mjs";
import { precompress } from "./precompress.mjs";
import { writeServiceWorker } from "./service-worker.mjs";

const started = Date.now();

// 1. Photos: responsive variants, placeholders and the gallery manifest into public/.
npx("tsx", ["scripts/images/build-images.ts"]);

// 2. The site: client bundles and one prerendered HTML file per URL.
npx("react-router", ["build"]);

// 3. sitemap.xml and robots.txt from the pages that were just prerendered.
npx("tsx", ["scripts/sitemap.ts", join(buildDir, "client")]);

// 4. The service worker, /sw.js, precaching the shell that was just built.
const sw = await writeServiceWorker(join(buildDir, "client"));
console.log(`Service worker precaches ${sw.count} files (${(sw.size / 1024).toFixed(0)} KB)`);

// 5. Brotli and gzip copies next to each compressible file, served as-is by the server.
await precompress(join(buildDir, "client"));

// 6. The server, bundled into one file that runs on plain Node.
npx("esbuild", [
  "server/main.ts",
  "--bundle",
  "--platform=node",
  "--target=node20",
  "--format=esm",
  "--packages=external",
  "--sourcemap",
  `--outfile=${join(buildDir, "server", "index.js")}`,
  "--log-level=warning",
]);

writeFileSync(stampFile, new Date().toISOString());
console.log(`Build finished in ${((Date.now() - started) / 1000).toFixed(1)} s -> ${buildDir}/`);
