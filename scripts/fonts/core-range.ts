/**
 * The characters the site's own text is written in: printable ASCII, the no-break space,
 * the copyright sign and English typography's dashes, quotes, bullet and ellipsis. Every
 * page's text is drawn from the "core" cut of Inter made of these; anything else (a name
 * typed with an accent, say) loads the whole Latin file, which fontsource declares.
 */
const coreRanges: ReadonlyArray<readonly [number, number]> = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0x2013, 0x2014],
  [0x2018, 0x2019],
  [0x201c, 0x201d],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
];

export function coreCharacters(): string {
  let text = "";
  for (const [from, to] of coreRanges) {
    for (let code = from; code <= to; code++) text += String.fromCodePoint(code);
  }
  return text;
}

const hex = (code: number) => code.toString(16).toUpperCase();

/** The ranges as a CSS `unicode-range` value. */
export function coreUnicodeRange(): string {
  return coreRanges
    .map(([from, to]) => (from === to ? `U+${hex(from)}` : `U+${hex(from)}-${hex(to)}`))
    .join(", ");
}

/** Whether every character of a text is in the core cut. */
export function inCore(text: string): boolean {
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (!coreRanges.some(([from, to]) => code >= from && code <= to)) return false;
  }
  return true;
}
