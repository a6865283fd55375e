import cookie from "@fastify/cookie";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { adminApiPrefix } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { readSessionCookie, setSessionCookie } from "./cookie";
import type { RelyingParty } from "./relying-party";
import { type SignedIn, sessionFor } from "./sessions";

declare module "fastify" {
  interface FastifyRequest {
    /** The signed-in person on /api/admin/ routes (the guard has checked the session). */
    admin: SignedIn | null;
  }
  interface FastifyContextConfig {
    /**
     * The Cache-Control of a route's 200 answer under /api/admin/, for one whose address
     * always names the same bytes (a thumbnail; decision 233). Anything else is no-store.
     */
    privateCache?: `private, max-age=${number}${string}`;
  }
}

export const authApiPrefix = "/api/auth/";

/** Both the raw path and the route it matched: an encoded path must not slip past. */
function under(request: FastifyRequest, prefix: string): boolean {
  const path = request.url.split("?")[0] ?? "";
  return path.startsWith(prefix) || (request.routeOptions.url ?? "").startsWith(prefix);
}

const stateChanging = new Set(["POST", "PUT", "PATCH", "DELETE"]);

/**
 * The inbox's gate, on the root instance so that it covers every route under /api/admin/
 * and /api/auth/, whoever registers it, and unknown paths there too:
 * - nothing there is cached (`Cache-Control: no-store`);
 * - a state change whose Origin is not the site's answers 403 (with SameSite=Lax, the
 *   second guard against cross-site requests);
 * - under /api/admin/, no valid session answers 401 before the body is read.
 * Called, not registered, as securityHeaders is: hooks in a plugin would stay inside it.
 */
export async function adminGuards(
  app: FastifyInstance,
  { db, rp, now }: { db: Kysely<Database>; rp: RelyingParty; now: () => Date },
): Promise<void> {
  await app.register(cookie);
  app.decorateRequest("admin", null);
  app.addHook("onRequest", async (request, reply) => {
    const admin = under(request, adminApiPrefix);
    if (!admin && !under(request, authApiPrefix)) return;
    reply.header("Cache-Control", "no-store");
    if (stateChanging.has(request.method) && request.headers.origin !== rp.origin) {
      return reply.code(403).send({ error: adminErrors.foreignOrigin });
    }
    if (!admin) return;
    const token = readSessionCookie(request, rp);
    const at = now();
    const session = token ? await sessionFor(db, token, at) : undefined;
    if (!session || !token) return reply.code(401).send({ error: adminErrors.signIn });
    request.admin = session;
    if (session.renewed) {
      setSessionCookie(request, reply, rp, token, { expiresAt: session.expiresAt, now: at });
    }
  });
  // An error answer (a 429, a 500) is not cached either. Only a 200 of a route that asks
  // for it in its own options is kept, and by the owner's browser alone ("private").
  app.addHook("onSend", async (request, reply) => {
    if (under(request, adminApiPrefix) || under(request, authApiPrefix)) {
      const kept = request.routeOptions.config.privateCache;
      const cacheable = kept !== undefined && reply.statusCode === 200 && request.admin !== null;
      reply.header("Cache-Control", cacheable ? kept : "no-store");
    }
  });
}

/** The signed-in person of a request the guard let through. */
export function signedIn(request: FastifyRequest): SignedIn {
  if (!request.admin) throw new Error("an /api/admin/ route ran without the guard");
  return request.admin;
}
