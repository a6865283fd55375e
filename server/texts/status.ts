import type { Kysely } from "kysely";
import type { TextState } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { advanceBySid } from "./thread";

/** Twilio's message states as a thread shows them; undefined for one it does not. */
export function textStateOf(status: string): TextState | undefined {
  switch (status) {
    case "accepted":
    case "scheduled":
    case "queued":
      return "queued";
    case "sending":
    case "sent":
      return "sent";
    case "delivered":
    case "read":
      return "delivered";
    case "undelivered":
      return "undelivered";
    case "failed":
    case "canceled":
      return "failed";
    default:
      return undefined;
  }
}

export type StatusCallback = { sid: string; status: string; errorCode: number | null; now: Date };

/**
 * A status callback: a thread's text takes the new state at once; an outbox row waiting
 * to learn its text's fate (the owner's texts, the thank-yous) is checked now instead of
 * at its next scheduled look, so the outbox's own bookkeeping (digests, retries) settles
 * it. True when such a row was woken.
 */
export async function settleFromCallback(
  db: Kysely<Database>,
  callback: StatusCallback,
): Promise<boolean> {
  const state = textStateOf(callback.status);
  if (state) await advanceBySid(db, callback.sid, state, callback.errorCode, callback.now);
  // A SID is letters and digits; anything else cannot be ours, nor a LIKE pattern.
  if (state === "queued" || state === "sent" || !state || !/^\w+$/.test(callback.sid)) {
    return false;
  }
  const woken = await db
    .updateTable("outbox")
    .set({ next_attempt_at: callback.now.toISOString() })
    .where("status", "=", "confirming")
    .where((eb) =>
      eb.or([eb("external_id", "=", callback.sid), eb("external_id", "like", `%${callback.sid}%`)]),
    )
    .executeTakeFirst();
  return Number(woken.numUpdatedRows) > 0;
}
