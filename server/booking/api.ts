import type { FastifyInstance, FastifyReply } from "fastify";
import {
  bookingApiPattern,
  type BookingChoices,
  type BookingDay,
  bookingRequestSchema,
  type BookingResult,
} from "../../contracts/quote-booking";
import { bookingCopy } from "../../content/booking";
import type { BookingOptions } from "./options";
import { dayLabel, timeLabel, whenLabel, zoneLabel } from "./page";
import { bookFromLink, type BookingLead, leadOfLink, loadAvailability, openDays } from "./service";
import type { OpenDay } from "./slots";

/**
 * /api/book/<token>: the booking page as JSON, for the picker inside the quote dialog
 * (decision 252). The same lead, the same token and its life, the same rules and the same
 * race handling as the HTML page (routes.ts), which stays the fallback: GET only reads,
 * POST books or moves, and the loser of a race gets "just taken" with the day's times.
 */

const limit = { config: { rateLimit: { max: 30, timeWindow: "1 minute" } } };
type Params = { Params: { token: string } };

/** A day's times as the page words them: with their zone on a DST night only. */
export function toDays(days: OpenDay[]): BookingDay[] {
  return days.map((day) => {
    const zones = new Set(day.slots.map((slot) => slot.zone));
    return {
      date: day.date,
      label: dayLabel(day.slots[0]?.start ?? 0),
      times: day.slots.map((slot) => ({
        start: slot.start,
        label: zones.size > 1 ? `${timeLabel(slot)} ${slot.zone}` : timeLabel(slot),
      })),
    };
  });
}

export const visitOf = (visit: { start: number; streetAddress: string }) => ({
  start: visit.start,
  when: whenLabel(visit.start),
  address: visit.streetAddress,
});

function json(reply: FastifyReply, status: number, body: BookingChoices | BookingResult) {
  return reply
    .code(status)
    .header("Cache-Control", "no-store")
    .header("Referrer-Policy", "no-referrer")
    .send(body);
}

export async function bookingApi(app: FastifyInstance, options: BookingOptions) {
  const { db, linkKey, now, onChange } = options;
  const lead = (token: string) => leadOfLink(db, linkKey, token, now().getTime());
  const unknown = (reply: FastifyReply) =>
    json(reply, 404, { ok: false, error: bookingCopy.unknown });

  async function choices(found: BookingLead): Promise<BookingChoices> {
    const at = now().getTime();
    const zoneNote = bookingCopy.zoneNote(zoneLabel(at));
    if (found.outsideServiceArea) return { zoneNote, days: [], message: bookingCopy.callUs };
    const rules = await loadAvailability(db);
    const days = toDays(await openDays(db, rules, at, found.visit?.id));
    return {
      zoneNote,
      days,
      ...(found.visit ? { visit: visitOf(found.visit) } : {}),
      ...(days.length === 0 ? { message: bookingCopy.noTimes } : {}),
    };
  }

  app.get<Params>(bookingApiPattern, limit, async (request, reply) => {
    const found = await lead(request.params.token);
    if (!found) return unknown(reply);
    return json(reply, 200, await choices(found));
  });

  app.post<Params>(bookingApiPattern, limit, async (request, reply) => {
    const found = await lead(request.params.token);
    if (!found) return unknown(reply);
    if (found.outsideServiceArea) return json(reply, 403, { ok: false, error: bookingCopy.callUs });
    const body = bookingRequestSchema.safeParse(request.body);
    if (!body.success) {
      const street = (request.body as { street?: unknown } | undefined)?.street;
      const error =
        typeof street === "string" && street.trim().length >= 3
          ? bookingCopy.timeMissing
          : bookingCopy.addressMissing;
      return json(reply, 400, { ok: false, error });
    }
    const { start, street } = body.data;
    const answer = await bookFromLink(db, found, {
      start,
      streetAddress: street,
      now: now().getTime(),
    });
    if (!answer.ok) {
      // "taken", "full" or no longer offered: the loser picks another time, from fresh days.
      const { days } = await choices(found);
      return json(reply, 409, { ok: false, error: bookingCopy.taken, days });
    }
    // The same time sent again (a second tap) changes nothing and tells no one again.
    const unchanged = "unchanged" in answer;
    const streetAddress = unchanged ? (found.visit?.streetAddress ?? street) : street;
    const booked = { ...answer.visit, streetAddress };
    if (!unchanged) {
      request.log.info({ visit: booked.id }, found.visit ? "a visit moved" : "a visit booked");
      await onChange?.({ change: found.visit ? "moved" : "booked", visit: booked, lead: found });
    }
    return json(reply, 200, { ok: true, visit: visitOf(booked) });
  });
}
