import { ownerTextCopy } from "../../content/acknowledgement";

/*
 * What a phone makes tappable in a text, and a few forms it might: a scheme's URL
 * (hxxp:// too), anything after "www.", a bare domain with or without an address before
 * it (paypal-verify.com, evil.co/x, with the full-width and ideographic dots a browser
 * reads as dots), and an IPv4 address. A top-level domain needs two letters, so "2.5",
 * "approx." and "J.R." stay; a word run into the next without a space ("today.Thanks")
 * is taken for a domain, as a phone would take it.
 */
const dot = "[.．。｡]";
const label = String.raw`[\p{L}\p{N}](?:[\p{L}\p{N}_-]{0,62}[\p{L}\p{N}])?`;
const topLevel = String.raw`(?:xn--[\p{L}\p{N}-]{1,59}|\p{L}{2,63})(?![\p{L}\p{N}_-])`;
const portAndPath = String.raw`(?::\d{1,5})?(?:[/?#]\S*)?`;
const links = new RegExp(
  [
    String.raw`\b[a-z][a-z\d+.-]{1,15}:\/\/\S*`,
    String.raw`\bwww\d{0,3}${dot}\S*`,
    String.raw`(?:[\p{L}\p{N}._%+-]{1,64}@)?(?:${label}${dot})+${topLevel}${portAndPath}`,
    String.raw`\b(?:\d{1,3}\.){3}\d{1,3}\b${portAndPath}`,
  ].join("|"),
  "giu",
);

/**
 * A visitor's text as it may reach the owner by text: every URL, domain or address in
 * it replaced with "[link]", so nobody can send the owner a link the owner would trust.
 */
export function replaceLinks(text: string): string {
  return text.replace(links, ownerTextCopy.link);
}
