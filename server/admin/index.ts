import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { erasureRecorder } from "../backup/ledger";
import type { Config } from "../config";
import type { Database } from "../db/schema";
import { mailDir } from "../mail/create";
import { reviewSchedule } from "../reviews/schedule";
import { adminRoutesPlugin } from "./admin-routes";
import { agendaRoutes } from "./agenda-routes";
import { authRoutesPlugin } from "./auth-routes";
import { callRoutes } from "./call-routes";
import { adminGuards } from "./guard";
import { relyingParty } from "./relying-party";
import { scheduleRoutes } from "./schedule-routes";
import { textingRoutes } from "./texting";
import { thumbnailRoutes } from "./thumbnail-routes";
import { visitFeedAdminRoutes } from "./visit-feed-routes";
import { visitRoutes } from "./visit-routes";

export type InboxOptions = {
  config: Config;
  db: Kysely<Database>;
  onQueued: () => void;
  now: () => Date;
};

/**
 * The owner's inbox on the server (docs/architecture.md §7): its guards on the root instance,
 * then the sign-in routes and the inbox's API.
 */
export async function ownerInbox(
  app: FastifyInstance,
  { config, db, onQueued, now }: InboxOptions,
) {
  const rp = relyingParty(config);
  await adminGuards(app, { db, rp, now });
  await app.register(authRoutesPlugin, { db, rp, mail: config, now });
  await app.register(adminRoutesPlugin, {
    db,
    rp,
    mail: config,
    mailDir: mailDir(config),
    recordErasure: erasureRecorder(config.DATA_DIR),
    reviews: {
      automatic: config.REVIEW_REQUESTS,
      schedule: reviewSchedule(config),
      // As the workers' channels: no EmailJS (no List-Unsubscribe), texts when Twilio is set.
      channels: {
        email: config.MAIL_TRANSPORT !== "emailjs",
        sms: config.SMS_PROVIDER === "twilio",
      },
    },
    undoHoldMs: config.INBOX_UNDO_SECONDS * 1000,
    onQueued,
    now,
  });
  await app.register(textingRoutes, {
    db,
    origin: rp.origin,
    canText: config.SMS_PROVIDER === "twilio",
    undoHoldMs: config.INBOX_UNDO_SECONDS * 1000,
    onQueued,
    now,
  });
  await app.register(thumbnailRoutes, { db, rp });
  await app.register(callRoutes, { db, rp });
  await app.register(scheduleRoutes, {
    db,
    allowLocalFeeds: config.CALENDAR_FEEDS_ALLOW_LOCAL,
    now,
  });
  await app.register(agendaRoutes, { db, now });
  await app.register(visitFeedAdminRoutes, { db, origin: rp.origin, now });
  await app.register(visitRoutes, {
    db,
    texts: config.SMS_PROVIDER === "twilio",
    undoHoldMs: config.INBOX_UNDO_SECONDS * 1000,
    onQueued,
    now,
  });
}
