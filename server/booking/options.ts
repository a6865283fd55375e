import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { BookingLead } from "./service";
import type { Visit } from "./visits";

/** A booking, move or cancellation, as the confirmation and the owner's alert are told of it. */
export type VisitChange = {
  change: "booked" | "moved" | "cancelled";
  visit: Visit & { streetAddress: string };
  lead: BookingLead;
};

/** What the booking page and the quote dialog's JSON booking are given by the app. */
export type BookingOptions = {
  db: Kysely<Database>;
  /** The key the links are signed with. */
  linkKey: string;
  now: () => Date;
  /** CALENDAR_FEEDS_ALLOW_LOCAL=1: http and loopback feeds, for tests and development. */
  allowLocalFeeds: boolean;
  /** Told of every booking, move and cancellation: the confirmation and the owner's alert. */
  onChange?: (change: VisitChange) => Promise<void>;
};
