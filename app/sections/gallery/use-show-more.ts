import { useEffect, useRef, useState, type RefObject } from "react";

type ShowMore = {
  /** How many items to render now. */
  shown: number;
  /** Items left behind 'Show More', counted from the whole list. */
  remaining: number;
  /** 'Show More' was pressed before the rest of the list arrived. */
  waiting: boolean;
  showMore: () => void;
  /** The list whose buttons take focus: the first new item, once it is there. */
  listRef: RefObject<HTMLUListElement | null>;
};

/**
 * Page-by-page reveal of a list that may still be arriving: `loaded` items are at hand,
 * `total` exist. A press that outruns the data waits for it, then moves focus to the
 * first new item, so a keyboard user carries on from where the new items start.
 */
export function useShowMore(loaded: number, total: number, pageSize: number): ShowMore {
  const [pages, setPages] = useState(1);
  const listRef = useRef<HTMLUListElement>(null);
  const focusFrom = useRef<number | null>(null);
  const wanted = Math.min(pageSize * pages, total);
  const shown = Math.min(wanted, loaded);

  useEffect(() => {
    const from = focusFrom.current;
    if (from === null || shown <= from) return;
    focusFrom.current = null;
    listRef.current?.querySelectorAll<HTMLButtonElement>("li > button")[from]?.focus();
  }, [shown]);

  return {
    shown,
    remaining: total - shown,
    waiting: shown < wanted,
    showMore: () => {
      if (shown < wanted) return;
      focusFrom.current = shown;
      setPages((count) => count + 1);
    },
    listRef,
  };
}
