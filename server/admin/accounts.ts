import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import type { AdminUserTable, Database } from "../db/schema";

export type AdminUser = AdminUserTable;

/** Addresses are compared as typed by nobody in particular: trimmed, lower-cased. */
export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A plausible address, enough to refuse a typo at the shell; the e-mail proves the rest. */
export function looksLikeEmail(email: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) && email.length <= 254;
}

/** Adds a person, or lets a revoked one back in; returns them either way. */
export async function inviteUser(
  db: Kysely<Database>,
  email: string,
  now: Date,
): Promise<AdminUser> {
  const address = normaliseEmail(email);
  const at = now.toISOString();
  await db
    .insertInto("admin_users")
    .values({ id: randomUUID(), email: address, invited_at: at, revoked_at: null })
    .onConflict((oc) => oc.column("email").doUpdateSet({ invited_at: at, revoked_at: null }))
    .execute();
  return db
    .selectFrom("admin_users")
    .selectAll()
    .where("email", "=", address)
    .executeTakeFirstOrThrow();
}

/** Someone who may sign in now: invited and not revoked. */
export async function activeUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<AdminUser | undefined> {
  return db
    .selectFrom("admin_users")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

export async function activeUserById(
  db: Kysely<Database>,
  id: string,
): Promise<AdminUser | undefined> {
  return db
    .selectFrom("admin_users")
    .selectAll()
    .where("id", "=", id)
    .where("revoked_at", "is", null)
    .executeTakeFirst();
}

export type UserSummary = AdminUser & { passkeys: number; sessions: number };

/** Everyone ever invited, with their passkeys and live sessions, by address. */
export async function listUsers(db: Kysely<Database>, now: Date): Promise<UserSummary[]> {
  const users = await db.selectFrom("admin_users").selectAll().orderBy("email").execute();
  const keys = await db
    .selectFrom("passkeys")
    .select(["user_id", (eb) => eb.fn.countAll<string | number>().as("n")])
    .groupBy("user_id")
    .execute();
  const sessions = await db
    .selectFrom("sessions")
    .select(["user_id", (eb) => eb.fn.countAll<string | number>().as("n")])
    .where("expires_at", ">", now.toISOString())
    .groupBy("user_id")
    .execute();
  const count = (rows: { user_id: string; n: string | number }[], id: string) =>
    Number(rows.find((r) => r.user_id === id)?.n ?? 0);
  return users.map((user) => ({
    ...user,
    passkeys: count(keys, user.id),
    sessions: count(sessions, user.id),
  }));
}

/**
 * Ends a person's access at once: marked revoked, every session and unused link deleted,
 * in one transaction. Their passkeys stay registered but sign nobody in (sign-in checks
 * revoked_at); a new invite lets them use them again. False when nobody has that address.
 */
export async function revokeUser(db: Kysely<Database>, email: string, now: Date): Promise<boolean> {
  const user = await db
    .selectFrom("admin_users")
    .selectAll()
    .where("email", "=", normaliseEmail(email))
    .executeTakeFirst();
  if (!user) return false;
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable("admin_users")
      .set({ revoked_at: now.toISOString() })
      .where("id", "=", user.id)
      .execute();
    await trx.deleteFrom("sessions").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("one_time_tokens").where("user_id", "=", user.id).execute();
    await trx.deleteFrom("webauthn_challenges").where("user_id", "=", user.id).execute();
  });
  return true;
}
