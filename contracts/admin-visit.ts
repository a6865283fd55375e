import * as z from "zod/mini";
import type { Undoable } from "./admin-api";
import type { BookingDay } from "./quote-booking";

/**
 * A lead's estimate visit, booked, moved or canceled by the owner from the inbox (issue 55,
 * item 4; decision 259), for one arranged by phone. Under /api/admin/, so the inbox's guard
 * asks for the session and, on a state change, the site's own Origin. The times offered and
 * their labels are the homeowner's booking page's own (contracts/quote-booking.ts).
 */
export const visitApi = {
  /**
   * GET: `LeadVisit`. POST {start, street}: books the lead's visit, or moves the one it has;
   * `VisitSaved`, 409 `VisitRefusal` for a time no longer open. DELETE: cancels it;
   * `VisitSaved` without a visit, 404 when it has none.
   */
  visit: (leadId: string) => `/api/admin/entries/${encodeURIComponent(leadId)}/visit`,
} as const;

/** The lead's booked visit: its start (ms), when it is in words, and its street address. */
export type LeadVisitBooked = { start: number; when: string; address: string };

export type LeadVisit = {
  /** "Times are Central time, …". */
  zoneNote: string;
  /** The open days and their times, the lead's own visit not in the way of its move. */
  days: BookingDay[];
  visit: LeadVisitBooked | null;
  /** No open time: what to tell instead. */
  message?: string;
};

/** A change saved: the visit as it now stands, and the Undo of the homeowner's message. */
export type VisitSaved = { visit: LeadVisitBooked | null; undo?: Undoable };

/** A refusal: the words, and the fresh days when the time was just taken. */
export type VisitRefusal = { error: string; days?: BookingDay[] };

/** POST's body, as the booking page's: the start chosen (ms) and the street address. */
export const visitBody = z.object({
  start: z.number().check(z.int(), z.positive()),
  street: z.string().check(z.trim(), z.minLength(3), z.maxLength(200)),
});
