import { useState } from "react";

/**
 * Radix returns focus to a Dialog.Trigger on close; our dialogs open from plain buttons
 * and from the form's submit, so they remember what had focus when they mounted and send
 * focus back there themselves.
 */
export function useReturnFocus(): (event: Event) => void {
  const [opener] = useState(() =>
    typeof document === "undefined" ? null : (document.activeElement as HTMLElement | null),
  );
  return (event: Event) => {
    if (!opener?.isConnected) return;
    event.preventDefault();
    opener.focus();
  };
}
