import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No module of the server runs past 300 lines (issue 35): a file that grows past it does
 * more than one job, and splits along them, as the outbox did into its queue, rules and
 * loop (decision 206). Tests may run longer.
 */
const server = resolve(import.meta.dirname);
const maxLines = 300;

function modules(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return modules(path);
    return /\.(ts|tsx|mjs)$/.test(entry.name) && !/\.test\.|\.d\.m?ts$/.test(entry.name)
      ? [path]
      : [];
  });
}

describe("server modules", () => {
  it(`are each at most ${maxLines} lines`, () => {
    const long = modules(server)
      .map((path) => ({
        file: relative(server, path),
        lines: readFileSync(path, "utf8").split("\n").length,
      }))
      .filter(({ lines }) => lines > maxLines);
    expect(long).toEqual([]);
  });
});
