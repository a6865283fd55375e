import type { Kysely } from "kysely";
import { createHash } from "node:crypto";
import { emailKey } from "../../contracts/email-address";
import type { Channel, Database } from "../db/schema";

/** A visitor is thanked at most once a day per address and channel, on every instance. */
export const acknowledgementIntervalMs = 24 * 60 * 60_000;

/**
 * An address without its `+tag`: Gmail, Outlook, iCloud and Fastmail deliver `ann+x@` to
 * `ann@`, so a tag would otherwise buy a stranger one more thank-you in Ann's inbox.
 */
function withoutTag(key: string): string {
  const at = key.lastIndexOf("@");
  const plus = key.indexOf("+");
  return plus > 0 && plus < at ? key.slice(0, plus) + key.slice(at) : key;
}

/**
 * The hash an acknowledgement is remembered by; erasure computes it again to forget it.
 * An e-mail address counts by its key without its `+tag` (any case, any tag, one inbox), a
 * phone as stored (E.164).
 */
export function acknowledgementKey(channel: Channel, address: string): string {
  const key =
    channel === "ack_email" ? withoutTag(emailKey(address)) : address.trim().toLowerCase();
  return createHash("sha256").update(`${channel}:${key}`).digest("hex");
}

export type AcknowledgementClaim = {
  channel: Channel;
  address: string;
  /** The outbox row that would send the thank-you. */
  outboxId: string;
  now: Date;
};

/**
 * Claims the address's thank-you for the next 24 hours, just before it is sent; true when
 * this row may send it. One statement, so two instances sending two rows for one address
 * at once cannot both thank it. The row that holds the claim gets it again on a retry, so
 * a failed send is retried rather than dropped. The address is kept only as a hash.
 *
 * The claim is taken when the thank-you goes out, not when the request is stored: the
 * request's transaction stays as short with every channel as with e-mail alone.
 */
export async function claimAcknowledgement(
  db: Kysely<Database>,
  { channel, address, outboxId, now }: AcknowledgementClaim,
): Promise<boolean> {
  const at = now.toISOString();
  const cutoff = new Date(now.getTime() - acknowledgementIntervalMs).toISOString();
  const claimed = await db
    .insertInto("acknowledgements")
    .values({ recipient: acknowledgementKey(channel, address), sent_at: at, outbox_id: outboxId })
    .onConflict((oc) =>
      oc
        .column("recipient")
        .doUpdateSet({ sent_at: at, outbox_id: outboxId })
        .where((eb) =>
          eb.or([
            eb("acknowledgements.sent_at", "<=", cutoff),
            eb("acknowledgements.outbox_id", "=", outboxId),
          ]),
        ),
    )
    .returning("recipient")
    .executeTakeFirst();
  return claimed !== undefined;
}
