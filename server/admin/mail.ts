import { adminMailCopy } from "../../app/content/admin-mail";
import { routes } from "../../app/lib/routes";
import { escapeHtml } from "../html";
import { type DirectMessage, sendDirect } from "../mail/direct";
import { finePrint, htmlEmail } from "../mail/html-email";

type Kind = "invite" | "link";

/**
 * The page a token opens. The token rides in the fragment, which the browser never sends:
 * no access log, proxy or Referer header sees it. The page's island posts it.
 */
export function tokenLink(origin: string, kind: Kind, token: string): string {
  return `${origin}${routes.admin}#${kind}=${token}`;
}

export function composeTokenMail(to: string, kind: Kind, link: string): DirectMessage {
  const copy = kind === "invite" ? adminMailCopy.invite : adminMailCopy.signIn;
  const text = [
    copy.greeting,
    "",
    copy.lead,
    "",
    `${copy.action}: ${link}`,
    "",
    copy.expiry,
    "",
    copy.notYou,
    "",
    adminMailCopy.signature,
  ].join("\n");
  const html = htmlEmail(`<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(copy.expiry)}</p>
${finePrint(copy.notYou)}
<p>${escapeHtml(adminMailCopy.signature)}</p>`);
  return {
    kind: kind === "invite" ? "invite" : "sign_in",
    to,
    subject: copy.subject,
    text,
    html,
    link,
  };
}

export type MailConfig = Parameters<typeof sendDirect>[0];

export async function sendTokenMail(
  config: MailConfig,
  to: string,
  kind: Kind,
  link: string,
): Promise<void> {
  await sendDirect(config, composeTokenMail(to, kind, link));
}
