import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * before-hydration.ts awaits page-behaviour.ts and holds Vite's loader for dynamic imports
 * (astro.config.ts). A module under page-behaviour that loads anything dynamically would
 * import that loader from before-hydration's file and wait for it, while it waits for them:
 * every island on every page would stay asleep.
 */
const here = import.meta.dirname;
const staticImport = /^\s*import\s[^;]*?from\s*["']([^"']+)["']/gm;
const dynamicImport = /\bimport\(/;

function sourceOf(specifier: string, from: string): string | undefined {
  const base = specifier.startsWith("~contracts/")
    ? resolve(here, "../../contracts", specifier.slice("~contracts/".length))
    : specifier.startsWith("~/")
      ? resolve(here, "..", specifier.slice(2))
      : specifier.startsWith(".")
        ? resolve(dirname(from), specifier)
        : undefined;
  if (!base) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts")].find(
    (path) => existsSync(path) && statSync(path).isFile(),
  );
}

function graph(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  for (const [, specifier = ""] of readFileSync(file, "utf8").matchAll(staticImport)) {
    const source = sourceOf(specifier, file);
    if (source) graph(source, seen);
  }
  return seen;
}

describe("what the script before hydration awaits", () => {
  it("loads nothing dynamically", () => {
    const modules = [...graph(join(here, "page-behaviour.ts"))];
    expect(modules.length).toBeGreaterThan(5);
    const dynamic = modules.filter((file) => dynamicImport.test(readFileSync(file, "utf8")));
    expect(dynamic).toEqual([]);
  });
});
