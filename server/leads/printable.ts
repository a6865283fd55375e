import { replaceUntypable } from "../../contracts/untypable";

/**
 * Text a terminal shows as text: control characters (C0, DEL, C1: ESC sequences among
 * them), format characters (bidi overrides, zero-width marks) and line or paragraph
 * separators become one visible "?" each, so no stored field can recolour, hide or
 * reorder what the owner reads. Only for display: exports keep the stored bytes.
 */
export function printable(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "?");
}

/**
 * A command's whole output, as `stream` should get it: at a terminal, each control
 * character and bidi mark but tabs and line breaks shows as U+FFFD (contracts/untypable.ts),
 * so a stored text printed by `npm run leads -- --csv` cannot move the cursor, retitle
 * the window or reorder a line; into a file or a pipe, the bytes stay as stored.
 */
export function forTerminal(output: string, stream: { isTTY?: boolean }): string {
  return stream.isTTY ? replaceUntypable(output, { multiline: true }) : output;
}
