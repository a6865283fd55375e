import type { FastifyRequest } from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config";

/** A route parameter named as a credential: `/r/:token`, `/calendar/:secret.ics`. */
const secretParameter = /:\w*(?:token|secret|signature|key)/i;

/**
 * A request as it is logged: the path without its query string, and a path that holds a
 * secret as its route's pattern (`/r/:token`). A query or a path may be a credential (a
 * signed photo link's signature works without a session for 7 days, a review request's
 * token unsubscribes its homeowner), and a log is read by more people, and kept longer,
 * than the links it would leak.
 */
function requestForLog(request: FastifyRequest) {
  const url = request.url;
  const query = url.indexOf("?");
  const pattern = request.routeOptions?.url;
  const secret = pattern !== undefined && secretParameter.test(pattern);
  return {
    method: request.method,
    url: secret ? pattern : query < 0 ? url : url.slice(0, query),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

/** One logger for the process: the HTTP server, the database pool and the outbox share it. */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL">,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization"],
    // Replaces Fastify's own `req` serializer, which logs the URL whole.
    serializers: { req: requestForLog },
  };
  return destination ? pino(options, destination) : pino(options);
}
