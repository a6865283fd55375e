import { useSyncExternalStore } from "react";

/** 8 cards per page from 992 px wide, 6 below; resize settles for 150 ms. */
export const wideMinWidth = 992;
export const widePageSize = 8;
export const narrowPageSize = 6;
export const resizeDebounceMs = 150;

export function pageSizeFor(width: number): number {
  return width >= wideMinWidth ? widePageSize : narrowPageSize;
}

function subscribe(notify: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onResize = () => {
    clearTimeout(timer);
    timer = setTimeout(notify, resizeDebounceMs);
  };
  window.addEventListener("resize", onResize);
  return () => {
    clearTimeout(timer);
    window.removeEventListener("resize", onResize);
  };
}

const currentPageSize = () => pageSizeFor(window.innerWidth);
// The prerendered HTML cannot know the width, so the grid lets CSS decide until hydration.
const unknownPageSize = () => null;

/** The page size for the window's width, re-read once a resize has settled. */
export function usePageSize(): number | null {
  return useSyncExternalStore(subscribe, currentPageSize, unknownPageSize);
}
