import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import { permanentRedirects } from "../app/lib/routes";
import { cacheControlFor, findPages } from "./pages";

type SiteOptions = { clientDir: string };

/**
 * Serves the prerendered site: each page as HTML with status 200, old URLs as 301s,
 * hashed assets as immutable, brotli/gzip from files compressed at build time, and any
 * other path as a redirect home (the SPA does the same in the browser).
 */
export async function siteRoutes(app: FastifyInstance, { clientDir }: SiteOptions) {
  const root = resolve(clientDir);
  if (!existsSync(root)) {
    throw new Error(`No build found at ${root}. Run "npm run build" first.`);
  }
  const pages = findPages(root);

  await app.register(fastifyStatic, {
    root,
    preCompressed: true,
    // Our own Cache-Control per file below; the plugin's default would override it.
    cacheControl: false,
    index: false,
    redirect: false,
    setHeaders(res, path) {
      const urlPath = `/${path
        .slice(root.length + 1)
        .split("\\")
        .join("/")}`;
      res.setHeader("Cache-Control", cacheControlFor(urlPath));
    },
  });

  for (const [from, to] of Object.entries(permanentRedirects)) {
    app.get(from, (_request, reply) => reply.code(301).redirect(to));
  }

  for (const [path, file] of pages) {
    if (permanentRedirects[path]) continue;
    app.get(path, (_request, reply) => reply.type("text/html; charset=utf-8").sendFile(file));
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ success: false, error: "Not found" });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ success: false, error: "Not found" });
    }
    return reply.redirect("/", 302);
  });
}
