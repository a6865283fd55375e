import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, normalize } from "node:path";
import GithubSlugger from "github-slugger";
import { describe, expect, it } from "vitest";

/**
 * The README is short and points into docs/: a moved page or a renamed heading would leave
 * a newcomer at a dead link. Every relative link of every Markdown page we write must name
 * a file that exists, and a `#heading` that file has, as GitHub spells its anchors.
 */

const skipped = new Set(["node_modules", ".git", ".cache", "build", "bench", "public/images"]);

function markdownUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = dir === "." ? entry.name : join(dir, entry.name);
    if (entry.isDirectory()) {
      return skipped.has(path) || path.startsWith("build") ? [] : markdownUnder(path);
    }
    return entry.name.endsWith(".md") ? [path] : [];
  });
}

/** The anchors GitHub gives a page's headings, duplicates numbered as it numbers them. */
function anchorsOf(file: string): Set<string> {
  const slugger = new GithubSlugger();
  const text = readFileSync(file, "utf8").replace(/```[\s\S]*?```/g, "");
  const headings = [...text.matchAll(/^#{1,6} +(.+?) *#*$/gm)].map((match) => match[1] ?? "");
  // GitHub slugs the heading's text, not its Markdown: `code` and links read as their words.
  return new Set(
    headings.map((heading) =>
      slugger.slug(heading.replace(/\[([^\]]*)\]\([^)]*\)/g, "$1").replace(/`/g, "")),
    ),
  );
}

/** Each `[text](target)` outside code, with the line it stands on. */
function linksOf(file: string): { target: string; line: number }[] {
  const lines = readFileSync(file, "utf8").split("\n");
  const found: { target: string; line: number }[] = [];
  let fenced = false;
  lines.forEach((text, index) => {
    if (text.trimStart().startsWith("```")) fenced = !fenced;
    if (fenced) return;
    const prose = text.replace(/`[^`]*`/g, "");
    for (const match of prose.matchAll(/\]\(([^)\s]+)(?: "[^"]*")?\)/g)) {
      found.push({ target: match[1] ?? "", line: index + 1 });
    }
  });
  return found;
}

const pages = markdownUnder(".");
const relative = pages.flatMap((file) =>
  linksOf(file)
    .filter(({ target }) => !/^[a-z][a-z0-9+.-]*:/i.test(target))
    .map(({ target, line }) => ({ file, line, target })),
);

describe("links between our Markdown pages", () => {
  it("are checked", () => {
    expect(pages).toContain("README.md");
    expect(relative.length).toBeGreaterThan(15);
  });

  it.each(relative)("$file:$line → $target", ({ file, target }) => {
    const [path = "", anchor] = target.split("#");
    const destination = path === "" ? file : normalize(join(dirname(file), path));
    expect(existsSync(destination), `${destination} does not exist`).toBe(true);
    if (anchor === undefined || statSync(destination).isDirectory()) return;
    expect(destination.endsWith(".md"), `${destination} has no headings to link to`).toBe(true);
    expect([...anchorsOf(destination)], `no heading #${anchor} in ${destination}`).toContain(
      decodeURIComponent(anchor),
    );
  });
});
