import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import semver from "semver";
import { describe, expect, it } from "vitest";

/**
 * The Node promise (decision 208): package.json's `engines.node` and the README name the
 * oldest Node the project runs on, and every installed package must run there too. A
 * dependency that quietly raises its floor would otherwise break the promise at the next
 * `npm install`, on a machine nobody here tests. The lock is the source: it is what
 * `npm ci` installs, and it records each package's `engines`.
 */

type LockEntry = {
  version?: string;
  engines?: Record<string, string> | string[];
  optional?: boolean;
  link?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
};

const manifest = JSON.parse(readFileSync("package.json", "utf8")) as {
  engines: { node: string };
};
const lock = JSON.parse(readFileSync("package-lock.json", "utf8")) as {
  packages: Record<string, LockEntry>;
};
const promise = manifest.engines.node;
const oldest = semver.minVersion(promise)?.version ?? "";

/** npm's rule for `os`, `cpu` and `libc`: a list of names, or of names to exclude with "!". */
function allows(list: string[] | undefined, value: string | undefined): boolean {
  if (!list || list.length === 0) return true;
  if (value === undefined) return false;
  if (list.includes(`!${value}`)) return false;
  return list.includes(value) || list.every((entry) => entry.startsWith("!"));
}

function libcHere(): string | undefined {
  if (process.platform !== "linux") return undefined;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return report.header?.glibcVersionRuntime ? "glibc" : "musl";
}

/** An optional package built for another system is never installed here (sharp's, esbuild's). */
function forAnotherPlatform(entry: LockEntry): boolean {
  if (!entry.optional) return false;
  return !(
    allows(entry.os, process.platform) &&
    allows(entry.cpu, process.arch) &&
    allows(entry.libc, libcHere())
  );
}

function nodeRange(engines: LockEntry["engines"]): string | undefined {
  return engines && !Array.isArray(engines) ? engines.node : undefined;
}

const installed = Object.entries(lock.packages).filter(
  ([path, entry]) => path.startsWith("node_modules/") && !entry.link && !forAnotherPlatform(entry),
);

describe("the Node promise", () => {
  it("is one version, named alike by package.json and the README, and true of this Node", () => {
    expect(oldest).not.toBe("");
    const readme = readFileSync("README.md", "utf8").match(/Needs Node\.js (\d+\.\d+(?:\.\d+)?)/);
    expect(semver.coerce(readme?.[1] ?? "")?.version, "README's promise").toBe(oldest);
    expect(semver.satisfies(process.version, promise), `${process.version} in ${promise}`).toBe(
      true,
    );
  });

  it("reads the lock's packages as node_modules holds them", () => {
    expect(installed.length).toBeGreaterThan(500);
    const differing = installed.flatMap(([path, entry]) => {
      const file = join(path, "package.json");
      if (!existsSync(file)) return entry.optional ? [] : [`${path}: not installed`];
      const found = JSON.parse(readFileSync(file, "utf8")) as LockEntry;
      if (found.version !== entry.version)
        return [`${path}: ${found.version}, lock ${entry.version}`];
      if (nodeRange(found.engines) !== nodeRange(entry.engines))
        return [`${path}: engines ${nodeRange(found.engines)}, lock ${nodeRange(entry.engines)}`];
      return [];
    });
    expect(differing, "run npm install").toEqual([]);
  });

  it(`is kept by every installed package (oldest promised: Node ${oldest})`, () => {
    const breaking = installed.flatMap(([path, entry]) => {
      const range = nodeRange(entry.engines);
      if (!range || semver.satisfies(oldest, range)) return [];
      return [`${path.replace(/^.*node_modules\//, "")}@${entry.version} needs node ${range}`];
    });
    expect(breaking).toEqual([]);
  });
});
