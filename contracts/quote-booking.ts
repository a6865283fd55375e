import * as z from "zod/mini";

/**
 * The booking inside the quote dialog (decision 252): a small JSON API beside the HTML
 * page /book/<token>, under the same token and the same rules, which the dialog's picker
 * reads and the server answers. The server words and formats every label, on the
 * business's clock; the browser only adds the visitor's own time beside it (decision 261).
 */

/** `/api/book/<token>` for the page `/book/<token>` the answer to a request names. */
export const bookingApiPath = (bookingPath: string) => `/api${bookingPath}`;
export const bookingApiPattern = "/api/book/:token";

const time = z.object({ start: z.number(), label: z.string() });
const day = z.object({ date: z.string(), label: z.string(), times: z.array(time) });
const visit = z.object({ start: z.number(), when: z.string(), address: z.string() });

/** GET: the open days and their times, or why there are none. */
export const bookingChoicesSchema = z.object({
  zoneNote: z.string(),
  days: z.array(day),
  visit: z.optional(visit),
  /** A ZIP outside the area, or no time open: what to tell instead. */
  message: z.optional(z.string()),
});

/** POST's body: the start chosen (ms) and the street address of the visit. */
export const bookingRequestSchema = z.object({
  start: z.number().check(z.int(), z.positive()),
  street: z.string().check(z.trim(), z.minLength(3), z.maxLength(200)),
});

/** POST's answer: the visit booked (200), or the error to show (400, 404, 409). */
export const bookingResultSchema = z.union([
  z.object({ ok: z.literal(true), visit }),
  z.object({ ok: z.literal(false), error: z.string(), days: z.optional(z.array(day)) }),
]);

export type BookingChoices = z.infer<typeof bookingChoicesSchema>;
export type BookingDay = z.infer<typeof day>;
export type BookingRequest = z.infer<typeof bookingRequestSchema>;
export type BookingResult = z.infer<typeof bookingResultSchema>;
