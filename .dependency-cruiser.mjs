/**
 * The import graph's rules, checked by `npm test` (step "dependencies", decision 205):
 * no import circle, type-only imports included, and no import against the layers.
 *
 *   contracts/ <- app/content/ <- app/lib/, app/hooks/ <- app/components/ <- app/sections/
 *   <- app/islands/, app/layouts/, app/pages/; server/ and scripts/ read contracts/ and
 *   app/content/ only.
 *
 * Tests sit outside the app's own layers (app/README.md), but not outside the three walls:
 * contracts/ imports nothing of the project, nothing under app/ imports server/ or scripts/,
 * and server/ and scripts/ import nothing under app/ but app/content/. `.astro` files are
 * not read here (pages and layouts, the top layer); eslint.config.js fences them.
 */

const test = "\\.(test|spec|test-support)\\.[cm]?tsx?$";
const above = (...dirs) => `^app/(${[...dirs, "islands", "layouts", "pages"].join("|")})/`;

/** A rule for the app's own layers, which tests may cross. */
const appLayer = (name, from, to, comment) => ({
  name,
  comment,
  severity: "error",
  from: { path: from, pathNot: test },
  to: { path: to },
});

/** @type {import("dependency-cruiser").IConfiguration} */
export default {
  forbidden: [
    {
      name: "no-circular",
      comment: "Modules that import each other, even for a type only, are one module in two files.",
      severity: "error",
      from: {},
      to: { circular: true },
    },
    {
      name: "contracts-stand-alone",
      comment: "contracts/ imports nothing of the project, only npm packages.",
      severity: "error",
      from: { path: "^contracts/" },
      to: { pathNot: ["^contracts/", "^node_modules/"], dependencyTypesNot: ["core"] },
    },
    {
      name: "contracts-run-in-the-browser",
      comment: "contracts/ runs in the browser too: no Node module (its tests run in Node).",
      severity: "error",
      from: { path: "^contracts/", pathNot: test },
      to: { dependencyTypes: ["core"] },
    },
    {
      name: "server-reads-contracts-and-content",
      comment: "server/ imports nothing under app/ but app/content/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/", pathNot: "^app/content/" },
    },
    {
      name: "scripts-read-contracts-and-content",
      comment: "scripts/ imports nothing under app/ but app/content/.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^app/", pathNot: "^app/content/" },
    },
    {
      name: "app-without-server",
      comment: "Nothing under app/ imports the server or the scripts.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(server|scripts)/" },
    },
    appLayer(
      "content-reads-contracts",
      "^app/content/",
      "^app/(?!content/)",
      "app/content/ imports only contracts/ and itself.",
    ),
    appLayer(
      "lib-and-hooks-below-components",
      "^app/(lib|hooks)/",
      above("components", "sections"),
      "app/lib/ and app/hooks/ import no component, section, island, layout or page.",
    ),
    appLayer(
      "components-below-sections",
      "^app/components/",
      above("sections"),
      "app/components/ imports no section, island, layout or page.",
    ),
    appLayer(
      "sections-below-the-top",
      "^app/sections/",
      above(),
      "A section imports no island, layout or page.",
    ),
    {
      name: "sections-stay-in-their-page",
      comment: "A section imports only its own folder and sections/shared/.",
      severity: "error",
      from: { path: "^app/sections/([^/]+)/", pathNot: test },
      to: { path: "^app/sections/", pathNot: ["^app/sections/$1/", "^app/sections/shared/"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(app/generated|build|build-[^/]*|\\.astro|node_modules)/" },
    // Type-only imports are edges too: a circle of types is still a circle.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".mts", ".d.mts", ".mjs", ".js", ".json"],
    },
  },
};
