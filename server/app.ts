import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type RouteOptions } from "fastify";
import { join } from "node:path";
import { setPersonHashKeyFrom } from "./backup/ledger";
import { queueVisitChange } from "./booking/notify";
import { bookingOffer } from "./booking/offer";
import { bookingRoutes } from "./booking/routes";
import { visitFeedRoutes } from "./booking/visit-feed-routes";
import type { CaptchaProvider } from "./captcha/provider";
import { type Config, publicOrigin } from "./config";
import type { Store } from "./db/database";
import { ownerInbox } from "./admin";
import { captchaRoutes } from "./routes/captcha";
import { apiErrorHandler } from "./routes/errors";
import { createLogger } from "./logger";
import { timeoutOptions, trustProxyOption, warnOnUntrustedForwarding } from "./network";
import { healthRoutes } from "./routes/health";
import { photoLinkRoutes } from "./routes/photo-links";
import { reviewRequestRoutes } from "./routes/review-requests";
import { smsWebhookRoutes } from "./routes/sms-webhooks";
import { submissionRoutes } from "./routes/submissions";
import { photoLinkSecret } from "./secret-file";
import { securityHeaders } from "./security";
import { siteRoutes } from "./site";
import { voiceRoutes } from "./voice/routes";
import { voiceOptions } from "./voice/settings";
import type { Channel } from "./db/schema";

export type AppOptions = {
  config: Config;
  store: Pick<Store, "db" | "ping">;
  captcha: CaptchaProvider;
  /** Wakes the outbox worker after a submission is stored. */
  onQueued?: () => void;
  /** The notification channels configured (see channelsInUse); e-mail alone by default. */
  channels?: readonly Channel[];
  /** Serve the built site as well as the API (tests of the API alone can skip it). */
  serveSite?: boolean;
  now?: () => Date;
  /** A logger made elsewhere (main.ts shares one with the database; tests read it). */
  logger?: FastifyBaseLogger;
  /** Sees every route as it is registered (a test lists them to check each one's guard). */
  onRoute?: (route: RouteOptions) => void;
};

export async function buildApp({
  config,
  store,
  captcha,
  onQueued = () => {},
  channels,
  serveSite = true,
  now,
  logger,
  onRoute,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    loggerInstance: logger ?? createLogger(config),
    routerOptions: { ignoreTrailingSlash: true },
    bodyLimit: 32 * 1024,
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    ...timeoutOptions(config),
    return503OnClosing: true,
  });
  if (onRoute) app.addHook("onRoute", onRoute);
  // The opt-outs and the ledger hash phones with this server's key (decision 230).
  setPersonHashKeyFrom(config);

  const clientDir = join(config.BUILD_DIR, "client");
  app.setErrorHandler(apiErrorHandler);
  // Called, not registered: its hooks must reach every route, outside any encapsulation.
  await securityHeaders(app, { clientDir, captcha });
  if (config.NODE_ENV === "production") warnOnUntrustedForwarding(app);
  await app.register(rateLimit, { global: false });
  await app.register(healthRoutes, { ping: store.ping });
  await app.register(captchaRoutes, { captcha, rateLimitMax: config.RATE_LIMIT_MAX });
  await app.register(submissionRoutes, {
    db: store.db,
    captcha,
    rateLimitMax: config.RATE_LIMIT_MAX,
    onQueued,
    channels,
    now,
    uploadMemoryBytes: config.UPLOAD_MEMORY_MAX_MB * 1024 * 1024,
    bookingOffer: bookingOffer(photoLinkSecret(config)),
  });
  await ownerInbox(app, { config, db: store.db, onQueued, now: now ?? (() => new Date()) });
  await app.register(photoLinkRoutes, { db: store.db, secret: photoLinkSecret(config), now });
  await app.register(smsWebhookRoutes, {
    db: store.db,
    origin: publicOrigin(config),
    account:
      config.SMS_PROVIDER === "twilio" && config.TWILIO_ACCOUNT_SID && config.TWILIO_AUTH_TOKEN
        ? {
            apiUrl: config.TWILIO_API_URL,
            accountSid: config.TWILIO_ACCOUNT_SID,
            authToken: config.TWILIO_AUTH_TOKEN,
          }
        : undefined,
    alertOwner: (channels ?? []).includes("sms"),
    onQueued,
    now: now ?? (() => new Date()),
  });
  // Phone calls (issue 54): only with CALLS=on and Twilio configured, else no route at all.
  const voice = voiceOptions(config, {
    db: store.db,
    channels,
    onQueued,
    now: now ?? (() => new Date()),
  });
  if (voice) await app.register(voiceRoutes, voice);
  await app.register(reviewRequestRoutes, { db: store.db, now: now ?? (() => new Date()) });
  // The homeowner's /book/<token> page (issue 55); CALENDAR_FEEDS_ALLOW_LOCAL is for tests.
  await app.register(bookingRoutes, {
    db: store.db,
    linkKey: photoLinkSecret(config),
    now: now ?? (() => new Date()),
    allowLocalFeeds: config.CALENDAR_FEEDS_ALLOW_LOCAL,
    // The homeowner's confirmation and the owner's alerts, through the outbox.
    onChange: async (change) => {
      const texts = (channels ?? []).includes("sms");
      await queueVisitChange(store.db, change, { texts, now: (now ?? (() => new Date()))() });
      onQueued?.();
    },
  });
  // The owner's private ICS feed of the visits (decision 260): the secret in the path.
  await app.register(visitFeedRoutes, {
    db: store.db,
    origin: publicOrigin(config),
    now: now ?? (() => new Date()),
  });
  if (serveSite) await app.register(siteRoutes, { clientDir });
  return app;
}
