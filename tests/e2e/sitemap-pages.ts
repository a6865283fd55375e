import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** The built site's client folder, as the e2e server serves it. */
export const clientDir = join(process.env.BUILD_DIR ?? "build", "client");

/** Every page the built sitemap lists, as a path. */
export function sitemapPages(): string[] {
  const files = readdirSync(clientDir).filter((name) => /^sitemap-\d+\.xml$/.test(name));
  const xml = files.map((name) => readFileSync(join(clientDir, name), "utf8")).join("");
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? "").pathname);
}
