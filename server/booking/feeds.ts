import type { Kysely } from "kysely";
import type { FeedInfo } from "../../contracts/admin-schedule";
import { randomUUID } from "node:crypto";
import type { Database } from "../db/schema";
import { FeedError, feedUrl, fetchFeed } from "./feed-fetch";
import { busyTimes } from "./ics";
import type { Interval } from "./slots";

/**
 * The owner's calendar feeds: stored, refreshed every 5 minutes, and read as busy times.
 * A feed that fails keeps its last good copy (its busy intervals only, no event's words),
 * and the error and when it happened are kept beside it for the Schedule screen.
 */

export const refreshEveryMs = 5 * 60_000;
const day = 86_400_000;
/** How far ahead a copy holds busy times: past any horizon the owner may set, with room. */
const aheadDays = 62;

type Fetch = (url: string) => Promise<string>;

export async function addFeed(
  db: Kysely<Database>,
  { url, label, now, allowLocal }: { url: string; label: string; now: number; allowLocal: boolean },
): Promise<string> {
  feedUrl(url, allowLocal);
  const id = randomUUID();
  await db
    .insertInto("calendar_feeds")
    .values({
      id,
      url: url.trim(),
      label,
      created_at: new Date(now).toISOString(),
      busy: null,
      fetched_at: null,
      last_error: null,
      last_error_at: null,
    })
    .execute();
  return id;
}

/** Reads every feed once; one feed's failure leaves the others and its own last copy alone. */
export async function refreshFeeds(
  db: Kysely<Database>,
  {
    now,
    zone,
    allowLocal,
    fetch,
  }: { now: number; zone: string; allowLocal: boolean; fetch?: Fetch },
): Promise<void> {
  const get = fetch ?? ((url: string) => fetchFeed(url, { allowLocal }));
  const feeds = await db.selectFrom("calendar_feeds").select(["id", "url"]).execute();
  await Promise.all(
    feeds.map(async (feed) => {
      const stamp = new Date(now).toISOString();
      try {
        const text = await get(feed.url);
        const busy = busyTimes(text, { from: now - day, to: now + aheadDays * day, zone });
        await db
          .updateTable("calendar_feeds")
          .set({
            busy: JSON.stringify(busy.map((b) => [b.start, b.end])),
            fetched_at: stamp,
            last_error: null,
            last_error_at: null,
          })
          .where("id", "=", feed.id)
          .execute();
      } catch (error) {
        // The address is a secret: only a FeedError's own words, which never hold it.
        const message =
          error instanceof FeedError ? error.message : "could not be read as a calendar";
        await db
          .updateTable("calendar_feeds")
          .set({ last_error: message, last_error_at: stamp })
          .where("id", "=", feed.id)
          .execute();
      }
    }),
  );
}

/** Every feed's busy times from its last good copy. */
export async function feedBusy(db: Kysely<Database>): Promise<Interval[]> {
  const rows = await db
    .selectFrom("calendar_feeds")
    .select("busy")
    .where("busy", "is not", null)
    .execute();
  return rows.flatMap((row) =>
    (JSON.parse(row.busy ?? "[]") as [number, number][]).map(([start, end]) => ({ start, end })),
  );
}

/** "https://calendar.google.com/…ics": enough to tell feeds apart, never the secret part. */
export function maskFeedUrl(url: string): string {
  if (!URL.canParse(url)) return "…";
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}/…${parsed.pathname.endsWith(".ics") ? ".ics" : ""}`;
}

/** A feed as the owner sees it, its address masked (the inbox shows the same shape). */
export type FeedStatus = FeedInfo;

export async function feedStatuses(db: Kysely<Database>, now: number): Promise<FeedStatus[]> {
  const rows = await db
    .selectFrom("calendar_feeds")
    .select(["id", "label", "url", "fetched_at", "last_error", "last_error_at"])
    .orderBy("created_at")
    .execute();
  const age = (at: string | null) => (at ? Math.floor((now - Date.parse(at)) / 60_000) : null);
  return rows.map((row) => ({
    id: row.id,
    label: row.label,
    address: maskFeedUrl(row.url),
    copyAgeMinutes: age(row.fetched_at),
    error: row.last_error,
    errorAgeMinutes: age(row.last_error_at),
  }));
}
