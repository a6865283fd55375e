import { readdirSync, statSync } from "node:fs";
import { join, relative, sep } from "node:path";

/**
 * Maps each prerendered URL to its HTML file: "/" -> "index.html",
 * "/all-services" -> "all-services/index.html". Built once at start-up from the build.
 */
export function findPages(clientDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets" && entry !== "images") walk(full);
      } else if (entry === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.set(rel ? `/${rel}` : "/", relative(clientDir, full).split(sep).join("/"));
      }
    }
  };
  walk(clientDir);
  return pages;
}

const hashedName = /[.-][A-Za-z0-9_-]{8,}\.[a-z0-9]+$/;

/** Hashed build output never changes under its name; everything else is revalidated. */
export function cacheControlFor(filePath: string): string {
  // Precompressed copies (name.js.br) share the caching of the file they encode.
  const urlPath = filePath.replace(/\.(br|gz)$/, "");
  if (
    (urlPath.startsWith("/assets/") || urlPath.startsWith("/images/")) &&
    hashedName.test(urlPath)
  ) {
    return "public, max-age=31536000, immutable";
  }
  return "no-cache";
}
