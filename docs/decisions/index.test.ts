import { readdirSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * The decision index is how a newcomer tells what still holds: every record is listed, and
 * a change of course is marked at both ends, so the record replaced points at its successor
 * and the successor names what it replaced.
 */

const folder = "docs/decisions";
const index = readFileSync(`${folder}/README.md`, "utf8");
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));

/** Each row's record number and status, from `| [NNN: title](file) | status |`. */
const rows = new Map(
  [...index.matchAll(/^\| \[(\d{3}):[^\n]*?\]\(([^)]+)\)\s*\|\s*(.*?)\s*\|$/gm)].map(
    ([, number = "", , status = ""]) => [number, status],
  ),
);

/** The record numbers a status names after a phrase ("superseded by 080", "supersedes 085 and 087"). */
function named(status: string, phrase: string): string[] {
  const found: string[] = [];
  for (const [, after = ""] of status.matchAll(new RegExp(`${phrase}([^;)]*)`, "g"))) {
    found.push(...(after.match(/\b\d{3}\b/g) ?? []));
  }
  return found;
}

describe("the decision index", () => {
  it("lists every record but the template", () => {
    const unlisted = records
      .filter((name) => !name.startsWith("000-"))
      .filter((name) => !index.includes(`(${name})`));
    expect(unlisted).toEqual([]);
  });

  it("marks a record superseded where its successor says it supersedes it, and back", () => {
    const oneSided: string[] = [];
    for (const [number, status] of rows) {
      for (const later of named(status, "superseded by")) {
        if (!(rows.get(later) ?? "").includes(number)) oneSided.push(`${number} -> ${later}`);
      }
      for (const earlier of named(status, "supersedes")) {
        if (!(rows.get(earlier) ?? "").includes(number)) oneSided.push(`${number} <- ${earlier}`);
      }
    }
    expect(rows.size).toBeGreaterThan(90);
    expect(oneSided).toEqual([]);
  });
});
