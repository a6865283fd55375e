import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * The secret of the owner's private ICS feed of the visits (issue 55, decision 260). The
 * address `/calendar/<secret>.ics` is the only credential a phone's calendar can carry, so
 * it must not be guessable and a copy of the database must not hold it: the secret is 256
 * random bits, base64url, and only its SHA-256 is stored (a plain hash is enough for a value
 * that cannot be guessed; a key would add nothing against a search). One feed at a time:
 * making a new one replaces the row, so the old address stops working at once.
 */

const row = "owner";
/** 32 random bytes: 43 base64url characters, no padding. */
const secretShape = /^[A-Za-z0-9_-]{43}$/;

const digest = (secret: string) => createHash("sha256").update(secret, "utf8").digest();

/** Makes a new secret (revoking any old one) and answers it: the only time it is known. */
export async function makeVisitFeed(db: Kysely<Database>, now: Date): Promise<string> {
  const secret = randomBytes(32).toString("base64url");
  const values = {
    id: row,
    secret_hash: digest(secret).toString("hex"),
    created_at: now.toISOString(),
  };
  await db
    .insertInto("visit_feeds")
    .values(values)
    .onConflict((conflict) =>
      conflict
        .column("id")
        .doUpdateSet({ secret_hash: values.secret_hash, created_at: values.created_at }),
    )
    .execute();
  return secret;
}

export async function turnOffVisitFeed(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom("visit_feeds").execute();
}

/** When the feed's address was made (ISO), or null when there is no feed. */
export async function visitFeedSince(db: Kysely<Database>): Promise<string | null> {
  const found = await db.selectFrom("visit_feeds").select("created_at").executeTakeFirst();
  return found?.created_at ?? null;
}

/**
 * Whether `secret` opens the feed. The stored hash is read whatever was asked (a malformed
 * secret costs the same round trip) and the two digests, always 32 bytes, are compared in
 * constant time.
 */
export async function visitFeedOpens(db: Kysely<Database>, secret: string): Promise<boolean> {
  const found = await db.selectFrom("visit_feeds").select("secret_hash").executeTakeFirst();
  const stored = Buffer.from(found?.secret_hash ?? "", "hex");
  const given = digest(secret);
  const same = stored.length === given.length && timingSafeEqual(stored, given);
  return same && secretShape.test(secret);
}
