import { readdirSync, readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { outboxDoor, serverLayers, serverTop } from "../.dependency-cruiser.mjs";

/**
 * The server's layers, as `.dependency-cruiser.mjs` states them (decision 235): that file
 * holds the table, and `npm test`'s step "dependencies" checks it with dependency-cruiser.
 * This test reads the same table with a second reader, the relative imports matched by a
 * regular expression. What tests share lives in tests/support/, which no module of the
 * server imports, so the bundle never holds it.
 */
const root = resolve(import.meta.dirname, "..");
const server = join(root, "server");

/** For each folder, the folders of server/ it must never import from. */
const above = serverLayers;
/** Modules at the top, which nothing in these folders may import. */
const top = serverTop.map((name) => `server/${name}/`);

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
  const aliases: Record<string, string> = {
    "~": "app",
    "~content": "content",
    "~contracts": "contracts",
  };
  return [...source.matchAll(/(?:from|import)\s*\(?\s*"(\.{1,2}\/[^"]+|~[a-z]*\/[^"]+)"/g)].map(
    ([, spec = ""]) => {
      const [head = "", ...rest] = spec.split("/");
      const path = head.startsWith("~")
        ? [aliases[head] ?? head, ...rest].join("/")
        : relative(root, resolve(dirname(file), spec));
      return path.replace(/\.(m?js|tsx?)$/, "");
    },
  );
}

describe("server layers", () => {
  const modules = productionModules();

  it("finds the server's modules", () => {
    expect(modules.length).toBeGreaterThan(20);
  });

  it("reads its table from .dependency-cruiser.mjs", () => {
    expect(Object.keys(above)).toEqual(
      expect.arrayContaining(["db", "leads", "channels", "outbox", "backup", "admin"]),
    );
    expect(top).toContain("server/cli/");
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
        .filter((target) => `${target}.ts` !== outboxDoor)
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
 * project; server/ and scripts/ import contracts/ and content/, nothing under app/ (236).
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

  it("keeps server/ and scripts/ out of app/", () => {
    expect(offending(["server", "scripts"], (target) => !target.startsWith("app/"))).toEqual([]);
  });

  it("lets content/ read only contracts/ and itself", () => {
    expect(modulesUnder("content").length).toBeGreaterThan(5);
    expect(offending(["content"], (target) => /^(contracts|content)\//.test(target))).toEqual([]);
  });
});
