// The estimate visit's tables (issue 55), in a file of their own: schema.ts stays short.

/** The owner's availability (server/booking/slots.ts's Availability) as JSON; one row. */
export type BookingSettingsTable = { id: string; rules: string; updated_at: string };

/** An ICS address of the owner's calendar. `url` is a secret: shown masked, never logged. */
export type CalendarFeedTable = {
  id: string;
  url: string;
  label: string;
  created_at: string;
  /** The last good copy, as busy intervals (JSON): no event's title or place is kept. */
  busy: string | null;
  fetched_at: string | null;
  last_error: string | null;
  last_error_at: string | null;
};

export type VisitStatus = "booked" | "cancelled";

/** An estimate visit. Times are ISO-8601 UTC; `day` the business's local date. */
export type VisitTable = {
  id: string;
  lead_id: string;
  starts_at: string;
  ends_at: string;
  day: string;
  street_address: string;
  status: VisitStatus;
  /** RFC 5545 SEQUENCE: each move or cancellation raises it. */
  sequence: number;
  created_at: string;
  updated_at: string;
};

/**
 * One row per 5-minute cell a booked visit and its travel buffer cover. The cell is the
 * primary key, so two visits that would overlap cannot both commit, on SQLite or
 * PostgreSQL, whatever the race (decision 245).
 */
export type VisitCellTable = { cell: number; visit_id: string };

/** A day's count of booked visits, raised only while under the cap (decision 245). */
export type VisitDayTable = { day: string; visits: number };

/**
 * The owner's private ICS feed of the visits (decision 260): one row, id "owner", at most.
 * Only the secret's SHA-256 (hex) is kept, never the secret.
 */
export type VisitFeedTable = { id: string; secret_hash: string; created_at: string };

export type BookingTables = {
  booking_settings: BookingSettingsTable;
  calendar_feeds: CalendarFeedTable;
  visits: VisitTable;
  visit_cells: VisitCellTable;
  visit_days: VisitDayTable;
  visit_feeds: VisitFeedTable;
};
