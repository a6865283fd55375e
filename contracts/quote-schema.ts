import { en } from "zod/locales";
import * as z from "zod/mini";
import { emailMax, isPlainEmail } from "./email-address";
import { formFieldOf } from "./quote-field";
import { hasUntypable } from "./untypable";

/**
 * The one definition of a valid quote request. The browser form and the server route
 * both validate with this module, so a visitor sees exactly the messages the server
 * would answer with.
 */

// Zod otherwise probes for eval with `new Function`, which the site's Content-Security-Policy
// reports as a violation in the browser; the compiled fast path is not worth 'unsafe-eval'.
// zod/mini (the browser bundle's tree-shakable API) installs no locale, so the messages we do
// not word (a wrong type, the bare length limits) would all read "Invalid input"; English
// keeps them as full zod words them.
z.config({ jitless: true, ...en() });

export const messages = {
  nameRequired: "Name is required",
  nameShort: "Name must be at least 2 characters",
  nameLong: "Name must be at most 100 characters",
  nameLetters: "Please enter only letters",
  contactRequired: "Either email or phone number is required",
  emailInvalid: "Please enter a valid email address",
  phoneInvalid: "Please enter a valid phone number",
  servicesRequired: "Please select at least one service",
  serviceLong: "Service selection is too long",
  messageRequired: "Message is required",
  messageShort: "Message must be at least 10 characters",
  messageLong: "Message must be at most 5000 characters",
  consentInvalid: "SMS consent must be Yes or No",
  zipInvalid: "Please enter a 5-digit ZIP code",
  contactPreferenceInvalid: "Please choose call, text or email",
  bestTimeInvalid: "Please choose morning, afternoon or evening",
  charactersInvalid: "Please remove control or hidden formatting characters",
} as const;

export const limits = {
  nameMax: 100,
  emailMax,
  phoneMax: 32,
  messageMin: 10,
  messageMax: 5000,
  serviceMax: 1000,
} as const;

/** Letters (any script), combining marks, spaces, apostrophes, hyphens and periods. */
export const namePattern = /^[\p{L}\p{M}' .-]+$/u;
/** Optional plus, a first digit of 1-9, 10 to 16 digits in all. */
export const phonePattern = /^\+?[1-9]\d{9,15}$/;

/** What no person types into a form, one rule with the inbound texts' (untypable.ts). */
export { hasUntypable };

export function normalizePhone(phone: string): string {
  return phone.replace(/[\s()-]/g, "");
}

export const fieldOrder = [
  "name",
  "email",
  "phone",
  "services",
  "message",
  "smsConsent",
  "zip",
  "contactPreference",
  "bestTime",
] as const;
export type QuoteField = (typeof fieldOrder)[number];
export type FieldErrors = Partial<Record<QuoteField, string>>;

export type QuoteFormData = {
  name: string;
  email: string;
  phone: string;
  services: string[];
  message: string;
  smsConsent: boolean;
};

export type ValidationOptions = { requireMessage?: boolean };

/** A person's name, as the quote and review forms both ask for it. */
export function nameRule() {
  return z
    .string()
    .check(
      z.trim(),
      z.minLength(1, messages.nameRequired),
      z.minLength(2, messages.nameShort),
      z.maxLength(limits.nameMax, messages.nameLong),
      z.regex(namePattern, messages.nameLetters),
    );
}

function messageRule(requireMessage: boolean) {
  const base = z.string().check(
    z.trim(),
    z.maxLength(limits.messageMax, messages.messageLong),
    z.refine((m) => !hasUntypable(m, { multiline: true }), messages.charactersInvalid),
  );
  return requireMessage
    ? base.check(
        z.minLength(1, messages.messageRequired),
        z.minLength(limits.messageMin, messages.messageShort),
      )
    : base.check(
        z.refine((m) => m.length === 0 || m.length >= limits.messageMin, messages.messageShort),
      );
}

/** Cross-field rules shared by the form and the payload: email or phone, and their formats. */
function checkContact(value: { email: string; phone: string }, ctx: z.core.$RefinementCtx): void {
  const email = value.email.trim();
  const phone = normalizePhone(value.phone);
  if (!email && !phone) {
    ctx.addIssue({ code: "custom", path: ["email"], message: messages.contactRequired });
    ctx.addIssue({ code: "custom", path: ["phone"], message: messages.contactRequired });
    return;
  }
  if (email && (!isPlainEmail(email) || hasUntypable(value.email))) {
    ctx.addIssue({ code: "custom", path: ["email"], message: messages.emailInvalid });
  }
  if (
    phone &&
    (value.phone.length > limits.phoneMax || !phonePattern.test(phone) || hasUntypable(value.phone))
  ) {
    ctx.addIssue({ code: "custom", path: ["phone"], message: messages.phoneInvalid });
  }
}

export function quoteFormSchema({ requireMessage = true }: ValidationOptions = {}) {
  return z
    .object({
      name: nameRule(),
      email: z.string(),
      phone: z.string(),
      services: z
        .array(
          z.string().check(
            z.maxLength(limits.serviceMax, messages.serviceLong),
            z.refine((v) => !hasUntypable(v), messages.charactersInvalid),
          ),
        )
        .check(z.minLength(1, messages.servicesRequired)),
      message: messageRule(requireMessage),
      smsConsent: z.boolean(),
    })
    .check(z.superRefine(checkContact));
}

/** The project's optional details (docs/architecture.md §5); the form offers them as choices. */
export const contactPreferences = ["call", "text", "email"] as const;
export const bestTimes = ["morning", "afternoon", "evening"] as const;
export type ContactPreference = (typeof contactPreferences)[number];
export type BestTime = (typeof bestTimes)[number];
/** The site's two quote forms: a job to quote, or 'Get Pre-Approved Now' (decision 249). */
export const quoteForms = ["quote", "financing"] as const;
export type QuoteForm = (typeof quoteForms)[number];
/** A US ZIP code: five digits, or ZIP+4. */
export const zipPattern = /^\d{5}(?:-\d{4})?$/;

/**
 * An optional choice: a missing field or an empty string (a form's unanswered select, or a
 * multipart field sent empty) both mean "not given".
 */
function optionalChoice<T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.optional(z.enum(["", ...values], { message }));
}

/**
 * A touch of the visit (./visit-touch.ts): known keys only, within 2,000 characters; empty
 * when the browser recorded none. Checked by pattern, without visit-touch.ts's reader, so
 * the quote form's code stays small; the server re-reads each value before storing it.
 */
const touchPattern =
  /^(?:(?:path|ref|utm_(?:source|medium|campaign|term|content)|gclid|gbraid|wbraid|fbclid|msclkid)=[^&=]*(?:&(?!$)|$))*$/;
function touchRule() {
  return z.optional(z.string().check(z.maxLength(2_000), z.regex(touchPattern)));
}

/** The JSON body of POST /api/contact, and the text fields of its multipart form. */
export const quoteRequestSchema = z
  .object({
    name: nameRule(),
    email: z._default(
      z.string().check(z.maxLength(limits.emailMax * 2, messages.emailInvalid)),
      "",
    ),
    phone: z._default(
      z.string().check(z.maxLength(limits.phoneMax * 2, messages.phoneInvalid)),
      "",
    ),
    service: z.string().check(
      z.trim(),
      z.minLength(1, messages.servicesRequired),
      z.maxLength(limits.serviceMax, messages.serviceLong),
      z.refine((v) => !hasUntypable(v), messages.charactersInvalid),
    ),
    message: messageRule(true),
    smsConsent: z.enum(["Yes", "No"], { message: messages.consentInvalid }),
    zip: z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === "" || zipPattern.test(v), messages.zipInvalid),
      ),
    ),
    contactPreference: optionalChoice(contactPreferences, messages.contactPreferenceInvalid),
    bestTime: optionalChoice(bestTimes, messages.bestTimeInvalid),
    type: z._default(z.literal("contact"), "contact"),
    /** Which form sent it; a page from before the field sends none, a multipart form "". */
    form: z.optional(z.enum(["", ...quoteForms])),
    captchaToken: z.optional(
      z.string().check(
        z.maxLength(10_000),
        z.refine((v) => !hasUntypable(v)),
      ),
    ),
    website: z.optional(z.string().check(z.maxLength(1_000))),
    firstTouch: touchRule(),
    lastTouch: touchRule(),
  })
  .check(z.superRefine(checkContact));

/** A quote request as the server reads it, defaults filled in. */
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;
/** A quote request as the browser sends it: whatever the schema accepts. */
export type QuoteRequestBody = z.input<typeof quoteRequestSchema>;

/** First message per field, in field order; zod reports several where rules stack. */
export function toFieldErrors(error: z.core.$ZodError): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path[0];
    if (typeof key !== "string") continue;
    const field = formFieldOf(key) as QuoteField;
    if (fieldOrder.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}

export function validateQuoteForm(data: QuoteFormData, options?: ValidationOptions): FieldErrors {
  const result = quoteFormSchema(options).safeParse(data);
  return result.success ? {} : toFieldErrors(result.error);
}

export function firstInvalidField(errors: FieldErrors): QuoteField | undefined {
  return fieldOrder.find((field) => errors[field]);
}
