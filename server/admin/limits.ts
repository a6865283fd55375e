import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from "fastify";
import { adminErrors } from "../../content/admin-entries";
import { normaliseEmail } from "./accounts";

/**
 * The sign-in routes' own limits, per instance, apart from RATE_LIMIT_MAX (which is for
 * visitors' forms and which an owner may raise): a passkey cannot be guessed, but links
 * cost an e-mail each, and each try at a token costs a database lookup.
 */
export const authLimits = {
  /** Passkey challenges and answers, invite and link redemptions, per IP. */
  signInPerIp: { max: 30, timeWindow: 10 * 60_000 },
  /**
   * Sign-in link requests per IP, and per address from one IP: counted per address alone,
   * a stranger's three requests naming the owner would use up the owner's own budget.
   */
  linkPerIp: { max: 10, timeWindow: 15 * 60_000 },
  linkPerAddressAndIp: { max: 3, timeWindow: 15 * 60_000 },
} as const;

/**
 * Counts per key in fixed windows. @fastify/rate-limit runs one limiter per request, so
 * the per-address count, which also needs the body, is kept here.
 */
export function windowCounter({ max, timeWindow }: { max: number; timeWindow: number }) {
  const windows = new Map<string, { count: number; resetAt: number }>();
  return (key: string, now = Date.now()): boolean => {
    if (windows.size > 10_000) {
      for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    }
    const current = windows.get(key);
    const window =
      current && current.resetAt > now ? current : { count: 0, resetAt: now + timeWindow };
    window.count += 1;
    windows.set(key, window);
    return window.count <= max;
  };
}

function addressOf(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email =
    typeof body === "object" && body !== null && "email" in body ? String(body.email) : "";
  return normaliseEmail(email).slice(0, 254);
}

export function authLimiters(app: FastifyInstance) {
  // Each call keeps its own counts, by IP address.
  const perIp = (options: { max: number; timeWindow: number }) =>
    app.rateLimit({ ...options }) as preHandlerHookHandler;
  const perAddress = windowCounter(authLimits.linkPerAddressAndIp);
  const addressLimit = async (request: FastifyRequest, reply: FastifyReply) => {
    // request.ip is the visitor TRUST_PROXY names, as for the per-IP limit.
    if (!perAddress(`${request.ip} ${addressOf(request)}`)) {
      return reply.code(429).send({ success: false, error: adminErrors.tooMany });
    }
  };
  return {
    signIn: perIp(authLimits.signInPerIp),
    link: [perIp(authLimits.linkPerIp), addressLimit],
  };
}
