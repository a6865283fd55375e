/**
 * The events React hydrates for at once: a click, key or input that reaches a root still
 * hydrating makes React hydrate that path synchronously, in the event's own task, however
 * long that takes (issue 56: typing "roof" into All Services' search, 536 ms a key). Held
 * here, they never reach the root: the island hydrates in its own slices, as Astro started
 * it, and the browser still does what each event does by itself (text goes into the box,
 * a box is ticked, a popover opens).
 */
const discrete = [
  "pointerdown",
  "pointerup",
  "pointercancel",
  "mousedown",
  "mouseup",
  "touchstart",
  "touchend",
  "touchcancel",
  "auxclick",
  "dblclick",
  "contextmenu",
  "keydown",
  "keypress",
  "keyup",
  "beforeinput",
  "input",
  "textInput",
  "change",
  "compositionstart",
  "compositionend",
  "focusin",
  "focusout",
  "copy",
  "cut",
  "paste",
  "reset",
  "dragstart",
  "dragend",
  "drop",
] as const;

/** What the island is told once it has hydrated: the state the browser left its fields in. */
const replayed = new Set(["input", "change", "focusin"]);

/**
 * Stops the events that land in `island` from reaching its React root until `release` is
 * called, then tells the island, in order, once per element, what the browser did
 * meanwhile: an input or change on each field typed in or ticked (React reads the field's
 * value then, so the typed text reaches its state) and a focus on the field that has it.
 * Clicks are held and replayed by the directive itself. Listening on the island, in the
 * capture phase, before React's root adds its own there, these run first.
 */
export function holdWhileHydrating(island: Element): () => void {
  const seen: { type: string; target: Element }[] = [];
  const hold = (event: Event) => {
    event.stopImmediatePropagation();
    const { type, target } = event;
    if (!replayed.has(type) || !(target instanceof Element)) return;
    if (seen.some((held) => held.type === type && held.target === target)) return;
    seen.push({ type, target });
  };
  for (const type of discrete) island.addEventListener(type, hold, true);
  return () => {
    for (const type of discrete) island.removeEventListener(type, hold, true);
    for (const { type, target } of seen) {
      if (!target.isConnected) continue;
      if (type === "focusin" && document.activeElement !== target) continue;
      const init = { bubbles: true };
      target.dispatchEvent(type === "focusin" ? new FocusEvent(type, init) : new Event(type, init));
    }
  };
}
