import { bookingCopy } from "../../content/booking";
import { escapeHtml } from "../html";
import { htmlEmail } from "../mail/html-email";
import { googleCalendarLink, type InviteVisit, visitInvite } from "./invite";
import { whenLabel } from "./page";

/**
 * The homeowner's e-mail for a booked, moved or cancelled visit: the time on the
 * business's clock, the link to change it, Google Calendar's add-event page, and the
 * invitation as a text/calendar attachment (invite.ts). Made from plain data, so any
 * transport that can attach a file can send it.
 */

export type VisitMail = {
  subject: string;
  text: string;
  html: string;
  attachment: { filename: string; contentType: string; content: string };
};

export function composeVisitMail(
  change: "booked" | "moved" | "cancelled",
  visit: InviteVisit,
  {
    homeowner,
    firstName,
    manageLink,
    now,
    attach = true,
  }: {
    homeowner: { name: string; email: string };
    firstName: string | undefined;
    /** The absolute /book/<token> link. */
    manageLink: string;
    now: number;
    /** False where the transport cannot attach a file (EmailJS): the text says so. */
    attach?: boolean;
  },
): VisitMail {
  const copy = bookingCopy.email;
  const when = whenLabel(visit.start);
  const cancelled = change === "cancelled";
  const subject = cancelled
    ? copy.canceledSubject
    : change === "moved"
      ? copy.movedSubject(when)
      : copy.subject(when);
  const body = cancelled ? copy.canceledBody : copy.body(when, visit.streetAddress);
  const google = cancelled ? undefined : googleCalendarLink(visit);
  const attached = attach ? copy.attached : copy.notAttached;
  const text = [
    bookingCopy.greeting(firstName),
    "",
    body,
    ...(google ? ["", attached, `${copy.addToGoogle}: ${google}`] : []),
    "",
    `${copy.manage}: ${manageLink}`,
    "",
    copy.signature,
  ].join("\n");
  const html = htmlEmail(`<p>${escapeHtml(bookingCopy.greeting(firstName))}</p>
<p>${escapeHtml(body)}</p>
${google ? `<p>${escapeHtml(attached)}</p>\n<p><a href="${escapeHtml(google)}">${escapeHtml(copy.addToGoogle)}</a></p>` : ""}
<p><a href="${escapeHtml(manageLink)}">${escapeHtml(copy.manage)}</a></p>
<p>${escapeHtml(copy.signature)}</p>`);
  const method = cancelled ? "CANCEL" : "REQUEST";
  return {
    subject,
    text,
    html,
    attachment: {
      filename: "estimate-visit.ics",
      contentType: `text/calendar; charset=utf-8; method=${method}`,
      content: visitInvite(visit, { homeowner, now }),
    },
  };
}
