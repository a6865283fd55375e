import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import { join } from "node:path";
import type { CaptchaProvider } from "./captcha/provider";
import type { Config } from "./config";
import type { Store } from "./db/database";
import { captchaRoutes } from "./routes/captcha";
import { apiErrorHandler } from "./routes/errors";
import { healthRoutes } from "./routes/health";
import { submissionRoutes } from "./routes/submissions";
import { securityHeaders } from "./security";
import { siteRoutes } from "./site";

export type AppOptions = {
  config: Config;
  store: Pick<Store, "db" | "ping">;
  captcha: CaptchaProvider;
  /** Wakes the outbox worker after a submission is stored. */
  onQueued?: () => void;
  /** Serve the built site as well as the API (tests of the API alone can skip it). */
  serveSite?: boolean;
  now?: () => Date;
};

export async function buildApp({
  config,
  store,
  captcha,
  onQueued = () => {},
  serveSite = true,
  now,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      config.LOG_LEVEL === "silent"
        ? false
        : { level: config.LOG_LEVEL, redact: ["req.headers.cookie", "req.headers.authorization"] },
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 32 * 1024,
    trustProxy: config.TRUST_PROXY,
    return503OnClosing: true,
  });

  const clientDir = join(config.BUILD_DIR, "client");
  app.setErrorHandler(apiErrorHandler);
  // Called, not registered: its hooks must reach every route, outside any encapsulation.
  await securityHeaders(app, { clientDir, captcha });
  await app.register(rateLimit, { global: false });
  await app.register(healthRoutes, { ping: store.ping });
  await app.register(captchaRoutes, { captcha, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(submissionRoutes, {
    db: store.db,
    captcha,
    rateLimitMax: config.RATE_LIMIT_MAX,
    onQueued,
    now,
  });
  if (serveSite) await app.register(siteRoutes, { clientDir });
  return app;
}
