import { adminMailCopy } from "../../app/content/admin-mail";
import { routes } from "../../app/lib/routes";
import { escapeHtml } from "../html";
import { type DirectMessage, sendDirect } from "../mail/direct";

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
  const html = `<!doctype html>
<html><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1c1917">
<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(copy.lead)}</p>
<p><a href="${escapeHtml(link)}">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(copy.expiry)}</p>
<p style="font-size:14px;color:#57534e">${escapeHtml(copy.notYou)}</p>
<p>${escapeHtml(adminMailCopy.signature)}</p>
</body></html>
`;
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
