import Fastify, { type FastifyInstance } from "fastify";
import { join } from "node:path";
import type { Config } from "./config";
import { healthRoutes } from "./routes/health";
import { siteRoutes } from "./site";

export type AppOptions = {
  config: Config;
  /** Database liveness check for /api/health. */
  ping: () => Promise<boolean> | boolean;
  /** Serve the built site as well as the API (tests of the API alone can skip it). */
  serveSite?: boolean;
};

export async function buildApp({
  config,
  ping,
  serveSite = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 32 * 1024,
    trustProxy: true,
    return503OnClosing: true,
  });

  await app.register(healthRoutes, { ping });
  if (serveSite) await app.register(siteRoutes, { clientDir: join(config.BUILD_DIR, "client") });
  return app;
}
