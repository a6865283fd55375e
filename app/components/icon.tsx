import { pageSymbolId } from "~/lib/page-symbols";
import type { IconName } from "./icon-names";
// A URL with the file's hash in its name, so the server caches it for a year; never a
// data: URL, which <use> refuses to load.
import sprite from "./icons.svg?url&no-inline";

/**
 * An icon drawn from the sprite `npm run icons` writes (decision 218). Each page carries a
 * copy of the symbols its HTML draws (app/middleware.ts, decision 225), so the server's
 * icons name that copy and the page fetches no file as it loads. An island that draws an
 * icon the page has no copy of names the cached sprite. Decorative, as every icon on the
 * site is: the words beside it carry the meaning. Width and height hold its box until the
 * stylesheet sizes it.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width="24" height="24" className={className} aria-hidden="true">
      <use href={symbolHref(name)} />
    </svg>
  );
}

/**
 * The page's copy of the symbol when the page has one, as the server always assumes: the
 * middleware adds a copy of every symbol the HTML names, so a hydrating island agrees.
 */
function symbolHref(name: IconName): string {
  const id = pageSymbolId(name);
  const onPage = typeof document === "undefined" || document.getElementById(id) !== null;
  return onPage ? `#${id}` : `${sprite}#${name}`;
}
