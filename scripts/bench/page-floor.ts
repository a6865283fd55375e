import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { precompress } from "../precompress.mjs";

const scriptElement = /<script\b([^>]*)>[\s\S]*?<\/script\s*>/gi;
const dataOnly = /\btype\s*=\s*["']?application\/(ld\+)?json\b/i;

/**
 * The page without any script that runs: module, classic and inline scripts go; JSON data
 * (schema.org's JSON-LD) stays, since it runs nothing and search engines read it.
 */
export function stripScripts(html: string): string {
  return html.replace(scriptElement, (element, attributes: string) =>
    dataOnly.test(attributes) ? element : "",
  );
}

function htmlFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith(".html"))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * Each page's floor, what the bench judges the page against on a busy machine: a copy of
 * the production build whose HTML has every script removed, compressed again as the build
 * does, served by the same server (its `server/` is linked in). Returns the copy's directory and a function removing it.
 */
export async function makeFloorBuild(
  buildDir: string,
): Promise<{ dir: string; remove: () => void }> {
  const dir = mkdtempSync(join(tmpdir(), "bench-floor-"));
  cpSync(join(buildDir, "client"), join(dir, "client"), { recursive: true });
  symlinkSync(resolve(buildDir, "server"), join(dir, "server"), "dir");
  for (const file of htmlFiles(join(dir, "client"))) {
    writeFileSync(file, stripScripts(readFileSync(file, "utf8")));
    rmSync(`${file}.br`, { force: true });
    rmSync(`${file}.gz`, { force: true });
  }
  await precompress(join(dir, "client"));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}
