import { readFileSync } from "node:fs";
import { join } from "node:path";

// The budgets follow what the prerendered home page really loads first: every module it
// preloads or runs, read from the built HTML, so a new shared chunk cannot slip past.
const client = join(process.env.BUILD_DIR ?? "build", "client");
const html = readFileSync(join(client, "index.html"), "utf8");
const assets = (pattern) => [
  ...new Set([...html.matchAll(pattern)].map((m) => join(client, m[1]))),
];
const scripts = assets(
  /<(?:link rel="modulepreload"|script[^>]*) (?:href|src)="(\/assets\/[^"]+\.js)"/g,
);

// React, React DOM and React Router's runtime, the route manifest and Vite's loader: the
// framework's floor, measured at 111.3 kB (docs/decisions/004-javascript-budget.md).
const framework =
  /\/(entry\.client|chunk-[A-Z0-9]+|index|jsx-runtime|manifest|preload-helper)-[\w-]+\.js$/;

export default [
  {
    name: "Home page initial JS, all of it (gzip)",
    path: scripts,
    limit: "114 kB",
    gzip: true,
  },
  {
    name: "Home page initial JS, our own code (gzip)",
    path: scripts.filter((file) => !framework.test(file)),
    limit: "3 kB",
    gzip: true,
  },
  {
    name: "Home page CSS (gzip)",
    path: assets(/<link rel="stylesheet" href="(\/assets\/[^"]+\.css)"/g),
    limit: "20 kB",
    gzip: true,
  },
];
