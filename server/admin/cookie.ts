import type { FastifyReply, FastifyRequest } from "fastify";
import type { RelyingParty } from "./relying-party";

/**
 * The session cookie: HttpOnly (no script reads it), SameSite=Lax (no other site's form
 * or fetch carries it on a POST), Path=/. Over HTTPS it is Secure and named with the
 * __Host- prefix, which the browser accepts only from a secure origin, without a Domain,
 * on Path=/: no subdomain or plain-HTTP page can set or shadow it.
 */
function cookieFor(request: FastifyRequest, rp: RelyingParty) {
  const secure = rp.https || request.protocol === "https";
  return { name: secure ? "__Host-session" : "session", secure };
}

export function readSessionCookie(request: FastifyRequest, rp: RelyingParty): string | undefined {
  const value = request.cookies[cookieFor(request, rp).name];
  return value && value.length <= 100 ? value : undefined;
}

/** Sets the cookie to last as long as its session: `expiresAt`, an ISO time, from `now`. */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  rp: RelyingParty,
  token: string,
  { expiresAt, now }: { expiresAt: string; now: Date },
): void {
  const { name, secure } = cookieFor(request, rp);
  reply.setCookie(name, token, {
    httpOnly: true,
    sameSite: "lax",
    path: "/",
    secure,
    maxAge: Math.max(0, Math.floor((Date.parse(expiresAt) - now.getTime()) / 1000)),
  });
}

export function clearSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  rp: RelyingParty,
): void {
  const { name, secure } = cookieFor(request, rp);
  reply.clearCookie(name, { httpOnly: true, sameSite: "lax", path: "/", secure });
}
