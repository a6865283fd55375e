import type { IconName } from "./icon-names";
// A URL with the file's hash in its name, so the server caches it for a year; never a
// data: URL, which <use> refuses to load.
import sprite from "./icons.svg?url&no-inline";

/**
 * An icon drawn from the sprite `npm run icons` writes (decision 218): the page names the
 * symbol, and the outline arrives once in a cached file. Decorative, as every icon on the
 * site is: the words beside it carry the meaning. Width and height hold its box until the
 * stylesheet sizes it; the same markup on the server and in an island.
 */
export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg width="24" height="24" className={className} aria-hidden="true">
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
