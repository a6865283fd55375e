import type { FastifyInstance, FastifyReply } from "fastify";
import type { Kysely } from "kysely";
import { adminErrors } from "../../content/admin-entries";
import { adminVisitCopy } from "../../content/admin-visit";
import { bookingCopy } from "../../content/booking";
import {
  type LeadVisit,
  visitApi,
  visitBody,
  type VisitRefusal,
  type VisitSaved,
} from "../../contracts/admin-visit";
import { toDays, visitOf } from "../booking/api";
import { queueVisitChange } from "../booking/notify";
import type { VisitChange } from "../booking/options";
import { zoneLabel } from "../booking/page";
import {
  bookFromLink,
  bookingLead,
  type BookingLead,
  loadAvailability,
  openDays,
} from "../booking/service";
import { cancelVisit } from "../booking/visits";
import type { Database } from "../db/schema";
import { undoable } from "./undo-routes";

/*
 * The owner books, moves or cancels a lead's estimate visit from the inbox (issue 55, item
 * 4; decision 259), for a visit arranged by phone. The same slot rules and the same
 * database race handling as the homeowner's /book page (service.ts, visits.ts): only a
 * time the page would offer, and the loser of a race is told the time was just taken.
 * Every change goes through `queueVisitChange`, so the reminders follow the visit and the
 * homeowner is told; the homeowner's e-mail is held for the owner's Undo, as a reply is.
 * Under /api/admin/: the guard has answered 401 without a session and 403 to another
 * Origin before any of this runs.
 */

export type VisitRouteOptions = {
  db: Kysely<Database>;
  /** Texts go out (SMS_PROVIDER=twilio): the owner's text and the homeowner's reminders. */
  texts: boolean;
  /** How long the homeowner's message waits for the owner's Undo (issue 52). */
  undoHoldMs: number;
  onQueued: () => void;
  now: () => Date;
};

type IdParams = { Params: { id: string } };
/** A bound on what one session can do; far above an owner's taps. */
const limit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };

export async function visitRoutes(app: FastifyInstance, options: VisitRouteOptions) {
  const { db, now } = options;
  const path = visitApi.visit("__id__").replace("__id__", ":id");
  const notFound = { error: adminErrors.notFound };

  async function choices(lead: BookingLead): Promise<LeadVisit> {
    const at = now().getTime();
    const rules = await loadAvailability(db);
    // The owner books outside the service area too: that is what the phone call was for.
    const days = toDays(await openDays(db, rules, at, lead.visit?.id));
    return {
      zoneNote: bookingCopy.zoneNote(zoneLabel(at)),
      days,
      visit: lead.visit ? visitOf(lead.visit) : null,
      ...(days.length === 0 ? { message: bookingCopy.noTimes } : {}),
    };
  }

  /** Queues the change's messages, the homeowner's held, and answers the toast's Undo. */
  async function tell(change: Pick<VisitChange, "change" | "lead">) {
    const at = now();
    const queued = await queueVisitChange(db, change, {
      texts: options.texts,
      now: at,
      holdMs: options.undoHoldMs,
    });
    const undo = undoable(queued.outboxIds, queued.sendsAt, at, {
      holdMs: options.undoHoldMs,
      onQueued: options.onQueued,
    });
    // The owner's alerts go at once even when the homeowner has no e-mail to hold.
    if (!undo) options.onQueued();
    return undo;
  }

  const send = (reply: FastifyReply, status: number, body: VisitSaved | VisitRefusal) =>
    reply.code(status).send(body);

  app.get<IdParams>(path, limit, async (request, reply) => {
    const lead = await bookingLead(db, request.params.id);
    if (!lead) return reply.code(404).send(notFound);
    return choices(lead);
  });

  app.post<IdParams>(path, limit, async (request, reply) => {
    const lead = await bookingLead(db, request.params.id);
    if (!lead) return reply.code(404).send(notFound);
    const body = visitBody.safeParse(request.body);
    if (!body.success) {
      const street = (request.body as { street?: unknown } | undefined)?.street;
      const error =
        typeof street === "string" && street.trim().length >= 3
          ? adminVisitCopy.timeMissing
          : adminVisitCopy.addressMissing;
      return send(reply, 400, { error });
    }
    const { start, street } = body.data;
    const answer = await bookFromLink(db, lead, {
      start,
      streetAddress: street,
      now: now().getTime(),
    });
    if (!answer.ok) {
      // Taken, the day full, or no longer offered: the owner picks again from fresh days.
      const { days } = await choices(lead);
      return send(reply, 409, { error: adminVisitCopy.errors.taken, days });
    }
    if ("unchanged" in answer) {
      // The same time sent again (a second tap): nothing changed, no one is told again.
      return send(reply, 200, {
        visit: visitOf(lead.visit ?? { ...answer.visit, streetAddress: street }),
      });
    }
    const change = lead.visit ? "moved" : "booked";
    request.log.info({ visit: answer.visit.id }, `the owner ${change} a visit`);
    const undo = await tell({ change, lead });
    const visit = visitOf({ start: answer.visit.start, streetAddress: street });
    return send(reply, 200, { visit, ...(undo ? { undo } : {}) });
  });

  app.delete<IdParams>(path, limit, async (request, reply) => {
    const lead = await bookingLead(db, request.params.id);
    if (!lead) return reply.code(404).send(notFound);
    const canceled = lead.visit && (await cancelVisit(db, lead.visit.id, now().getTime()));
    if (!canceled) return send(reply, 404, { error: adminVisitCopy.errors.noVisit });
    request.log.info({ visit: canceled.id }, "the owner cancelled a visit");
    const undo = await tell({ change: "cancelled", lead });
    return send(reply, 200, { visit: null, ...(undo ? { undo } : {}) });
  });
}
