import type { FastifyReply, FastifyRequest } from "fastify";

/** What a browser names a request made by the site's own page, or typed by its user. */
const ownSites = new Set(["same-origin", "none"]);

/**
 * True when a GET comes from another site: its Origin is not the site's, or the browser's
 * Sec-Fetch-Site says so. The guard checks the Origin of state changes only; a download
 * of a person's data is a GET that a link on another site could start in the owner's
 * browser, where SameSite=Lax still sends the cookie. A client that sends neither header
 * (curl, an old browser) is judged by its session alone, as every other route is.
 */
export function fromAnotherSite(request: FastifyRequest, origin: string): boolean {
  const from = request.headers.origin;
  if (from !== undefined && from !== origin) return true;
  const site = request.headers["sec-fetch-site"];
  return typeof site === "string" && !ownSites.has(site);
}

/**
 * Route options that refuse, with 403, a download started from another site: a link or an
 * <img> there could otherwise fetch it with the owner's cookie.
 */
export function sameSiteOnly(origin: string, refusal: { error: string }) {
  return {
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (fromAnotherSite(request, origin)) return reply.code(403).send(refusal);
    },
  };
}
