import { cpSync, existsSync, mkdirSync, readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { nodeFileTrace } from "@vercel/nft";
import { buildDir, ownerTools } from "../lib.mjs";

/**
 * `node scripts/container/standalone.mjs <dir>`: everything the server and the owner's
 * tools load at run time, for the image's last stage. The bundles keep their packages
 * external (native modules cannot be bundled), so the installed tree is traced file by
 * file from them: a production install would bring Astro, React and the rest of the
 * build's tools, hundreds of megabytes the server never opens.
 */

const out = process.argv[2];
if (!out) {
  console.error("Usage: node scripts/container/standalone.mjs <output folder>");
  process.exit(2);
}

const entries = [
  join(buildDir, "server", "index.js"),
  ...ownerTools.map((tool) => join(buildDir, "cli", `${tool}.js`)),
];
const { fileList, warnings } = await nodeFileTrace(entries, { base: process.cwd() });
for (const warning of warnings) {
  // An optional module that is absent (pg-native, for one) and a native library the tracer
  // tried to read as JavaScript are not errors.
  const message = String(warning.message);
  if (!/Cannot find module|Failed to parse .*\.so\b/.test(message)) console.warn(message);
}

let count = 0;
for (const file of fileList) {
  if (!file.startsWith("node_modules/")) continue;
  mkdirSync(join(out, dirname(file)), { recursive: true });
  cpSync(file, join(out, file), { dereference: false, verbatimSymlinks: true });
  count += 1;
}
// Packages the server finds by a name it builds at run time, which no tracer can follow:
// Litestream's binary for this platform (server/backup/litestream.ts).
for (const name of [`@flydotio/litestream-${process.platform}-${process.arch}`]) {
  const dir = join("node_modules", name);
  if (existsSync(dir)) cpSync(dir, join(out, dir), { recursive: true });
}
// The build itself (pages, assets, bundles) is read whole.
cpSync(buildDir, join(out, buildDir), { recursive: true });
cpSync("package.json", join(out, "package.json"));
mkdirSync(join(out, "scripts"), { recursive: true });
for (const file of ["tool.mjs", "lib.mjs"])
  cpSync(join("scripts", file), join(out, "scripts", file));
console.log(
  `standalone: ${count} files from node_modules, the build, and ${readdirSync(out).length} entries at the top`,
);
