import { existsSync, readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * docs/security.md names, for every defense, the test that proves it: `file` › "name".
 * A renamed or deleted test would leave the page claiming a proof that no longer runs.
 */

const page = readFileSync("docs/security.md", "utf8");

/** Each `path` › "title", "title", … citation; a title may end in … where it is cut short. */
function citations(): { file: string; title: string }[] {
  const found: { file: string; title: string }[] = [];
  for (const match of page.matchAll(/`([\w./-]+\.(?:ts|tsx))`((?: › "[^"]+"(?:, "[^"]+")*)?)/g)) {
    const [, file = "", titles = ""] = match;
    for (const title of titles.matchAll(/"([^"]+)"/g)) found.push({ file, title: title[1] ?? "" });
    if (!titles) found.push({ file, title: "" });
  }
  return found;
}

describe("docs/security.md", () => {
  it("cites tests", () => {
    expect(citations().length).toBeGreaterThan(40);
  });

  it.each(citations())("$file › $title exists", ({ file, title }) => {
    expect(existsSync(file), file).toBe(true);
    const source = readFileSync(file, "utf8");
    // Cut at an ellipsis or a %-placeholder: the rest is the doc's shorthand or a table.
    const words = title
      .split(/…|%[sdj]/)
      .map((part) => part.trim())
      .filter(Boolean);
    for (const part of words) expect(source, `${file}: "${part}"`).toContain(part);
  });
});
