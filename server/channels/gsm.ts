/**
 * GSM 03.38's basic character set: a text made only of these is sent 160 characters a
 * segment; one character outside it turns the whole text into UCS-2 at 70 (decision 161).
 */
const basic =
  "@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !\"#¤%&'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà";
// The extension table: each costs two characters, and the text stays GSM.
const extension = "^{}\\[~]|€\f";
const allowed = new Set(Array.from(basic + extension));

// What a phone's keyboard writes for the plain characters.
const lookalikes: Record<string, string> = {
  "\u2018": "'",
  "\u2019": "'",
  "\u201C": '"',
  "\u201D": '"',
  "\u2013": "-",
  "\u2014": "-",
  "\u2026": "...",
  "\u00A0": " ",
};

/** Someone's words as plain GSM: look-alikes made plain, anything else (emoji) dropped. */
export function plainGsm(text: string): string {
  return Array.from(text)
    .map((char) => (allowed.has(char) ? char : (lookalikes[char] ?? "")))
    .join("");
}
