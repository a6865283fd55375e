/**
 * The import graph's rules, checked by `npm test` (step "dependencies", decisions 205, 235):
 * no import circle, type-only imports included, and no import against the layers. This file
 * is the one fence; eslint.config.js keeps only what it cannot read (`.astro` files).
 *
 *   contracts/ <- content/ <- app/lib/, app/hooks/ <- app/components/ <- app/sections/,
 *   app/admin/ <- app/islands/, app/layouts/, app/pages/; server/ and scripts/ read
 *   contracts/ and content/, nothing under app/.
 *
 * Tests sit outside the app's own layers (app/README.md), but not outside the three walls:
 * contracts/ imports nothing of the project, nothing under app/ imports server/ or scripts/,
 * and server/ and scripts/ import nothing under app/ (decision 236). `.astro` files are
 * not read here (pages and layouts, the top layer); eslint.config.js fences them.
 *
 * server/ has layers of its own, lowest first: the settings (config.ts and config/, the
 * ground floor) and logger.ts; the database (db/); leads, photos and mail; the texts and the
 * review requests; the channels; the outbox and the backup; the routes and the owner's inbox
 * (admin/); the app that assembles them; and at the very top the owner's command-line tools
 * (cli/). A module imports only from its own layer or the ones below; its tests may cross.
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

/**
 * For each folder of server/, the folders of server/ it must never import from.
 * server/layers.test.ts reads this table too.
 */
export const serverLayers = {
  db: [
    "texts",
    "reviews",
    "leads",
    "photos",
    "mail",
    "channels",
    "outbox",
    "backup",
    "retention",
    "routes",
    "captcha",
    "admin",
    "booking",
    "voice",
  ],
  leads: [
    "texts",
    "reviews",
    "photos",
    "mail",
    "channels",
    "outbox",
    "backup",
    "retention",
    "routes",
    "captcha",
    "admin",
    "booking",
    "voice",
  ],
  photos: [
    "texts",
    "reviews",
    "leads",
    "mail",
    "channels",
    "outbox",
    "backup",
    "retention",
    "routes",
    "captcha",
    "admin",
    "booking",
    "voice",
  ],
  mail: [
    "texts",
    "reviews",
    "leads",
    "photos",
    "channels",
    "outbox",
    "backup",
    "retention",
    "routes",
    "captcha",
    "admin",
    "booking",
    "voice",
  ],
  // A lead's text thread and the opt-outs (issue 36): above the lead and its photos (a
  // picture message is re-encoded as a photo is), below the channels that send texts.
  texts: [
    "reviews",
    "mail",
    "channels",
    "outbox",
    "backup",
    "retention",
    "routes",
    "captcha",
    "admin",
    "booking",
    "voice",
  ],
  // A finished job's review request (issue 37): its table and schedule, beside the texts,
  // below the channels that send it and the inbox and routes that mark it.
  reviews: [
    "mail",
    "channels",
    "booking",
    "voice",
    "outbox",
    "backup",
    "retention",
    "routes",
    "captcha",
    "admin",
  ],
  // A channel's sender reads the lead (leads/), signs its photo links (photos/) and mails
  // through mail/'s transports: channels/ sits above those three, below the outbox.
  // The estimate visit (issue 55): its slots, feeds, visits and page. It reads the lead and
  // words its mail (mail/, channels/); the outbox writes its link into the thank-you.
  booking: ["voice", "outbox", "backup", "retention", "routes", "captcha", "admin"],
  // Phone calls (issue 54): a call joins the lead and its text thread (leads/, texts/), texts
  // back through the gate and queues its alert (channels/, the outbox's door), below the
  // inbox that shows it and the tools that check its numbers.
  voice: ["booking", "outbox", "backup", "retention", "routes", "captcha", "admin"],
  channels: ["booking", "voice", "outbox", "backup", "retention", "routes", "captcha", "admin"],
  outbox: ["backup", "retention", "routes", "captcha", "admin"],
  // The backup sits beside the outbox: it erases again (leads/) and alerts (mail/, channels/).
  backup: ["outbox", "retention", "routes", "captcha", "admin"],
  // The owner's inbox sits beside routes/: it uses the layers below, never the visitors' API.
  admin: ["retention", "routes", "captcha"],
};

/**
 * Modules at the top, which no folder of the table may import: the app (app.ts), main.ts,
 * the checks of `npm run doctor` (doctor/), which read every layer and serve none, and above
 * them all the owner's command-line tools (cli/), which nothing else in server/ imports.
 */
export const serverTop = ["app", "main", "doctor", "cli"];

const serverModule = (names) => `^server/(${names.join("|")})(\\.[cm]?ts$|/)`;

/**
 * The outbox's one door (decision 238): it lives with the outbox but stands on the leads'
 * floor, so every feature that queues a message may import it, and it imports no more than
 * a module of leads/ would.
 */
export const outboxDoor = "server/outbox/door.ts";
const outboxDoorPath = `^${outboxDoor.replaceAll(".", "\\.")}$`;

/** The settings, the ground floor: config.ts and the folder config/. */
const settings = serverModule(["config"]);

const serverRules = [
  ...Object.entries(serverLayers).map(([folder, forbidden]) => ({
    name: `server-${folder}-below-its-importers`,
    comment: `server/${folder}/ imports none of ${forbidden.join(", ")} nor the top (${serverTop.join(", ")}).`,
    severity: "error",
    from: { path: `^server/${folder}/`, pathNot: test },
    to: {
      path: [`^server/(${forbidden.join("|")})/`, serverModule(serverTop)],
      pathNot: outboxDoorPath,
    },
  })),
  {
    name: "server-outbox-door-on-the-leads-floor",
    comment: `${outboxDoor} imports nothing a module of leads/ may not: every feature calls it.`,
    severity: "error",
    from: { path: outboxDoorPath },
    to: { path: [`^server/(${serverLayers.leads.join("|")})/`, serverModule(serverTop)] },
  },
  {
    name: "server-settings-are-the-ground-floor",
    comment: "config.ts and config/ import nothing else of server/: the features read them.",
    severity: "error",
    from: { path: settings, pathNot: test },
    to: { path: "^server/", pathNot: settings },
  },
  {
    name: "server-db-on-the-settings",
    comment: "db/ imports only itself and the settings of server/; its caller hands it a log.",
    severity: "error",
    from: { path: "^server/db/", pathNot: test },
    to: { path: "^server/", pathNot: ["^server/db/", settings] },
  },
  {
    name: "server-cli-at-the-very-top",
    comment: "Nothing in server/ but cli/ imports the owner's command-line tools.",
    severity: "error",
    from: { path: "^server/", pathNot: ["^server/cli/", "\\.test\\.ts$"] },
    to: { path: "^server/cli/" },
  },
  {
    name: "server-without-test-support-or-scripts",
    comment: "No module of the server imports tests/ or scripts/, so the bundle never holds them.",
    severity: "error",
    from: { path: "^server/", pathNot: "\\.test\\.ts$" },
    to: { path: "^(tests|scripts)/" },
  },
];

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
      comment: "server/ imports nothing under app/.",
      severity: "error",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "scripts-read-contracts-and-content",
      comment: "scripts/ imports nothing under app/.",
      severity: "error",
      from: { path: "^scripts/" },
      to: { path: "^app/" },
    },
    {
      name: "app-without-server",
      comment: "Nothing under app/ imports the server or the scripts.",
      severity: "error",
      from: { path: "^app/" },
      to: { path: "^(server|scripts)/" },
    },
    {
      name: "content-reads-contracts",
      comment: "content/ imports only contracts/ and itself, tests included.",
      severity: "error",
      from: { path: "^content/" },
      to: { path: "^(app|server|scripts)/" },
    },
    appLayer(
      "lib-and-hooks-below-components",
      "^app/(lib|hooks)/",
      above("components", "sections", "admin"),
      "app/lib/ and app/hooks/ import no component, section, inbox, island, layout or page.",
    ),
    appLayer(
      "components-below-sections",
      "^app/components/",
      above("sections", "admin"),
      "app/components/ imports no section, inbox, island, layout or page.",
    ),
    appLayer(
      "sections-below-the-top",
      "^app/sections/",
      above("admin"),
      "A section imports no inbox, island, layout or page.",
    ),
    appLayer(
      "inbox-beside-the-sections",
      "^app/admin/",
      above("sections"),
      "The inbox (app/admin/) is a feature of its own: it imports no page section, island, layout or page.",
    ),
    {
      name: "sections-stay-in-their-page",
      comment: "A section imports only its own folder and sections/shared/.",
      severity: "error",
      from: { path: "^app/sections/([^/]+)/", pathNot: test },
      to: { path: "^app/sections/", pathNot: ["^app/sections/$1/", "^app/sections/shared/"] },
    },
    ...serverRules,
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
