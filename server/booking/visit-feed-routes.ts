import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import { visitFeedCopy } from "../../content/visit-feed";
import type { Database } from "../db/schema";
import { visitFeedOpens } from "./visit-feed";
import { feedVisits, visitFeedCalendar } from "./visit-feed-ics";

/**
 * GET (and HEAD) /calendar/<secret>.ics, the owner's private feed of the visits (issue 55,
 * decision 260), read by a phone's calendar with no session: the secret is the credential.
 * The logger writes the route's pattern, never the path (server/logger.ts). An address that
 * opens nothing, whether unknown, revoked or malformed, gets one and the same 404.
 */

export const visitFeedPattern = "/calendar/:secret.ics";
export const visitFeedPath = (secret: string) => `/calendar/${secret}.ics`;

/** A calendar reads every few minutes at most; a guesser gets 60 tries a minute, of 2^256. */
const limit = { config: { rateLimit: { max: 60, timeWindow: "1 minute" } } };

type Params = { Params: { secret: string } };

export async function visitFeedRoutes(
  app: FastifyInstance,
  { db, origin, now }: { db: Kysely<Database>; origin: string; now: () => Date },
) {
  app.get<Params>(visitFeedPattern, limit, async (request, reply) => {
    reply.header("Cache-Control", "no-store").header("Referrer-Policy", "no-referrer");
    reply.header("X-Robots-Tag", "noindex");
    if (!(await visitFeedOpens(db, request.params.secret))) {
      return reply.code(404).type("text/plain; charset=utf-8").send(visitFeedCopy.notFound);
    }
    const at = now();
    const body = visitFeedCalendar(await feedVisits(db, at), { origin, now: at.getTime() });
    return reply.type("text/calendar; charset=utf-8").send(body);
  });
}
