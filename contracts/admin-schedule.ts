import * as z from "zod/mini";

/**
 * The inbox's Schedule and Agenda screens (issue 55, decision 254): the owner's availability
 * for the estimate visit, their calendar feeds (always masked: an address is a secret) and
 * the booked visits. All under /api/admin/, so the inbox's guard asks for the session and,
 * on a state change, the site's own Origin.
 */
export const scheduleApi = {
  /** GET: `ScheduleInfo`. POST {rules}: saves the whole availability, answers `ScheduleInfo`. */
  schedule: "/api/admin/schedule",
  /** POST {label, url}: adds a calendar feed; 201 with `ScheduleInfo`. */
  feeds: "/api/admin/schedule/feeds",
  /** DELETE: removes a feed and its copy; 204. */
  feed: (id: string) => `/api/admin/schedule/feeds/${encodeURIComponent(id)}`,
  /**
   * The owner's private ICS feed of the visits (decision 260). POST: makes a new address,
   * revoking the old at once; 201 with `VisitFeedMade`, the only answer that holds it whole.
   * DELETE: turns the feed off; 204.
   */
  visitFeed: "/api/admin/schedule/visit-feed",
  /** GET: `Agenda`, the booked visits from today on. */
  agenda: "/api/admin/agenda",
} as const;

/** The bounds the server's schema keeps (server/booking/rules-schema.ts); the form says them. */
export const scheduleLimits = {
  visitMinutes: { min: 5, max: 480, step: 5 },
  bufferMinutes: { min: 0, max: 240, step: 5 },
  stepMinutes: { min: 5, max: 240, step: 5 },
  noticeBusinessDays: { min: 0, max: 30, step: 1 },
  horizonDays: { min: 1, max: 60, step: 1 },
  dailyCap: { min: 1, max: 20, step: 1 },
  windows: 21,
  daysOff: 100,
} as const;

export const numberRules = [
  "visitMinutes",
  "bufferMinutes",
  "stepMinutes",
  "noticeBusinessDays",
  "horizonDays",
  "dailyCap",
] as const;
export type NumberRule = (typeof numberRules)[number];

/** ISO weekday (1 = Monday … 7 = Sunday); times "HH:MM" on the business's wall clock. */
export type ScheduleWindow = { weekday: number; start: string; end: string };
/** Local dates "YYYY-MM-DD", both ends included. */
export type ScheduleDaysOff = { from: string; to: string };

export type ScheduleRules = {
  windows: ScheduleWindow[];
  visitMinutes: number;
  bufferMinutes: number;
  stepMinutes: number;
  /** Business days between today and the first bookable day: 1 is the next business day. */
  noticeBusinessDays: number;
  /** The last bookable day is this many calendar days after today. */
  horizonDays: number;
  dailyCap: number;
  daysOff: ScheduleDaysOff[];
};

/** A calendar feed as the inbox sees it: the address masked, never whole. */
export type FeedInfo = {
  id: string;
  label: string;
  address: string;
  /** Minutes since the last good copy, or null when there never was one. */
  copyAgeMinutes: number | null;
  error: string | null;
  errorAgeMinutes: number | null;
};

/** The owner's feed of the visits: when its address was made (ISO), or null when off. */
export type VisitFeedInfo = { since: string } | null;

/** A new feed address, shown to the owner once; the server keeps only its hash. */
export type VisitFeedMade = { address: string; since: string };

export type ScheduleInfo = {
  timeZone: string;
  rules: ScheduleRules;
  feeds: FeedInfo[];
  visitFeed: VisitFeedInfo;
};

/** A refused save: the words, and the field they belong beside ("dailyCap", "windows.1.end"). */
export type ScheduleRefusal = { error: string; field?: string };

export const feedBody = z.object({
  label: z.string().check(z.maxLength(60)),
  url: z.string().check(z.maxLength(2000)),
});

export type AgendaVisit = {
  id: string;
  leadId: string;
  /** ISO instants. */
  start: string;
  end: string;
  /** The homeowner's first name, when the name they gave has one. */
  firstName: string | null;
  /** The street address given for the visit. */
  address: string;
  /** "Naperville, IL" from the lead's ZIP, the ZIP itself, or null. */
  town: string | null;
};

/** Days are local dates "YYYY-MM-DD" in the business's zone, soonest first. */
export type Agenda = { timeZone: string; days: { date: string; visits: AgendaVisit[] }[] };
