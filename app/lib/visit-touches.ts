/**
 * The tab's touches as a request sends them (app/lib/visit-source.ts records them). Kept
 * apart from the recorder, so the quote form's code does not share a chunk with the
 * module every page runs before hydration.
 */
export const firstKey = "visit-first-touch";
export const lastKey = "visit-last-touch";

/** Both touches for a request; the last is the first when no later landing brought a source. */
export function visitTouches(storage?: Storage): { firstTouch?: string; lastTouch?: string } {
  try {
    const store = storage ?? sessionStorage;
    const first = store.getItem(firstKey);
    if (first === null) return {};
    return { firstTouch: first, lastTouch: store.getItem(lastKey) ?? first };
  } catch {
    return {};
  }
}
