import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { britishSpellings, withoutComments } from "./us-english";

/**
 * Everything a visitor or the owner reads is written in these folders: the site's copy,
 * the photos' alt text and the e-mails the server sends. The business is in Illinois, so all of it is US English.
 * Rendered pages, alt text included, are scanned by tests/e2e/copy.spec.ts.
 */
const copyFolders = ["content", "server/mail", "content/photos"];

function sources(folder: string): string[] {
  return readdirSync(folder)
    .filter((name) => /\.(tsx?|json)$/.test(name) && !/\.test\.tsx?$/.test(name))
    .map((name) => join(folder, name));
}

describe("US English", () => {
  for (const file of copyFolders.flatMap(sources)) {
    it(`${file} has no British spellings`, () => {
      expect(britishSpellings(withoutComments(readFileSync(file, "utf8")))).toEqual([]);
    });
  }
});
