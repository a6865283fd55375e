import type { Kysely } from "kysely";
import { nameOrNumber } from "../../contracts/phone";
import type { Database } from "../db/schema";
import { awaitsReading } from "../texts/keywords";
import { phoneHashes } from "../texts/opt-outs";

/**
 * What the inbox's list shows of a lead beyond its fields (issue 52): the name or the
 * number as a person dials it, one line of what they last said, and whether their phone
 * opted out of texts.
 */

/** The longest preview sent: a line on a wide screen; the row cuts it to its width. */
export const previewLength = 160;

/** A text as one line of at most `previewLength` characters, cut with an ellipsis. */
export function oneLine(text: string): string {
  const line = text.replace(/\s+/g, " ").trim();
  return line.length > previewLength ? `${line.slice(0, previewLength - 1).trimEnd()}…` : line;
}

/** The list's and the CSV's name, one rule with a lead's page (contracts/phone.ts). */
export { nameOrNumber };

export type TextSummary = {
  /** Inbound texts not yet seen, a STOP or its kin left out: the phone answered it. */
  unread: number;
  /** The latest inbound text's body. */
  latest: string;
};

/** Per lead: its unread texts and the latest one the person sent. */
export async function textSummaries(db: Kysely<Database>): Promise<Map<string, TextSummary>> {
  const rows = await db
    .selectFrom("text_messages")
    .select(["lead_id", "body", "read_at"])
    .where("direction", "=", "in")
    .orderBy("created_at")
    .orderBy("id")
    .execute();
  const summaries = new Map<string, TextSummary>();
  for (const row of rows) {
    const summary = summaries.get(row.lead_id) ?? { unread: 0, latest: "" };
    if (row.read_at === null && awaitsReading(row.body)) summary.unread += 1;
    summary.latest = row.body;
    summaries.set(row.lead_id, summary);
  }
  return summaries;
}

/**
 * Whether each phone opted out, by phone. The stored opt-outs are hashes (decision 230):
 * the few rows are read once and each lead's phone is hashed to look among them.
 */
export async function optedOutPhones(
  db: Kysely<Database>,
  phones: Iterable<string>,
): Promise<Set<string>> {
  const optedOut = new Set<string>();
  const rows = await db.selectFrom("text_opt_outs").select("phone_hash").execute();
  if (rows.length === 0) return optedOut;
  const hashes = new Set(rows.map((row) => row.phone_hash));
  for (const phone of new Set(phones)) {
    if (phone && phoneHashes(phone).some((hash) => hashes.has(hash))) optedOut.add(phone);
  }
  return optedOut;
}
