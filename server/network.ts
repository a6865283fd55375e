import type { FastifyInstance } from "fastify";
import type { ServerOptions } from "node:http";
import type { Config } from "./config";

type TrustProxyFunction = (address: string, hop: number) => boolean;

/**
 * Fastify's own reading of a number trusts nobody (it cannot check the peer), so a hop
 * count becomes a function: the peer and the next hops-1 addresses of X-Forwarded-For are
 * proxies, and the address before them is the visitor.
 */
export function trustProxyOption(
  value: Config["TRUST_PROXY"],
): boolean | string | TrustProxyFunction {
  if (typeof value !== "number") return value;
  return (_address, hop) => hop < value;
}

/**
 * The server's timeouts. Node checks the request and header deadlines on a timer that
 * runs every 30 s by default, which would let a stalled client hold a socket for up to
 * twice as long as configured; a one-second tick keeps the deadlines close to their value.
 */
export function timeoutOptions(
  config: Pick<
    Config,
    "REQUEST_TIMEOUT_MS" | "HEADERS_TIMEOUT_MS" | "CONNECTION_TIMEOUT_MS" | "KEEP_ALIVE_TIMEOUT_MS"
  >,
): {
  requestTimeout: number;
  connectionTimeout: number;
  keepAliveTimeout: number;
  http: ServerOptions;
} {
  return {
    requestTimeout: config.REQUEST_TIMEOUT_MS,
    connectionTimeout: config.CONNECTION_TIMEOUT_MS,
    keepAliveTimeout: config.KEEP_ALIVE_TIMEOUT_MS,
    http: {
      headersTimeout: config.HEADERS_TIMEOUT_MS,
      connectionsCheckingInterval: Math.min(1_000, config.HEADERS_TIMEOUT_MS),
    },
  };
}

/**
 * In production, an X-Forwarded-For from a peer we do not trust usually means a proxy we
 * were not told about: every visitor then shares the proxy's rate-limit bucket. Say so
 * once, in words that name the fix.
 */
export function warnOnUntrustedForwarding(app: FastifyInstance) {
  let warned = false;
  app.addHook("onRequest", async (request) => {
    if (warned || request.headers["x-forwarded-for"] === undefined) return;
    // request.ips lists the peer and every trusted hop; only the peer means untrusted.
    if ((request.ips?.length ?? 1) > 1) return;
    warned = true;
    request.log.warn(
      { peer: request.socket.remoteAddress },
      "X-Forwarded-For arrived from a peer that TRUST_PROXY does not trust, so it is ignored " +
        "and every visitor behind that peer shares one rate-limit bucket. If the server runs " +
        "behind a proxy or load balancer, set TRUST_PROXY to its address or hop count " +
        '(see deploy/README.md, "Behind another proxy"). This warning is logged once.',
    );
  });
}
