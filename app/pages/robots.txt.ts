import type { APIRoute } from "astro";
import { site } from "~content/site";
import { sitemapPath } from "~contracts/routes";

/** Everything may be crawled; the sitemap index lists what is worth it. */
export const GET: APIRoute = () =>
  new Response(
    `User-agent: *\nAllow: /\n\nSitemap: ${new URL(sitemapPath, site.url).toString()}\n`,
    {
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    },
  );
