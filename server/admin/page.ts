import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { routes } from "../../contracts/routes";
import { encodeFor } from "../pages";
import { inboxPolicy } from "../security";

/**
 * The inbox's one page, for /admin and every path under it (/admin/leads/<id> is the link
 * in the owner's text; the island reads the path). Never indexed, never cached: it is the
 * same file for everyone, but what it shows is not.
 */
export function adminPageRoutes(app: FastifyInstance, html: string): void {
  const policy = inboxPolicy(html);
  const handler = (request: FastifyRequest, reply: FastifyReply) => {
    const { body, encoding } = encodeFor(request.headers["accept-encoding"], html);
    if (encoding) reply.header("Content-Encoding", encoding);
    return reply
      .type("text/html; charset=utf-8")
      .header("Cache-Control", "no-store")
      .header("Content-Security-Policy", policy)
      .header("X-Robots-Tag", "noindex")
      .header("Vary", "Accept-Encoding")
      .send(body);
  };
  app.get(routes.admin, handler);
  app.get(`${routes.admin}/*`, handler);
}
