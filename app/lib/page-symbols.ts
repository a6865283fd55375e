/**
 * Each page carries its own copy of the sprite's symbols that its icons name (decision 225).
 * A `<use>` that names an outside file makes the browser fetch it while the page loads, and
 * Lighthouse's phone charges that fetch to the page's largest paint: 150 ms on a photo page.
 * The symbols a page draws cost it about 1.8 KB of brotli, and no request.
 */

/** Ahead of a symbol's name in the page: the sprite's names (`check`) are too plain for ids. */
const idPrefix = "icon-";

/** The id of a symbol's copy in the page. */
export function pageSymbolId(name: string): string {
  return `${idPrefix}${name}`;
}

const namedOnPage = new RegExp(`<use href="#${idPrefix}([a-z0-9-]+)"`, "g");
const symbol = /<symbol id="([a-z0-9-]+)"[\s\S]*?<\/symbol>/g;

/** The sprite's symbols by name, as `npm run icons` writes them, one to a line. */
export function spriteSymbols(sprite: string): Map<string, string> {
  return new Map([...sprite.matchAll(symbol)].map(([whole, name = ""]) => [name, whole]));
}

/**
 * `html` with the symbols its icons name, renamed as the page names them, in a hidden
 * `<svg>` that opens its body, ahead of every icon that draws from it. A page without
 * icons is returned as it is; a name the sprite lacks is an error, not a blank icon.
 */
export function withPageSymbols(html: string, symbols: Map<string, string>): string {
  const names = new Set([...html.matchAll(namedOnPage)].map(([, name = ""]) => name));
  if (names.size === 0) return html;
  const copies = [...names].map((name) => {
    const copy = symbols.get(name);
    if (copy === undefined) throw new Error(`page symbols: the sprite has no "${name}"`);
    return copy.replace(`id="${name}"`, `id="${pageSymbolId(name)}"`);
  });
  return html.replace(/<body\b[^>]*>/, (open) => `${open}<svg hidden>${copies.join("")}</svg>`);
}
