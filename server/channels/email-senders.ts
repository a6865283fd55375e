import type { Kysely } from "kysely";
import { isPlainEmail, normalizeEmail } from "../../contracts/email-address";
import { listedLabels } from "../db/lead-services";
import type { Database } from "../db/schema";
import { claimAcknowledgement } from "../leads/acknowledgements";
import type { MailAddresses } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { type ChannelSender, skipped } from "./channel-sender";
import { loadLead, loadNotification } from "./load";
import { firstName } from "./sms-body";

/** The owner's e-mail through the configured mail transport: the lead, notice or digest. */
export function mailSender(
  db: Kysely<Database>,
  transport: MailTransport,
  addresses: MailAddresses,
  /** The site's public origin, for the link to the lead in the inbox. */
  origin?: string,
): ChannelSender {
  return {
    name: transport.name,
    capped: true,
    async send(row) {
      await transport.send(await loadNotification(db, row, addresses, origin));
    },
  };
}

/** The link to book the estimate visit for a lead, or none (issue 55). */
export type BookingLinkFor = (lead: {
  id: string;
  outside_service_area: number;
}) => string | undefined;

/** The visitor's thank-you e-mail: once a day per address, never to a doubtful address. */
export function ackMailSender(
  db: Kysely<Database>,
  transport: MailTransport,
  addresses: MailAddresses,
  bookingLink?: BookingLinkFor,
): ChannelSender {
  return {
    name: transport.name,
    capped: false,
    async send(row, now) {
      const lead = await loadLead(db, row.ref_id);
      // A row stored before addresses were checked strictly may hold a display name or a
      // second recipient: such text is never mailed, whoever it names.
      const address = normalizeEmail(lead.email);
      if (!isPlainEmail(address)) return skipped;
      const thank = { channel: "ack_email" as const, address, outboxId: row.id, now };
      if (!(await claimAcknowledgement(db, thank))) return skipped;
      await transport.send({
        kind: "acknowledgement",
        to: address,
        from: addresses.from,
        ack: {
          reference: lead.id,
          created_at: lead.created_at,
          firstName: firstName(lead.name),
          services: listedLabels(lead),
          bookingLink: bookingLink?.(lead),
        },
      });
    },
  };
}
