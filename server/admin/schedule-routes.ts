import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { adminScheduleCopy } from "../../content/admin-schedule";
import {
  feedBody,
  scheduleApi,
  type ScheduleInfo,
  type ScheduleRefusal,
} from "../../contracts/admin-schedule";
import { FeedError } from "../booking/feed-fetch";
import { addFeed, feedStatuses } from "../booking/feeds";
import { availabilitySchema } from "../booking/rules-schema";
import { loadAvailability, saveAvailability } from "../booking/service";
import { visitFeedSince } from "../booking/visit-feed";
import type { Database } from "../db/schema";

/**
 * The Schedule screen's API (issue 55, decision 254): what `npm run booking -- show|set|
 * add-feed|remove-feed` does, for the signed-in owner. Under /api/admin/, so the inbox's
 * guard has already answered 401 without a session and 403 to a state change from another
 * Origin. A feed's address is a secret: it is checked as the command line checks it, stored,
 * and only ever answered masked.
 */

export type ScheduleRouteOptions = {
  db: Kysely<Database>;
  /** CALENDAR_FEEDS_ALLOW_LOCAL: http and loopback feeds, for tests and development only. */
  allowLocalFeeds: boolean;
  now: () => Date;
};

/** Enough feeds for any owner's calendars; a bound on what one session can store. */
export const maxFeeds = 20;

const copy = adminScheduleCopy;
const fullRules = availabilitySchema.required();

/** The fence's reason (feed-fetch.ts), said to the owner. */
function feedRefusal(error: FeedError): string {
  if (error.message === "not https") return copy.feeds.errors.notHttps;
  if (error.message === "not a public address") return copy.feeds.errors.notPublic;
  if (error.message === "not an address") return copy.feeds.errors.notAddress;
  return copy.feeds.errors.refused(error.message);
}

type IdParams = { Params: { id: string } };

export async function scheduleRoutes(app: FastifyInstance, options: ScheduleRouteOptions) {
  const { db, now } = options;

  async function info(): Promise<ScheduleInfo> {
    const { timeZone, ...rules } = await loadAvailability(db);
    const since = await visitFeedSince(db);
    const feeds = await feedStatuses(db, now().getTime());
    return { timeZone, rules, feeds, visitFeed: since ? { since } : null };
  }

  app.get(scheduleApi.schedule, () => info());

  app.post(scheduleApi.schedule, async (request, reply) => {
    const body = request.body;
    const rules = typeof body === "object" && body !== null && "rules" in body ? body.rules : null;
    const parsed = fullRules.safeParse(rules);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const refusal: ScheduleRefusal = {
        error: copy.schedule.errors.refused,
        ...(first && first.path.length > 0 ? { field: first.path.join(".") } : {}),
      };
      return reply.code(400).send(refusal);
    }
    await saveAvailability(db, parsed.data, now());
    request.log.info("the booking schedule changed");
    return info();
  });

  app.post(scheduleApi.feeds, async (request, reply) => {
    const parsed = feedBody.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error: adminErrors.badRequest });
    const url = parsed.data.url.trim();
    if (!url) return reply.code(400).send({ error: copy.feeds.errors.empty, field: "url" });
    const stored = await db
      .selectFrom("calendar_feeds")
      .select((eb) => eb.fn.countAll<number | string | bigint>().as("n"))
      .executeTakeFirstOrThrow();
    if (Number(stored.n) >= maxFeeds) {
      return reply.code(409).send({ error: copy.feeds.errors.tooMany(maxFeeds) });
    }
    try {
      await addFeed(db, {
        url,
        label: parsed.data.label.trim() || copy.feeds.defaultLabel,
        now: now().getTime(),
        allowLocal: options.allowLocalFeeds,
      });
    } catch (error) {
      if (error instanceof FeedError) {
        return reply.code(400).send({ error: feedRefusal(error), field: "url" });
      }
      throw error;
    }
    // Never the address itself: the log keeps only that one was added.
    request.log.info("a calendar feed was added");
    return reply.code(201).send(await info());
  });

  app.delete<IdParams>(
    scheduleApi.feed("__id__").replace("__id__", ":id"),
    async (request, reply) => {
      const removed = await db
        .deleteFrom("calendar_feeds")
        .where("id", "=", request.params.id)
        .executeTakeFirst();
      if (Number(removed.numDeletedRows) !== 1) {
        return reply.code(404).send({ error: copy.feeds.errors.notFound });
      }
      return reply.code(204).send();
    },
  );
}
