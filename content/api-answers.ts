/**
 * What the public API answers when it refuses a request, as `{ success: false, error }`:
 * the quote form and the review form show these to a visitor, and a CRM shows the photo
 * links' to the owner. Photo refusals are worded in photos.ts, the inbox's in
 * admin-entries.ts.
 */
export const apiAnswers = {
  /** By HTTP status, for what fails before a route reads the request. */
  byStatus: {
    400: "The request body must be valid JSON.",
    413: "The request body is too large.",
    415: "Content-Type must be application/json or multipart/form-data.",
    429: "Too many requests. Please wait a minute and try again.",
  } as Readonly<Record<number, string>>,
  badRequest: "Bad request.",
  serverFault: "Something went wrong on our side. Please try again.",
  notFound: "Not found",
  noChallenge: "No challenge: ALTCHA is not in use.",
  badIdempotencyKey: "The Idempotency-Key header must be 8 to 255 printable characters.",
  submission: {
    notAnObject: "The request body must be a JSON object.",
    honeypot: "Your request could not be accepted.",
    invalid: "Please correct the highlighted fields.",
    notStored: "We could not save your request. Please try again in a minute, or call us.",
  },
  captcha: {
    missing: "Please complete the security verification.",
    invalid: "The security verification failed. Please try again.",
    expired: "The security verification expired. Please verify again.",
    replayed: "This security verification was already used. Please verify again.",
    unavailable:
      "The security verification service is not answering. Please try again in a minute, or call us.",
  },
  photoLink: {
    invalid: "This photo link is not valid.",
    expired: "This photo link has expired. Open the lead in the inbox to see its photos.",
    gone: "This photo is no longer kept.",
  },
  /** Twilio's webhooks: only Twilio reads these, in its debugger. */
  twilioWebhook: {
    badSignature: "The X-Twilio-Signature header does not sign this request.",
    missingFields: "MessageSid and From are required.",
  },
} as const;
