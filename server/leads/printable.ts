/**
 * Text a terminal shows as text: control characters (C0, DEL, C1: ESC sequences among
 * them), format characters (bidi overrides, zero-width marks) and line or paragraph
 * separators become one visible "?" each, so no stored field can recolour, hide or
 * reorder what the owner reads. Only for display: exports keep the stored bytes.
 */
export function printable(value: string): string {
  return value.replace(/[\p{Cc}\p{Cf}\u2028\u2029]/gu, "?");
}
