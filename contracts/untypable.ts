/**
 * What no person types: control characters (C0, DEL, C1: NUL and ESC among them) and the
 * invisible marks that reorder text (bidi marks, embeddings, overrides and isolates). The
 * quote and review forms refuse them, in the browser and again on the server; an inbound
 * text, which nobody can be asked to correct, is stored with each replaced by U+FFFD; the
 * owner's terminal shows them the same way. Emoji keep their joiners (U+200D) and
 * variation selectors, which are neither.
 */
const untypable = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** A message may keep its line breaks and tabs. */
const untypableInMessage = /(?![\t\n\r])[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/**
 * Replaced in a message: all of them but tabs, line feeds and a carriage return before a
 * line feed; a lone carriage return would let a terminal write over the line it ends.
 */
const replacedInMessage = /(?![\t\n]|\r\n)[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;
const replaced = /[\p{Cc}\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/gu;

export function hasUntypable(value: string, { multiline = false } = {}): boolean {
  return (multiline ? untypableInMessage : untypable).test(value);
}

/** The value with each untypable character replaced by U+FFFD, so it shows where it was. */
export function replaceUntypable(value: string, { multiline = false } = {}): string {
  return value.replace(multiline ? replacedInMessage : replaced, "\uFFFD");
}
