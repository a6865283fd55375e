import { join, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import { buildDir, buildIsFresh, run } from "./lib.mjs";
import { withLocalOrigin } from "../server/cli/local-origin.mjs";

// `npm start` on a fresh clone builds first; later starts reuse a build newer than the sources.
if (!buildIsFresh()) {
  console.log("Building the site (the build is missing or older than the sources)...");
  run(process.execPath, ["scripts/build.mjs"]);
}

Object.assign(process.env, withLocalOrigin(process.env));
await import(pathToFileURL(resolve(join(buildDir, "server", "index.js"))).href);
