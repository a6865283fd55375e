import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The server's modules in layers, lowest first: the database, then leads, photos and mail,
 * then the channels, then the outbox and the backup, then the routes and the owner's inbox
 * (admin/), and the app that assembles them, and at the very top the owner's command-line
 * tools (cli/). A module imports only from its own layer or the ones below. What tests
 * share lives in tests/support/, which no
 * module of the server imports, so the bundle never holds it.
 */
const root = resolve(import.meta.dirname, "..");
const server = join(root, "server");

/** For each folder, the folders of server/ it must never import from. */
const above: Record<string, string[]> = {
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
  ],
  // A finished job's review request (issue 37): its table, schedule and settings, beside
  // the texts, below the channels that send it and the inbox and routes that mark it.
  reviews: ["mail", "channels", "outbox", "backup", "retention", "routes", "captcha", "admin"],
  // A channel's sender reads the lead (leads/), signs its photo links (photos/) and mails
  // through mail/'s transports: channels/ sits above those three, below the outbox.
  channels: ["outbox", "backup", "retention", "routes", "captcha", "admin"],
  outbox: ["backup", "retention", "routes", "captcha", "admin"],
  // The backup sits beside the outbox: it erases again (leads/) and alerts (mail/, channels/).
  backup: ["outbox", "retention", "routes", "captcha", "admin"],
  // The owner's inbox sits beside routes/: it uses the layers below, never the visitors' API.
  admin: ["retention", "routes", "captcha"],
};
/**
 * Modules at the top, which nothing in these folders may import: the app, the checks of
 * `npm run doctor` (doctor/), which read every layer and serve none, and above them all the
 * owner's command-line tools (cli/), which nothing in server/ imports.
 */
const top = ["server/app/", "server/main/", "server/doctor/", "server/cli/"];

/** Every TypeScript or ES module under a folder of the repository, tests included. */
function modulesUnder(folder: string): string[] {
  const dir = join(root, folder);
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.(ts|mjs)$/.test(file) && !file.endsWith(".d.mts"))
    .map((file) => join(dir, file));
}

function productionModules(): string[] {
  return modulesUnder("server").filter((file) => !file.endsWith(".test.ts"));
}

/** The files a module imports, as paths from the repository root without their ending. */
function importsOf(file: string): string[] {
  const source = readFileSync(file, "utf8");
  return [...source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+|~\/[^"]+)"/g)].map(
    ([, spec = ""]) =>
      (spec.startsWith("~/")
        ? `app/${spec.slice(2)}`
        : relative(root, resolve(dirname(file), spec))
      ).replace(/\.(m?js|tsx?)$/, ""),
  );
}

describe("server layers", () => {
  const modules = productionModules();

  it("finds the server's modules", () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it("keeps test support and the build's scripts out of every production module", () => {
    const offending = modules.flatMap((file) =>
      importsOf(file)
        .filter((target) => target.startsWith("tests/") || target.startsWith("scripts/"))
        .map((target) => `${relative(root, file)} -> ${target}`),
    );
    expect(offending).toEqual([]);
  });

  it("never imports from a layer above", () => {
    const offending = modules.flatMap((file) => {
      const folder = relative(server, file).split("/")[0] ?? "";
      if (!(folder in above)) return [];
      const forbidden = [...(above[folder] ?? []).map((name) => `server/${name}/`), ...top];
      return importsOf(file)
        .filter((target) => forbidden.some((prefix) => `${target}/`.startsWith(prefix)))
        .map((target) => `${relative(root, file)} -> ${target}`);
    });
    expect(offending).toEqual([]);
  });

  it("keeps the owner's command-line tools at the very top", () => {
    const offending = modules.flatMap((file) => {
      if (relative(server, file).startsWith("cli/")) return [];
      return importsOf(file)
        .filter((target) => target.startsWith("server/cli/"))
        .map((target) => `${relative(root, file)} -> ${target}`);
    });
    expect(offending).toEqual([]);
  });
});

/**
 * The walls around the browser's code (decision 204): contracts/ imports nothing of the
 * project; server/ and scripts/ import contracts/ and app/content/, nothing else of app/.
 * Tests included: a test that needs a browser module belongs beside it.
 */
describe("contracts and content are all the server reads of the app", () => {
  const offending = (folders: string[], allowed: (target: string) => boolean) =>
    folders.flatMap((folder) =>
      modulesUnder(folder).flatMap((file) =>
        importsOf(file)
          .filter((target) => !allowed(target))
          .map((target) => `${relative(root, file)} -> ${target}`),
      ),
    );

  it("keeps contracts/ free of the project", () => {
    expect(modulesUnder("contracts").length).toBeGreaterThan(5);
    expect(offending(["contracts"], (target) => target.startsWith("contracts/"))).toEqual([]);
  });

  it("lets server/ and scripts/ read only contracts/ and app/content/ of the app", () => {
    const inApp = (target: string) => target.startsWith("app/");
    expect(
      offending(
        ["server", "scripts"],
        (target) => !inApp(target) || target.startsWith("app/content/"),
      ),
    ).toEqual([]);
  });
});
