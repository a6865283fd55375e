import { useEffect } from "react";

/** Every 15 s, so something new shows within 30 s even when one poll is slow or lost. */
export const pollMs = 15_000;

/**
 * Runs `load` now, every 15 s while the page is visible, and as soon as it becomes visible
 * again: the one way the inbox keeps a screen fresh (the list, an open lead's texts).
 * A new `load` starts over.
 */
export function usePoll(load: () => unknown) {
  useEffect(() => {
    void load();
    const whenVisible = () => {
      if (document.visibilityState === "visible") void load();
    };
    const timer = window.setInterval(whenVisible, pollMs);
    document.addEventListener("visibilitychange", whenVisible);
    return () => {
      window.clearInterval(timer);
      document.removeEventListener("visibilitychange", whenVisible);
    };
  }, [load]);
}
