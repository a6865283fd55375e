import type { Kysely } from "kysely";
import type { Database, OneTimeTokenTable } from "../db/schema";
import { after, day, hashToken, minute, newToken } from "./tokens";

type Kind = OneTimeTokenTable["kind"];

/** An invite registers a passkey within a day; a sign-in link must be used within 15 minutes. */
export const tokenLifetimes: Record<Kind, number> = { invite: day, link: 15 * minute };

/** A new single-use token for a person; only its hash is stored. */
export async function issueToken(
  db: Kysely<Database>,
  kind: Kind,
  userId: string,
  now: Date,
): Promise<{ token: string; expiresAt: string }> {
  const token = newToken();
  const expiresAt = after(now, tokenLifetimes[kind]);
  await db
    .insertInto("one_time_tokens")
    .values({
      hash: hashToken(token),
      kind,
      user_id: userId,
      created_at: now.toISOString(),
      expires_at: expiresAt,
      used_at: null,
    })
    .execute();
  return { token, expiresAt };
}

/**
 * Uses a token up: one guarded statement marks it used only while it is unused and
 * unexpired, so two requests racing with one link (on one instance or two) cannot both
 * win. Returns the person's id, or undefined for a token unknown, used or expired.
 */
export async function redeemToken(
  db: Kysely<Database>,
  kind: Kind,
  token: string,
  now: Date,
): Promise<string | undefined> {
  const at = now.toISOString();
  const row = await db
    .updateTable("one_time_tokens")
    .set({ used_at: at })
    .where("hash", "=", hashToken(token))
    .where("kind", "=", kind)
    .where("used_at", "is", null)
    .where("expires_at", ">", at)
    .returning("user_id")
    .executeTakeFirst();
  return row?.user_id;
}
