import { type Confirmation, isPermanent, type Sent } from "../channels/channel-sender";
import type { CheckResult, SendResult } from "./rules";

/*
 * A channel's answer, or what it threw, in the terms the rules read (rules.ts).
 */

/** What came of `send`: a throw is a refusal, permanent when no retry can cure it. */
export async function sendResult(
  send: () => Promise<Sent>,
  /** The sender can look a queued message up: its id means "accepted", not yet delivered. */
  canConfirm: boolean,
): Promise<SendResult> {
  let sent: Sent;
  try {
    sent = await send();
  } catch (err) {
    return { kind: "refused", error: describe(err), permanent: isPermanent(err) };
  }
  if (sent && "skipped" in sent) {
    return sent.reason ? { kind: "skipped", reason: sent.reason } : { kind: "skipped" };
  }
  if (sent && "notBefore" in sent) return { kind: "deferred", until: sent.notBefore };
  // An id from a sender that cannot look it up says nothing more than "sent".
  if (sent && canConfirm) return { kind: "accepted", externalId: sent.externalId };
  return { kind: "sent" };
}

/** What came of asking the provider: a failed question is no answer, its error kept. */
export async function checkResult(check: () => Promise<Confirmation>): Promise<CheckResult> {
  let answer: Confirmation;
  try {
    answer = await check();
  } catch (err) {
    return { kind: "unknown", error: describe(err) };
  }
  if (answer === undefined) return { kind: "unknown", error: null };
  if (answer.delivered) return { kind: "delivered" };
  return { kind: "undelivered", error: answer.error };
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.slice(0, 1_000);
}
