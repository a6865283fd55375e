import type {
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
} from "@simplewebauthn/browser";
import * as z from "zod/mini";
import type { CallItem } from "./calls";

/**
 * The owner's inbox API (docs/architecture.md §7), shared by the server, which registers
 * and validates it, and the /admin island, which calls it. Request bodies are zod schemas
 * (the server parses with them); responses are the types the server answers with.
 *
 * Sign-in routes live under /api/auth/ (no session needed; each state change checks the
 * Origin and a rate limit). Everything under /api/admin/ answers 401 without a session.
 * Tokens travel in the page's fragment (`/admin#invite=...`, `/admin#link=...`), which no
 * server log, proxy or Referer header ever sees; the island posts them.
 */

export const authRoutes = {
  /** POST {token}: redeems an invite once, answers {email} and sets a session cookie. */
  redeemInvite: "/api/auth/invite",
  /** POST {}: a passkey sign-in challenge. */
  passkeyOptions: "/api/auth/passkey/options",
  /** POST {challengeId, response}: signs in with a passkey, sets a new session cookie. */
  passkeySignIn: "/api/auth/passkey",
  /** POST {email}: e-mails a sign-in link when the address is invited; always 202. */
  requestLink: "/api/auth/link",
  /** POST {token}: redeems a sign-in link once, answers {email}, sets a session cookie. */
  redeemLink: "/api/auth/link/redeem",
  /** POST: ends this session; 204. */
  signOut: "/api/auth/sign-out",
} as const;

export const adminApiPrefix = "/api/admin/";

export const adminRoutes = {
  /** GET: the signed-in person, {email, passkeys}. */
  session: "/api/admin/session",
  /** POST {}: options to register a passkey for the signed-in person. */
  passkeyOptions: "/api/admin/passkeys/options",
  /** POST {challengeId, response}: stores the new passkey; 201. */
  registerPasskey: "/api/admin/passkeys",
  /** GET ?status=&q=: the inbox, newest first. */
  inbox: "/api/admin/inbox",
  /** GET ?status=&q=: the same list as CSV. */
  inboxCsv: "/api/admin/inbox.csv",
  /** GET ?days=&touch=: leads, contacts, wins and revenue per source (`SourceReport`). */
  sources: "/api/admin/sources",
  /** GET: won leads with a Google click id of the last 90 days, in Google Ads' upload template. */
  googleAdsCsv: "/api/admin/google-ads-conversions.csv",
  /** GET: a lead or review notice in full. PATCH {status, value?}: changes its status (value: a won job's dollars). */
  entry: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}`,
  /**
   * POST {name}: names a lead that came from an unknown number, or renames one the owner
   * named; 409 for a name the homeowner gave.
   */
  name: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/name`,
  /** POST {body}: adds a note. */
  notes: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/notes`,
  /** GET: one of a lead's photos (image/jpeg), by its position from 0. */
  photo: (id: string, index: number) =>
    `/api/admin/entries/${encodeURIComponent(id)}/photos/${index}`,
  /** POST: re-queues one failed notification of an entry. */
  retryDelivery: (outboxId: string) =>
    `/api/admin/deliveries/${encodeURIComponent(outboxId)}/retry`,
  /**
   * GET: every lead and review notice that shares the entry's e-mail address or phone, with
   * the key that matched it (`PersonMatches`), for the owner to confirm which are the person's.
   */
  personMatches: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/matches`,
  /**
   * GET ?ids=: the confirmed leads and notices among the entry's matches, as a ZIP of
   * person.json and their photos, to answer the person's request for a copy; 400 for an id
   * that is not among them.
   */
  exportPerson: (id: string, ids: readonly string[]) =>
    `/api/admin/entries/${encodeURIComponent(id)}/export?${new URLSearchParams({ ids: ids.join(",") })}`,
  /**
   * POST {entry, ids}: erases the confirmed leads and notices among the entry's matches,
   * with their messages; 400 for an id that is not among them.
   */
  erase: "/api/admin/erase",
  /** GET: the signed-in person's own passkeys and live sessions (`SecurityInfo`). */
  security: "/api/admin/security",
  /** DELETE: removes one of the signed-in person's own passkeys, by its `id` there; 204. */
  passkey: (id: string) => `/api/admin/passkeys/${encodeURIComponent(id)}`,
  /** DELETE: signs out one of the signed-in person's own sessions; 204 (this one: signed out). */
  sessionById: (id: string) => `/api/admin/sessions/${encodeURIComponent(id)}`,
  /** POST {body}: replies by text through the outbox; 202 {text}, 409 when opted out. */
  texts: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/texts`,
  /** POST: marks the entry's inbound texts read; 204. */
  textsRead: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/texts/read`,
  /** POST: records an opt-out for the lead's phone (source "owner"); 204. */
  textOptOut: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/opt-out`,
  /**
   * POST: queues a finished job's review request now, with its reminders; 202 {channels},
   * 409 when there is no address nor text consent to send it to, 400 for a review notice.
   */
  reviewRequest: (id: string) => `/api/admin/entries/${encodeURIComponent(id)}/review-request`,
  /**
   * GET ?on=completed|now: when a review request queued now would go (`ReviewRequestPreview`),
   * for the owner to confirm first: `completed` as marking the job completed queues it,
   * `now` as the owner's button does.
   */
  reviewRequestPreview: (id: string, on: "completed" | "now") =>
    `/api/admin/entries/${encodeURIComponent(id)}/review-request?${new URLSearchParams({ on })}`,
  /**
   * POST {outboxIds}: takes back a message the inbox queued to a homeowner (`Undoable`)
   * before it goes; 204, 409 when it already went, 404 for rows that are not such a message.
   */
  undo: "/api/admin/undo",
  /** GET: a picture of a text (image/jpeg), by its position from 0. */
  textMedia: (id: string, messageId: string, position: number) =>
    `/api/admin/entries/${encodeURIComponent(id)}/texts/${encodeURIComponent(messageId)}/media/${position}`,
} as const;

export const entryStatuses = [
  "new",
  "contacted",
  "quoted",
  "won",
  "completed",
  "lost",
  "spam",
] as const;
/** Statuses a quote request can take and a review notice cannot: the job is finished. */
export const leadOnlyStatuses: readonly EntryStatus[] = ["completed"];
export type EntryStatus = (typeof entryStatuses)[number];
/** The leads whose review request was sent, reminded, or acted on by the homeowner (issue 37). */
export const reviewFilters = ["review_requested", "reminded", "opened"] as const;
export type ReviewFilter = (typeof reviewFilters)[number];
/**
 * The inbox's filter: open (new, contacted and quoted), one status (spam is its own
 * folder), or a stage of the review request.
 */
export type InboxFilter = "open" | EntryStatus | ReviewFilter;

export const tokenBody = z.object({ token: z.string().check(z.minLength(16), z.maxLength(200)) });
export const emailBody = z.object({ email: z.string().check(z.maxLength(254)) });
/** The browser's WebAuthn answer, as @simplewebauthn/browser returns it (checked by the server library). */
export const webauthnBody = z.object({
  challengeId: z.string().check(z.maxLength(100)),
  response: z.record(z.string(), z.unknown()),
});
/** A job's value is whole dollars, given with `won` (issue 38). */
export const wonValueMax = 100_000_000;
export function isWonValue(value: unknown): value is number {
  return Number.isInteger(value) && Number(value) >= 0 && Number(value) <= wonValueMax;
}
// An unknown checked by hand, not z.int(): zod's number schemas would join the chunk the
// public forms share with the inbox, 700 bytes on every quote form (decision 217).
export const statusBody = z.object({
  status: z.enum(entryStatuses),
  value: z.optional(z.unknown().check(z.refine(isWonValue))),
  /** With `completed`: false marks the job completed without queuing the review request. */
  reviewRequest: z.optional(z.boolean()),
});
export const reviewPreviewQuery = z.object({ on: z.enum(["completed", "now"]) });
/** The outbox rows of one message the inbox queued: 1 to 12 ids. */
export function isOutboxIdList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= 12 &&
    value.every((id) => typeof id === "string" && id.length > 0 && id.length <= 100)
  );
}
// Checked by hand, not z.array(), for the reason statusBody's value is (decision 217).
export const undoBody = z.object({ outboxIds: z.unknown().check(z.refine(isOutboxIdList)) });
export const noteBody = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(2000)),
});
export const textBody = z.object({
  body: z.string().check(z.trim(), z.minLength(1), z.maxLength(1000)),
});
/** A list of 1 to 500 lead or notice ids, as the owner confirmed them. */
export function isIdList(value: unknown): value is string[] {
  return (
    Array.isArray(value) &&
    value.length > 0 &&
    value.length <= 500 &&
    value.every((id) => typeof id === "string" && id.length > 0 && id.length <= 100)
  );
}
// Checked by hand, not z.array(), for the reason statusBody's value is (decision 217).
/** The leads and notices the owner confirmed as the person's, among an entry's matches. */
export const eraseBody = z.object({
  entry: z.string().check(z.minLength(1), z.maxLength(100)),
  ids: z.unknown().check(z.refine(isIdList)),
});
/** The export's confirmed ids, joined by commas. */
export const exportQuery = z.object({ ids: z.string().check(z.maxLength(20_000)) });
export const inboxQuery = z.object({
  status: z.optional(z.enum(["open", ...entryStatuses, ...reviewFilters])),
  q: z.optional(z.string().check(z.maxLength(100))),
});

/** The Sources screen's period in days (none: every lead kept), and which touch gets the credit. */
export const sourcePeriods = ["30", "90", "365", "all"] as const;
export type SourcePeriod = (typeof sourcePeriods)[number];
export const sourceTouches = ["first", "last"] as const;
export type SourceTouch = (typeof sourceTouches)[number];
export const sourcesQuery = z.object({
  days: z.optional(z.enum(sourcePeriods)),
  touch: z.optional(z.enum(sourceTouches)),
});
export type SourceRow = {
  /** The source's name in the owner's words ("Google Ads", "direct"). */
  source: string;
  leads: number;
  /** Leads someone marked contacted at some point. */
  contacted: number;
  won: number;
  /** The won leads' job values, whole dollars. */
  revenue: number;
  medianMinutesToContact: number | null;
  /** Phone calls to the source's numbers in the period, answered or not (issue 54). */
  calls?: number;
};
/** Most leads first; `total` sums every row (its median over every lead). */
export type SourceReport = {
  days: SourcePeriod;
  touch: SourceTouch;
  rows: SourceRow[];
  total: SourceRow;
};

export type SessionInfo = { email: string; passkeys: number };
/** What redeeming an invite or a sign-in link answers (the session rides in the cookie). */
export type SignedIn = { email: string };

/**
 * What both passkey options routes answer: the options the browser's WebAuthn call takes
 * (as @simplewebauthn's generate*Options return them; `startRegistration` and
 * `startAuthentication` take them as `optionsJSON`), and the id its answer must name
 * (decision 177).
 */
export type PasskeyOptions<Options> = { challengeId: string; options: Options };
export type RegistrationOptions = PasskeyOptions<PublicKeyCredentialCreationOptionsJSON>;
export type SignInOptions = PasskeyOptions<PublicKeyCredentialRequestOptionsJSON>;

export type InboxItem = {
  id: string;
  kind: "lead" | "review";
  createdAt: string;
  status: EntryStatus;
  name: string;
  phone: string;
  email: string | null;
  /** A lead's services, or a review notice's platforms. */
  summary: string;
  photoCount: number;
  /** Minutes from arrival to the first `contacted`, or null while nobody has. */
  minutesToContact: number | null;
  /** True when the lead's ZIP code is outside the service area. */
  outsideServiceArea: boolean;
  /** Inbound texts of the lead's thread the owner has not seen yet. */
  unreadTexts: number;
};

/**
 * One of a lead's services as the inbox shows it (decision 239: stored as slugs). `listed`:
 * the site's catalogue still has it, and `label` is its name there; otherwise `label` is as
 * stored (the slug of a service the site dropped, or a name a request sent that is no
 * service of the site, whose `slug` is null), and the inbox marks it.
 */
export type LeadService = { slug: string | null; label: string; listed: boolean };

/** One row of the inbox's list (issue 52): the item, and what tells its story at a glance. */
export type InboxListItem = InboxItem & {
  /** A lead's services one by one, in the order stored; a review notice has none. */
  services: LeadService[];
  /** The name, or the number as a person dials it when the name is one: "(630) 555-0188". */
  displayName: string;
  /** The phone as a person dials it ("(630) 555-0188"; E.164 outside the US), or "". */
  displayPhone: string;
  /** One line of the latest text the person sent, or else of their message. */
  preview: string;
  previewFrom: "message" | "text";
  /** The ZIP's town ("Naperville, IL"), the ZIP alone when the table has none, or null. */
  town: string | null;
  zip: string | null;
  /** The lead's phone texted STOP (or its kin): no text goes to it. */
  optedOut: boolean;
  /** A won lead's job value in whole dollars, or null. */
  wonValue: number | null;
  /** A request from the financing form (decision 249). */
  financing: boolean;
  /** The lead's latest phone call (issue 54), when it has one. */
  lastCall?: CallItem | null;
};

export type InboxList = {
  items: InboxListItem[];
  /** Median minutes to first contact over leads of the last 30 days, or null when none. */
  medianMinutesToContact: number | null;
};

export type Note = { id: string; author: string; body: string; createdAt: string };
/** One change: who (an e-mail address, or "system"), when, what, from what, to what. */
export type HistoryEvent = {
  at: string;
  actor: string;
  /** `name`: the owner named the lead; `from` is what it was named before (a number). */
  change: "status" | "note" | "created" | "name";
  from: string | null;
  to: string | null;
};
export type Delivery = {
  outboxId: string;
  channel: "email" | "sms" | "webhook" | "ack_email" | "ack_sms";
  /** `skipped`: a thank-you not sent because the address was thanked in the last 24 hours. */
  status: "pending" | "sending" | "held" | "confirming" | "delivered" | "failed" | "skipped";
  attempts: number;
  lastError: string | null;
  deliveredAt: string | null;
};
export type Photo = { url: string; width: number; height: number };

export type EntryDetail = InboxItem & {
  /** A lead's services one by one, as the list gives them; a review notice has none. */
  services: LeadService[];
  /** The submission's fields as labeled lines, in form order (labels from content). */
  fields: { label: string; value: string }[];
  notes: Note[];
  history: HistoryEvent[];
  deliveries: Delivery[];
  photos: Photo[];
  /** The lead's text thread; a review notice has an empty one. */
  texting: EntryTexting;
  /** A finished job's review request, once one was queued (issue 37). */
  reviewRequest: ReviewRequestMarks | null;
  /** A won lead's job value in whole dollars, or null. */
  wonValue: number | null;
  /** A request from the financing form: no job to review (issue 52). */
  financing?: boolean;
  /** What a lead's page leads with (issue 52); a review notice has none. */
  job?: EntryJob | null;
  /** Texts go out from the business's number (SMS_PROVIDER=twilio): Text opens the reply box. */
  canText?: boolean;
  /** The lead's phone calls, oldest first (issue 54); a review notice has none. */
  calls?: CallItem[];
};

/** The job at a glance: what the homeowner wrote and how they want to be reached. */
export type EntryJob = {
  message: string;
  zip: string | null;
  /** The ZIP's town ("Naperville, IL"), the ZIP alone when the table has none, or null. */
  town: string | null;
  contactPreference: "call" | "text" | "email" | null;
  bestTime: "morning" | "afternoon" | "evening" | null;
  /** The homeowner agreed to texts on the form. */
  smsConsent: boolean;
};

/** Where a lead's review request stands: each time is ISO, or null while it has not happened. */
export type ReviewRequestMarks = {
  requestedAt: string | null;
  remindedAt: string | null;
  reminders: number;
  /** The homeowner acted on /review after the link (a mere visit does not count). */
  openedAt: string | null;
  unsubscribedAt: string | null;
  /** The owner took back the latest request before it went (issue 52). */
  canceledAt?: string | null;
};
/**
 * A message the inbox queued to a homeowner, held so the owner can take it back (issue
 * 52): its outbox rows, when it goes at the earliest, and until when the toast offers Undo.
 */
export type Undoable = { outboxIds: string[]; sendsAt: string; undoUntil: string };
export type ReviewRequestQueued = { channels: ("email" | "text")[]; undo?: Undoable };
/** When a review request queued now would go, and to whom; sendsAt null: nothing would go. */
export type ReviewRequestPreview = { name: string; sendsAt: string | null };
/** The PATCH of a status: the entry, and the review request it queued, if any. */
export type StatusChanged = EntryDetail & { undo?: Undoable };
/** A reply queued by text. */
export type TextQueued = { text: EntryText; undo?: Undoable };

export type TextState =
  "received" | "queued" | "sent" | "delivered" | "undelivered" | "failed" | "opted_out";
export type EntryText = {
  id: string;
  direction: "in" | "out";
  kind: "visitor" | "thank_you" | "reply" | "notice" | "review";
  body: string;
  /** created_at, ISO. */
  at: string;
  state: TextState;
  errorCode: number | null;
  media: { url: string; width: number; height: number }[];
  /** An inbound text that asks to stop in other words. */
  stopRequest: boolean;
};
export type EntryTexting = {
  /** Oldest first (the screen shows newest at the bottom). */
  texts: EntryText[];
  /** The lead's phone is opted out: replies are refused (409). */
  optedOut: boolean;
  /** `honorBy` = 10 business days after `at`. */
  stopRequest: { at: string; honorBy: string } | null;
};

export type ApiError = { error: string };

/** A passkey on the Security screen; `device` is the browser and system it was added on. */
export type PasskeySummary = {
  id: string;
  device: string;
  createdAt: string;
  lastUsedAt: string | null;
};
/** A live session; `current` is the browser that asked. */
export type SessionSummary = {
  id: string;
  device: string;
  signedInAt: string;
  lastSeenAt: string;
  current: boolean;
};
/** What the Security screen lists: newest passkey first, most recently used session first. */
export type SecurityInfo = { passkeys: PasskeySummary[]; sessions: SessionSummary[] };

/** What an erasure removed. */
export type EraseResult = { leads: number; reviewNotices: number };
/** A lead or review notice found by the entry's e-mail address or phone. */
export type PersonMatch = {
  id: string;
  kind: "lead" | "review";
  name: string;
  email: string | null;
  phone: string;
  createdAt: string;
  /** Which of the entry's keys found it. */
  matchedBy: ("email" | "phone")[];
};
export type PersonMatches = { matches: PersonMatch[] };
