import { reviewRequestCopy } from "../../content/review-requests";
import { escapeHtml } from "../html";
import { finePrint, htmlEmail } from "./html-email";

/**
 * A finished job's review request, made from plain data: the homeowner's first name, the
 * tracked link and the unsubscribe link. Nothing the homeowner typed but a first name.
 */
export type ReviewRequest = {
  /** The outbox row's id: each request and reminder is its own message. */
  id: string;
  sentAt: string;
  firstName: string | undefined;
  reminder: boolean;
  link: string;
  unsubscribeUrl: string;
};

export function composeReviewRequest(request: ReviewRequest) {
  const copy = reviewRequestCopy.email;
  const text = [
    copy.greeting(request.firstName),
    "",
    copy.body,
    "",
    `${copy.action}: ${request.link}`,
    "",
    copy.privately,
    "",
    copy.signature,
    "",
    copy.whyThis,
    `${copy.unsubscribe}: ${request.unsubscribeUrl}`,
  ].join("\n");
  const html = htmlEmail(`<p>${escapeHtml(copy.greeting(request.firstName))}</p>
<p>${escapeHtml(copy.body)}</p>
<p><a href="${escapeHtml(request.link)}" style="display:inline-block;padding:10px 16px;background:#1c1917;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(copy.privately)}</p>
<p>${escapeHtml(copy.signature)}</p>
${finePrint(copy.whyThis)}
<p style="font-size:14px"><a href="${escapeHtml(request.unsubscribeUrl)}">${escapeHtml(copy.unsubscribe)}</a></p>`);
  return { subject: copy.subject(request.reminder), text, html };
}
