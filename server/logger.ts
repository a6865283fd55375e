import type { FastifyRequest } from "fastify";
import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config";

/**
 * A request as it is logged: the path without its query string. A query may be a
 * credential (a signed photo link's signature works without a session for 7 days), and a
 * log is read by more people, and kept longer, than the links it would leak.
 */
function requestForLog(request: FastifyRequest) {
  const url = request.url;
  const query = url.indexOf("?");
  return {
    method: request.method,
    url: query < 0 ? url : url.slice(0, query),
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
