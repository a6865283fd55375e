import { smsSamplesCopy } from "../../content/sms-samples";
import { callsCopy } from "../../content/calls";
import { routes } from "../../contracts/routes";
import { bookingPath, bookingToken } from "../booking/links";
import { ackSmsBody, firstName, ownerSmsBody, ownerSmsDetails } from "../channels/sms-body";
import { newReference } from "../leads/ids";
import { textBackBody } from "../voice/finish";

/**
 * The campaign's sample messages, made by the very functions that word the texts
 * (server/channels/sms-body.ts), so the samples change when the wording does.
 */
export function smsSamples(origin: string): string {
  const { lead, samples } = smsSamplesCopy;
  const leadId = "0195f3a2-7c41-7b9e-9d2a-5e8c1f0b6a47";
  const reference = newReference();
  // The sample's booking link is signed with a made-up key: its shape is what carriers see.
  const bookingLink = `${origin}${bookingPath(bookingToken("sample", reference))}`;
  const texts: [string, string][] = [
    [samples.thankYou, ackSmsBody({ name: lead.name, reference, bookingLink })],
    [
      samples.ownerAlert,
      ownerSmsBody({
        name: lead.name,
        services: lead.services,
        phone: lead.phone,
        leadUrl: `${origin}${routes.adminLead(leadId)}`,
        details: ownerSmsDetails({
          zip: lead.zip,
          outsideServiceArea: false,
          photoCount: 2,
          contactPreference: "text",
          bestTime: null,
        }),
      }),
    ],
    [samples.reply, smsSamplesCopy.reply(firstName(lead.name) ?? lead.name)],
    // Issue 54: a one-time reply to a call the person made, when CALLS=on.
    [callsCopy.textBackSample, textBackBody(origin)],
  ];
  const blocks = [
    smsSamplesCopy.heading,
    `${smsSamplesCopy.optInHeading}:\n${smsSamplesCopy.optIn}`,
    ...texts.map(([title, body], i) => `Sample ${i + 1}: ${title}:\n${body}`),
    smsSamplesCopy.notes.join("\n"),
  ];
  return `${blocks.join("\n\n")}\n`;
}
