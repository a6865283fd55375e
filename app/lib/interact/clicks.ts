/**
 * The clicks `client:interact` keeps for an island until it can answer them (decision 202):
 * which control a click is replayed on, and the taps that came before Astro called the
 * island's directive. Nothing here runs on import; `listenForEarlyClicks` is called once
 * from the directive's entry (app/lib/interact-directive.ts).
 */

/** What a visitor can activate: a click inside one of these is a click on it. */
const controls = "a[href],button,summary,label,input,select,textarea,[role=button]";

/**
 * The element a held click is replayed on: the control it landed in. A tap on a control's
 * icon lands on its SVG, which has no `click()` of its own, and on a wrapper that the
 * hydrated island may draw anew, leaving the held element out of the page.
 */
export function replayTarget(target: Element): HTMLElement | null {
  const control = target.closest(controls) ?? target.closest(":not(svg, svg *)");
  return control instanceof HTMLElement ? control : null;
}

/** A primary click with no key held: one that opens a new tab or window is the browser's. */
export function plainActivation(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/** Stops a click before anything else hears it, the browser's own action included. */
export function swallow(event: Event) {
  event.preventDefault();
  event.stopImmediatePropagation();
}

const early: HTMLElement[] = [];
const handedOver = new WeakSet<Element>();
let heard = 0;
let listening = false;

/** Every click the page has heard, to tell whether a press ended in one. */
export function clicksHeard(): number {
  return heard;
}

/**
 * Taps on an island's buttons made before Astro called the directive for it. Astro calls a
 * directive once its island's HTML has been parsed, but runs the directive's file as soon
 * as the HTML reaches it: a tap in between is kept here for the island, not lost. A link
 * is left to lead where it leads, as it would with no script at all.
 */
export function listenForEarlyClicks() {
  if (listening) return;
  listening = true;
  document.addEventListener(
    "click",
    (event) => {
      heard += 1;
      const { target } = event;
      if (!(target instanceof Element) || !plainActivation(event)) return;
      const island = target.closest("[client=interact]");
      if (!island || handedOver.has(island)) return;
      const control = replayTarget(target);
      if (!control || control.closest("a[href]")) return;
      swallow(event);
      early.push(control);
    },
    true,
  );
}

/** Hands an island the taps kept for it, in order; its directive holds what comes next. */
export function takeEarlyClicks(island: Element): HTMLElement[] {
  handedOver.add(island);
  const mine = early.filter((control) => island.contains(control));
  for (const control of mine) early.splice(early.indexOf(control), 1);
  return mine;
}
