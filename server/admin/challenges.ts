import type { Kysely } from "kysely";
import { randomUUID } from "node:crypto";
import type { Database, WebauthnChallengeTable } from "../db/schema";
import { after, minute } from "./tokens";

type Purpose = WebauthnChallengeTable["purpose"];

/** Long enough to find a phone's fingerprint reader; the browser gives up after 5 minutes. */
export const challengeLifetimeMs = 5 * minute;

/** Keeps a challenge the library made, under an id the browser sends back with its answer. */
export async function saveChallenge(
  db: Kysely<Database>,
  challenge: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Promise<string> {
  const id = randomUUID();
  await db
    .insertInto("webauthn_challenges")
    .values({
      id,
      challenge,
      purpose,
      user_id: userId,
      expires_at: after(now, challengeLifetimeMs),
    })
    .execute();
  return id;
}

/**
 * Takes a challenge back, once: it is deleted as it is read, so an answer cannot be
 * replayed. Undefined when it is unknown, expired, for another purpose or person.
 */
export async function takeChallenge(
  db: Kysely<Database>,
  id: string,
  purpose: Purpose,
  userId: string | null,
  now: Date,
): Promise<string | undefined> {
  const row = await db
    .deleteFrom("webauthn_challenges")
    .where("id", "=", id)
    .where("purpose", "=", purpose)
    .where("expires_at", ">", now.toISOString())
    .where((eb) => (userId === null ? eb("user_id", "is", null) : eb("user_id", "=", userId)))
    .returning("challenge")
    .executeTakeFirst();
  return row?.challenge;
}
