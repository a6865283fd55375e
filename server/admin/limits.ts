import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from "fastify";
import { normaliseEmail } from "./accounts";

/**
 * The sign-in routes' own limits, per instance, apart from RATE_LIMIT_MAX (which is for
 * visitors' forms and which an owner may raise): a passkey cannot be guessed, but links
 * cost an e-mail each, and each try at a token costs a database lookup.
 */
export const authLimits = {
  /** Passkey challenges and answers, invite and link redemptions, per IP. */
  signInPerIp: { max: 30, timeWindow: 10 * 60_000 },
  /** Sign-in link requests per IP, and per address whoever asks. */
  linkPerIp: { max: 10, timeWindow: 15 * 60_000 },
  linkPerAddress: { max: 3, timeWindow: 15 * 60_000 },
} as const;

function addressOf(request: FastifyRequest): string {
  const body: unknown = request.body;
  const email =
    typeof body === "object" && body !== null && "email" in body ? String(body.email) : "";
  return `address:${normaliseEmail(email).slice(0, 254)}`;
}

export function authLimiters(app: FastifyInstance) {
  // Each call keeps its own counts. Every limit runs as a preHandler, once the body is read:
  // the per-address limit needs it, and the IP limits then count the same requests.
  const limiter = (options: Parameters<FastifyInstance["rateLimit"]>[0]) =>
    app.rateLimit(options) as preHandlerHookHandler;
  return {
    signIn: limiter({ ...authLimits.signInPerIp }),
    link: [
      limiter({ ...authLimits.linkPerIp }),
      limiter({ ...authLimits.linkPerAddress, keyGenerator: addressOf }),
    ],
  };
}
