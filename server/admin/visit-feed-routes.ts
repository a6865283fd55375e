import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { scheduleApi, type VisitFeedMade } from "../../contracts/admin-schedule";
import { makeVisitFeed, turnOffVisitFeed } from "../booking/visit-feed";
import { visitFeedPath } from "../booking/visit-feed-routes";
import type { Database } from "../db/schema";

/**
 * The Schedule screen's switch for the owner's private ICS feed of the visits (issue 55,
 * decision 260). Under /api/admin/, so the inbox's guard has answered 401 without a
 * session and 403 to a state change from another Origin, and made the answer no-store.
 * The new address is in this one answer; the log says only that a feed was made.
 */
export async function visitFeedAdminRoutes(
  app: FastifyInstance,
  { db, origin, now }: { db: Kysely<Database>; origin: string; now: () => Date },
) {
  app.post(scheduleApi.visitFeed, async (request, reply) => {
    const at = now();
    const secret = await makeVisitFeed(db, at);
    request.log.info("a new visit feed address was made; any old one is revoked");
    const made: VisitFeedMade = {
      address: `${origin}${visitFeedPath(secret)}`,
      since: at.toISOString(),
    };
    return reply.code(201).send(made);
  });

  app.delete(scheduleApi.visitFeed, async (request, reply) => {
    await turnOffVisitFeed(db);
    request.log.info("the visit feed was turned off");
    return reply.code(204).send();
  });
}
