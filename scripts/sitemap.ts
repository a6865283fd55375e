import { readdirSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { permanentRedirects } from "../app/lib/redirects";
import { site } from "../app/content/site";

/**
 * Writes sitemap.xml and robots.txt into the built client folder, listing every
 * prerendered page except the ones that only forward visitors elsewhere.
 */
export function listPages(clientDir: string): string[] {
  const pages: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = join(dir, entry);
      if (statSync(full).isDirectory()) {
        if (entry !== "assets" && entry !== "images") walk(full);
      } else if (entry === "index.html") {
        const rel = relative(clientDir, dir).split(sep).join("/");
        pages.push(rel ? `/${rel}` : "/");
      }
    }
  };
  walk(clientDir);
  return pages.filter((path) => !(path in permanentRedirects)).sort();
}

export function sitemapXml(paths: readonly string[], origin: string): string {
  const urls = paths
    .map((path) => `  <url><loc>${new URL(path, origin).toString()}</loc></url>`)
    .join("\n");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return `User-agent: *\nAllow: /\n\nSitemap: ${new URL("/sitemap.xml", origin).toString()}\n`;
}

const clientDir = process.argv[2];
if (clientDir) {
  const paths = listPages(clientDir);
  writeFileSync(join(clientDir, "sitemap.xml"), sitemapXml(paths, site.url));
  writeFileSync(join(clientDir, "robots.txt"), robotsTxt(site.url));
  console.log(`Sitemap lists ${paths.length} pages`);
}
