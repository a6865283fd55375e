import { useSyncExternalStore } from "react";

const subscribeNever = () => () => {};

/** False in the prerendered HTML and during hydration, true once React runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
}
