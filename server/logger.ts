import pino, { type DestinationStream, type Logger } from "pino";
import type { Config } from "./config";

/** One logger for the process: the HTTP server, the database pool and the outbox share it. */
export function createLogger(
  config: Pick<Config, "LOG_LEVEL">,
  destination?: DestinationStream,
): Logger {
  const options = {
    level: config.LOG_LEVEL,
    redact: ["req.headers.cookie", "req.headers.authorization"],
  };
  return destination ? pino(options, destination) : pino(options);
}
