import * as z from "zod/mini";

/**
 * What POST /api/contact answers when it has stored a quote request (JSON or multipart):
 * the lead's reference and, when the homeowner may book the estimate visit on their own
 * (issue 55: not for a ZIP outside the service area), the path of their booking page,
 * `/book/<token>`. The server writes this answer and the quote form reads it; the form
 * shows the offer only for a path of this shape, so an answer can never make it link
 * elsewhere. Decision 252.
 */

/** `/book/<reference>.<signature>`, as server/booking/links.ts writes it. */
export const bookingPathShape = /^\/book\/[A-Z0-9-]{6,40}\.[A-Za-z0-9_-]{22}$/;

export const quoteAnswerSchema = z.object({
  success: z.literal(true),
  id: z.string().check(z.minLength(1)),
  booking: z.optional(z.string().check(z.regex(bookingPathShape))),
});

export type QuoteAnswer = z.infer<typeof quoteAnswerSchema>;

/** The answer to a stored request; `booking` only when the lead may book its visit. */
export function quoteAnswer(id: string, booking: string | undefined): QuoteAnswer {
  return booking === undefined ? { success: true, id } : { success: true, id, booking };
}
