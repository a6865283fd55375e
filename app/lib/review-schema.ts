import { z } from "zod";
import {
  hasUntypable,
  limits,
  messages,
  namePattern,
  normalizePhone,
  phonePattern,
} from "./quote-schema";

/**
 * The one definition of a valid review-completion notice (POST /api/review-completion):
 * a client tells the business where they left a review. Browser and server both
 * validate with it, like the quote form with quote-schema.
 */

export const reviewPlatforms = ["google", "yelp", "facebook"] as const;
export type ReviewPlatform = (typeof reviewPlatforms)[number];

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
  client_name: z
    .string()
    .trim()
    .min(1, messages.nameRequired)
    .min(2, messages.nameShort)
    .max(limits.nameMax, messages.nameLong)
    .regex(namePattern, messages.nameLetters),
  client_phone: z
    .string()
    .max(limits.phoneMax, messages.phoneInvalid)
    .default("")
    .refine((phone) => {
      const digits = normalizePhone(phone);
      return digits === "" || (phonePattern.test(digits) && !hasUntypable(phone));
    }, messages.phoneInvalid),
  review_platforms: z
    .array(z.enum(reviewPlatforms, { message: reviewMessages.platformUnknown }))
    .min(1, reviewMessages.platformsRequired)
    .max(reviewPlatforms.length, reviewMessages.platformUnknown)
    .transform((platforms) => [...new Set(platforms)]),
  message: z
    .string()
    .trim()
    .max(limits.messageMax, messages.messageLong)
    .refine((m) => !hasUntypable(m, { multiline: true }), messages.charactersInvalid)
    .default(""),
  captchaToken: z.string().max(10_000).optional(),
  website: z.string().max(1_000).optional(),
});

export type ReviewPayload = z.infer<typeof reviewPayloadSchema>;

/** First message per field, in field order. */
export function toReviewFieldErrors(error: z.ZodError): ReviewFieldErrors {
  const errors: ReviewFieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== "string") continue;
    const field = key as ReviewField;
    if (reviewFieldOrder.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
