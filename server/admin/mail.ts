import { adminMailCopy } from "../../content/admin-mail";
import { routes } from "../../contracts/routes";
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

/** The notice of a new passkey: the device, the time, and where to remove it. */
export function composePasskeyNotice(
  to: string,
  { device, at, securityUrl }: { device: string; at: Date; securityUrl: string },
): DirectMessage {
  const copy = adminMailCopy.passkeyAdded;
  const lead = copy.lead(device, copy.time(at));
  const text = [
    copy.greeting,
    "",
    lead,
    "",
    copy.ifYou,
    "",
    copy.remove,
    "",
    `${copy.action}: ${securityUrl}`,
    "",
    adminMailCopy.signature,
  ].join("\n");
  const html = htmlEmail(`<p>${escapeHtml(copy.greeting)}</p>
<p>${escapeHtml(lead)}</p>
<p>${escapeHtml(copy.ifYou)}</p>
<p>${escapeHtml(copy.remove)}</p>
<p><a href="${escapeHtml(securityUrl)}">${escapeHtml(copy.action)}</a></p>
<p>${escapeHtml(adminMailCopy.signature)}</p>`);
  return { kind: "passkey_added", to, subject: copy.subject, text, html, link: securityUrl };
}

export async function sendPasskeyNotice(
  config: MailConfig,
  to: string,
  notice: { device: string; at: Date; origin: string },
): Promise<void> {
  const securityUrl = `${notice.origin}${routes.adminSecurity}`;
  await sendDirect(config, composePasskeyNotice(to, { ...notice, securityUrl }));
}
