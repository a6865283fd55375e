import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { after, day, hashToken, hour, newToken } from "./tokens";

/**
 * A session lasts 30 days from its last use (sliding), so an owner who opens the inbox
 * every week never signs in again, and a lost phone's session dies a month after it was
 * last seen. The expiry moves at most once an hour, not on every 30-second poll.
 */
export const sessionIdleMs = 30 * day;
const touchEveryMs = hour;

/** Starts a session for a person; the token goes in the cookie, its hash in the database. */
export async function startSession(
  db: Kysely<Database>,
  userId: string,
  now: Date,
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
    })
    .execute();
  return token;
}

export type SignedIn = {
  userId: string;
  email: string;
  sessionHash: string;
  /** True when this request moved the expiry: the cookie's lifetime moves with it. */
  renewed: boolean;
};

/**
 * The person a cookie's token signs in, or undefined: unknown, expired, or its person
 * revoked. Read from the database on every request, so a revoke or sign-out on any
 * instance takes effect on all of them at once.
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
    .select(["sessions.user_id", "sessions.last_seen_at", "admin_users.email"])
    .where("sessions.id_hash", "=", idHash)
    .where("sessions.expires_at", ">", at)
    .where("admin_users.revoked_at", "is", null)
    .executeTakeFirst();
  if (!row) return undefined;
  const renewed = now.getTime() - Date.parse(row.last_seen_at) >= touchEveryMs;
  if (renewed) {
    await db
      .updateTable("sessions")
      .set({ last_seen_at: at, expires_at: after(now, sessionIdleMs) })
      .where("id_hash", "=", idHash)
      .execute();
  }
  return { userId: row.user_id, email: row.email, sessionHash: idHash, renewed };
}

export async function endSession(db: Kysely<Database>, token: string): Promise<void> {
  await db.deleteFrom("sessions").where("id_hash", "=", hashToken(token)).execute();
}
