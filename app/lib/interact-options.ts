/** The options of `client:interact` (app/lib/interact-directive.ts), checked in .astro files. */
export type InteractOptions = {
  /** Where reaching counts: on the island (the default) or anywhere on the page. */
  on?: "island" | "page";
  /** A selector: clicks on these, wherever they are, wait for the island too. */
  holdClicks?: string;
  /** Hydrate when the browser is idle if sessionStorage holds this key. */
  whenStored?: string;
  /** Hydrate when the browser is idle if the address has this query parameter. */
  whenParam?: string;
  /** Hydrate as soon as a photo inside fails to load. */
  whenBroken?: boolean;
  /** Hydrate as soon as the island scrolls into view (a slideshow, a form below the fold). */
  whenVisible?: boolean;
  /** Hydrate when idle once this many ms have passed since the page started loading. */
  by?: number;
};
