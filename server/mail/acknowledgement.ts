import { acknowledgementCopy } from "../../content/acknowledgement";
import { site } from "../../content/site";
import { escapeHtml } from "../html";
import { finePrint, htmlEmail } from "./html-email";

/**
 * The visitor's thank-you, made from plain data. It carries the reference, the services
 * the form offered, and the business's own words, and nothing the visitor typed but a
 * plain first name, so the form cannot be used to mail a stranger a message.
 */
export type Acknowledgement = {
  reference: string;
  created_at: string;
  /** A plain first name, or none when the name did not look like one. */
  firstName: string | undefined;
  /** Only the picker's own labels: free text sent to the API is dropped. */
  services: readonly string[];
  /** The homeowner's link to book the estimate visit (issue 55), when they may. */
  bookingLink?: string;
};

export type AcknowledgementContent = { subject: string; text: string; html: string };

export function composeAcknowledgement(ack: Acknowledgement): AcknowledgementContent {
  const copy = acknowledgementCopy.email;
  const lines: [string, string][] = [[copy.reference, ack.reference]];
  if (ack.services.length > 0) lines.push([copy.services, ack.services.join(", ")]);
  const text = [
    copy.greeting(ack.firstName),
    "",
    copy.received,
    "",
    ...lines.map(([label, value]) => `${label}: ${value}`),
    "",
    `${copy.nextHeading}: ${copy.next}`,
    "",
    ...(ack.bookingLink ? [`${copy.bookVisit}: ${ack.bookingLink}`, ""] : []),
    copy.call,
    "",
    copy.signature,
    "",
    copy.notYou,
  ].join("\n");
  const html = htmlEmail(`<p>${escapeHtml(copy.greeting(ack.firstName))}</p>
<p>${escapeHtml(copy.received)}</p>
<table cellspacing="0" cellpadding="0">
${lines.map(([label, value]) => `<tr><th align="left" style="padding:2px 12px 2px 0">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join("\n")}
</table>
<h2 style="font-size:18px">${escapeHtml(copy.nextHeading)}</h2>
<p>${escapeHtml(copy.next)}</p>
${ack.bookingLink ? `<p><a href="${escapeHtml(ack.bookingLink)}">${escapeHtml(copy.bookVisit)}</a></p>\n` : ""}<p><a href="tel:${escapeHtml(site.phone.e164)}">${escapeHtml(copy.call)}</a></p>
<p>${escapeHtml(copy.signature)}</p>
${finePrint(copy.notYou)}`);
  return { subject: copy.subject(ack.reference), text, html };
}
