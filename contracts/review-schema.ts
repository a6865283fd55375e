import * as z from "zod/mini";
import {
  hasUntypable,
  limits,
  messages,
  nameRule,
  normalizePhone,
  phonePattern,
} from "./quote-schema";
import { reviewPlatforms, type ReviewPlatform } from "./review-platform";

/**
 * The one definition of a valid review-completion notice (POST /api/review-completion):
 * a client tells the business where they left a review. Browser and server both
 * validate with it, like the quote form with quote-schema.
 */

export { reviewPlatforms, type ReviewPlatform };

export const reviewMessages = {
  platformsRequired: "Please select at least one review platform",
  platformUnknown: "Please choose review platforms from the list",
} as const;

export const reviewFieldOrder = [
  "client_name",
  "client_phone",
  "review_platforms",
  "message",
] as const;
export type ReviewField = (typeof reviewFieldOrder)[number];
export type ReviewFieldErrors = Partial<Record<ReviewField, string>>;

/** The JSON body of POST /api/review-completion. The phone is optional; a wrong one is not. */
export const reviewPayloadSchema = z.object({
  client_name: nameRule(),
  client_phone: z
    ._default(z.string().check(z.maxLength(limits.phoneMax, messages.phoneInvalid)), "")
    .check(
      z.refine((phone) => {
        const digits = normalizePhone(phone);
        return digits === "" || (phonePattern.test(digits) && !hasUntypable(phone));
      }, messages.phoneInvalid),
    ),
  review_platforms: z.pipe(
    z
      .array(z.enum(reviewPlatforms, { message: reviewMessages.platformUnknown }))
      .check(
        z.minLength(1, reviewMessages.platformsRequired),
        z.maxLength(reviewPlatforms.length, reviewMessages.platformUnknown),
      ),
    z.transform((platforms: ReviewPlatform[]) => [...new Set(platforms)]),
  ),
  message: z._default(
    z.string().check(
      z.trim(),
      z.maxLength(limits.messageMax, messages.messageLong),
      z.refine((m) => !hasUntypable(m, { multiline: true }), messages.charactersInvalid),
    ),
    "",
  ),
  captchaToken: z.optional(z.string().check(z.maxLength(10_000))),
  website: z.optional(z.string().check(z.maxLength(1_000))),
});

export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;
export type ReviewRequestBody = z.input<typeof reviewPayloadSchema>;

/** First message per field, in field order. */
export function toReviewFieldErrors(error: z.core.$ZodError): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== "string") continue;
    const field = key as ReviewField;
    if (reviewFieldOrder.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
