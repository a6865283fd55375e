import type { Kysely } from "kysely";
import type { TwilioAccount } from "../channels/twilio";
import type { Database } from "../db/schema";
import { claimFinish, setOutcome, storeIncoming } from "./store";

/*
 * After downtime (issue 54, item 5): the calls the number's fallback (Twilio's forward
 * Twimlet) took while the server did not answer, read from Twilio's Calls list, so the desk
 * still sees them. Each is stored as any call is, by its CallSid, so a second run stores
 * nothing new; none is texted back or alerted, since the moment for that has passed.
 */

type ListedCall = {
  sid?: unknown;
  from?: unknown;
  to?: unknown;
  status?: unknown;
  direction?: unknown;
  start_time?: unknown;
};

const text = (value: unknown) => (typeof value === "string" ? value : "");
const unanswered = new Set(["no-answer", "busy", "failed", "canceled"]);

/** Twilio's Calls list since `since`, inbound calls to one of `numbers`. */
async function listCalls(account: TwilioAccount, since: Date): Promise<ListedCall[]> {
  const query = new URLSearchParams({
    "StartTime>": since.toISOString().slice(0, 10),
    PageSize: "1000",
  });
  const url = `${account.apiUrl}/2010-04-01/Accounts/${account.accountSid}/Calls.json?${query}`;
  const auth = Buffer.from(`${account.accountSid}:${account.authToken}`).toString("base64");
  const response = await fetch(url, {
    headers: { authorization: `Basic ${auth}` },
    signal: AbortSignal.timeout(account.timeoutMs ?? 10_000),
  });
  if (!response.ok) throw new Error(`Twilio's Calls list answered ${response.status}`);
  const json = (await response.json()) as { calls?: unknown };
  return Array.isArray(json.calls) ? (json.calls as ListedCall[]) : [];
}

/** Stores the calls the desk has not seen; returns how many were new. */
export async function backfillCalls(
  db: Kysely<Database>,
  account: TwilioAccount,
  options: { since: Date; numbers: Readonly<Record<string, string>>; ours: readonly string[] },
): Promise<number> {
  let added = 0;
  for (const listed of await listCalls(account, options.since)) {
    const sid = text(listed.sid);
    const to = text(listed.to);
    if (!/^CA[0-9a-f]{32}$/i.test(sid) || !options.ours.includes(to)) continue;
    if (text(listed.direction) && text(listed.direction) !== "inbound") continue;
    const start = new Date(text(listed.start_time));
    const at = Number.isNaN(start.getTime()) ? options.since : start;
    const { stored, call } = await storeIncoming(db, {
      sid,
      caller: text(listed.from),
      called: to,
      source: options.numbers[to],
      stirVerstat: undefined,
      now: at,
    });
    if (!stored) continue;
    added += 1;
    // The Twimlet rang the owner with no screening: taken or not, as Twilio tells it.
    const outcome = unanswered.has(text(listed.status)) ? "missed" : "answered";
    await setOutcome(db, sid, outcome, null, at);
    await claimFinish(db, call.id, at);
  }
  return added;
}
