import { escapeHtml } from "../html";

/**
 * The page every HTML e-mail is written on: one font, size and color, so the owner's
 * notifications, the visitor's thank-you and the sign-in links look like one sender's.
 * `body` is HTML already escaped by its author.
 */
export function htmlEmail(body: string): string {
  return `<!doctype html>
<html><body style="font-family:sans-serif;font-size:16px;line-height:1.5;color:#1c1917">
${body}
</body></html>
`;
}

/** A smaller, quieter line at the foot of an e-mail ("not you? ignore this"). */
export function finePrint(text: string): string {
  return `<p style="font-size:14px;color:#57534e">${escapeHtml(text)}</p>`;
}
