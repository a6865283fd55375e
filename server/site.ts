import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { existsSync, readFileSync } from "node:fs";
import { apiAnswers } from "../content/api-answers";
import { join, resolve } from "node:path";
import { genericServicePage, servicePageElsewhere } from "../content/generic-service";
import { permanentRedirects, routes, serviceTemplatePath } from "../contracts/routes";
import { isServiceSlug } from "../contracts/slug";
import { adminPageRoutes } from "./admin/page";
import { cacheControlFor, encodeFor, findPages, serviceTemplate } from "./pages";

type SiteOptions = { clientDir: string };

/**
 * Serves the prerendered site: each page as HTML with status 200, old URLs as 301s,
 * hashed assets as immutable, brotli/gzip from files compressed at build time, and any
 * other path as a redirect home. /services/{slug} answers for any well-formed slug: the
 * catalogue's slugs have their own files, any other slug gets the template filled in.
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
    // The ETag revalidates on its own; a second validator is only bytes (decision 092).
    lastModified: false,
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

  // The template is a page only once it names a service: its own address goes home.
  const template = pages.get(serviceTemplatePath);
  pages.delete(serviceTemplatePath);

  // The inbox's page answers for every path under /admin, from memory, never cached.
  const adminPage = pages.get(routes.admin);
  pages.delete(routes.admin);
  if (adminPage) adminPageRoutes(app, readFileSync(join(root, adminPage), "utf8"));

  for (const [path, file] of pages) {
    if (permanentRedirects[path]) continue;
    app.get(path, (_request, reply) => reply.type("text/html; charset=utf-8").sendFile(file));
  }

  if (template) {
    const fill = serviceTemplate(readFileSync(join(root, template), "utf8"));
    // The file itself is reachable under its own name too; that also goes home.
    app.get(`/${template}`, (_request, reply) => reply.redirect("/", 302));
    // Fastify matches the prerendered pages above before this parametric route.
    app.get<{ Params: { slug: string } }>(routes.service(":slug"), (request, reply) => {
      const { slug } = request.params;
      if (!isServiceSlug(slug)) return reply.redirect("/", 302);
      const elsewhere = servicePageElsewhere(slug);
      if (elsewhere) return reply.redirect(elsewhere, 302);
      const { title, meta } = genericServicePage(slug);
      const html = fill({ ...meta, heading: title });
      const { body, encoding } = encodeFor(request.headers["accept-encoding"], html);
      if (encoding) reply.header("Content-Encoding", encoding);
      return reply
        .type("text/html; charset=utf-8")
        .header("Cache-Control", cacheControlFor(`/${template}`))
        .header("Vary", "Accept-Encoding")
        .send(body);
    });
  }

  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith("/api/")) {
      return reply.code(404).send({ success: false, error: apiAnswers.notFound });
    }
    if (request.method !== "GET" && request.method !== "HEAD") {
      return reply.code(404).send({ success: false, error: apiAnswers.notFound });
    }
    return reply.redirect("/", 302);
  });
}
