import type { Kysely } from "kysely";
import { deviceCopy } from "../../content/devices";
import type { SessionSummary } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { publicId } from "./public-id";
import { after, day, hashToken, hour, newToken } from "./tokens";

/**
 * A session ends 7 days after its last use, and 30 days after its sign-in however busy it
 * has been (decision 197): an owner who opens the inbox every few days signs in once a
 * month, a lost phone's session dies within a week of being last seen, and a stolen
 * cookie kept busy still dies a month after the sign-in it came from. The expiry moves at
 * most once an hour, not on every 30-second poll.
 */
export const sessionIdleMs = 7 * day;
export const sessionLifetimeMs = 30 * day;
const touchEveryMs = hour;

/** The sooner of a week from now and a month from the sign-in. */
function expiryOf(createdAt: string, now: Date): string {
  const absolute = Date.parse(createdAt) + sessionLifetimeMs;
  return new Date(Math.min(now.getTime() + sessionIdleMs, absolute)).toISOString();
}

/** Starts a session for a person; the token goes in the cookie, its hash in the database. */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
  /** The browser and system it signed in from, in words ("Chrome on Android"). */
  device: string | null = null,
): Promise<string> {
  const token = newToken();
  const at = now.toISOString();
  await db
    .insertInto("sessions")
    .values({
      id_hash: hashToken(token),
      user_id: userId,
      created_at: at,
      last_seen_at: at,
      expires_at: after(now, sessionIdleMs),
      device,
    })
    .execute();
  return token;
}

export type SignedIn = {
  userId: string;
  email: string;
  sessionHash: string;
  /** When the session ends unless it is used again: the cookie's lifetime. */
  expiresAt: string;
  /** True when this request moved the expiry: the cookie's lifetime moves with it. */
  renewed: boolean;
};

/**
 * The person a cookie's token signs in, or undefined: unknown, expired, past its month, or
 * its person revoked. Read from the database on every request, so a revoke or sign-out on
 * any instance takes effect on all of them at once.
 */
export async function sessionFor(
  db: Kysely<Database>,
  token: string,
  now: Date,
): Promise<SignedIn | undefined> {
  const idHash = hashToken(token);
  const at = now.toISOString();
  const row = await db
    .selectFrom("sessions")
    .innerJoin("admin_users", "admin_users.id", "sessions.user_id")
    .select([
      "sessions.user_id",
      "sessions.created_at",
      "sessions.last_seen_at",
      "sessions.expires_at",
      "admin_users.email",
    ])
    .where("sessions.id_hash", "=", idHash)
    .where("sessions.expires_at", ">", at)
    // Rows written before the month's cap have a later expires_at: the sign-in time rules.
    .where("sessions.created_at", ">", after(now, -sessionLifetimeMs))
    .where("admin_users.revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const renewed = now.getTime() - Date.parse(row.last_seen_at) >= touchEveryMs;
  let expiresAt = row.expires_at;
  if (renewed) {
    expiresAt = expiryOf(row.created_at, now);
    await db
      .updateTable("sessions")
      .set({ last_seen_at: at, expires_at: expiresAt })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return { userId: row.user_id, email: row.email, sessionHash: idHash, expiresAt, renewed };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
}

async function liveRows(db: Kysely<Database>, userId: string, now: Date) {
  return db
    .selectFrom("sessions")
    .select(["id_hash", "device", "created_at", "last_seen_at"])
    .where("user_id", "=", userId)
    .where("expires_at", ">", now.toISOString())
    .where("created_at", ">", after(now, -sessionLifetimeMs))
    .orderBy("last_seen_at", "desc")
    .execute();
}

/** A person's live sessions, most recently used first; `current` is the asking browser's. */
export async function listSessions(
  db: Kysely<Database>,
  signedIn: Pick<SignedIn, "userId" | "sessionHash">,
  now: Date,
): Promise<SessionSummary[]> {
  const rows = await liveRows(db, signedIn.userId, now);
  return rows.map((row) => ({
    id: publicId(row.id_hash),
    device: row.device ?? deviceCopy.unknown,
    signedInAt: row.created_at,
    lastSeenAt: row.last_seen_at,
    current: row.id_hash === signedIn.sessionHash,
  }));
}

/**
 * Ends one of a person's own sessions by the id the list gave; another person's id finds
 * nothing. Returns the ended row's hash, or undefined.
 */
export async function endSessionById(
  db: Kysely<Database>,
  userId: string,
  id: string,
  now: Date,
): Promise<string | undefined> {
  const rows = await liveRows(db, userId, now);
  const row = rows.find((r) => publicId(r.id_hash) === id);
  if (!row) return undefined;
  await db
    .deleteFrom("sessions")
    .where("id_hash", "=", row.id_hash)
    .where("user_id", "=", userId)
    .execute();
  return row.id_hash;
}
