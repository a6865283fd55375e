import type { Kysely } from "kysely";
import type { TextState } from "../../contracts/admin-api";
import type { Database } from "../db/schema";
import { checkNow } from "../outbox/door";
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
  if (state === "queued" || state === "sent" || !state) return false;
  return (await checkNow(db, callback.sid, callback.now)) > 0;
}
