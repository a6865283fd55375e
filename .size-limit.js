import { readFileSync } from "node:fs";
import { join } from "node:path";

// The budget follows what the prerendered home page really loads first: every module it
// preloads or runs, read from the built HTML, so a new shared chunk cannot slip past it.
const client = join(process.env.BUILD_DIR ?? "build", "client");
const html = readFileSync(join(client, "index.html"), "utf8");
const assets = (pattern) => [
  ...new Set([...html.matchAll(pattern)].map((m) => join(client, m[1]))),
];

export default [
  {
    name: "Home page initial JS (gzip)",
    path: assets(/<(?:link rel="modulepreload"|script[^>]*) (?:href|src)="(\/assets\/[^"]+\.js)"/g),
    limit: "110 KB",
    gzip: true,
  },
  {
    name: "Home page CSS (gzip)",
    path: assets(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g),
    limit: "20 KB",
    gzip: true,
  },
];
