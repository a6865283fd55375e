import type { ClientDirective } from "astro";
import type { InteractOptions } from "./interact-options";
import { afterFirstPaint, afterNextFrame, hasPainted } from "./after-first-paint";
import { replayKeysOnceHydrated } from "./keys-before-hydration";
import { holdPhotosForLeadPhoto } from "./lead-photo-first";
import { watchMenusBeforeHydration } from "./menus-before-hydration";
import { loadPageScript } from "./page-script-loader";
import { linkWholeStylesheet } from "./whole-stylesheet";

// A visitor's first scroll, press or key must close an open menu and reach the island it
// wakes, however early it comes (decision 202): these listen from the page's HTML, which
// Astro writes this file into, not from a file fetched after the paint (decision 222).
watchMenusBeforeHydration();
replayKeysOnceHydrated();
// Every page with an island that waits for a touch: the page's own script, after the paint.
void loadPageScript();
// Written before the collage in the HTML, so its other photos wait for the lead photo from
// the first layout on (decision 226).
holdPhotosForLeadPhoto();

/** What tells us a visitor is reaching for something: on the island, or anywhere (`on: "page"`). */
const reaching = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;
/** Moving through the page counts for islands that react to the page as a whole. */
const moving = ["scroll", "wheel"] as const;

/**
 * Runs once the page has nothing left to run, or after `timeout` ms at the latest (soon,
 * where a browser cannot tell when it is idle). Without a timeout it waits however long
 * the page is busy: React hydrates an island in slices (Astro starts it in a transition),
 * so `hydrate()` returns long before a slow phone has committed the island and run its
 * effects, and idle comes only after that.
 */
function whenIdle(run: () => void, timeout?: number) {
  if (typeof window.requestIdleCallback === "function") {
    // An undefined timeout is no timeout.
    window.requestIdleCallback(run, { timeout });
  } else {
    setTimeout(run, 50);
  }
}

function storedItem(key: string): boolean {
  try {
    return window.sessionStorage.getItem(key) !== null;
  } catch {
    return false;
  }
}

function brokenPhoto(root: Element): boolean {
  return [...root.querySelectorAll("img")].some((img) => img.complete && img.naturalWidth === 0);
}

/** What a visitor can activate: a click inside one of these is a click on it. */
const controls = "a[href],button,summary,label,input,select,textarea,[role=button]";

/**
 * The element a held click is replayed on: the control it landed in. A tap on a control's
 * icon lands on its SVG, which has no `click()` of its own, and on a wrapper that the
 * hydrated island may draw anew, leaving the held element out of the page.
 */
function replayTarget(target: Element): HTMLElement | null {
  const control = target.closest(controls) ?? target.closest(":not(svg, svg *)");
  return control instanceof HTMLElement ? control : null;
}

/**
 * Whether the visitor reached the island before this directive was listening: Astro runs
 * a directive only once its island's HTML has been parsed, and on a slow line a visitor may
 * already have focused a field, typed or ticked a box above it by then.
 */
function reachedAlready(island: HTMLElement): boolean {
  if (island.contains(document.activeElement)) return true;
  return [...island.querySelectorAll("input, textarea")].some((control) =>
    control instanceof HTMLInputElement && (control.type === "checkbox" || control.type === "radio")
      ? control.checked !== control.defaultChecked
      : (control instanceof HTMLInputElement || control instanceof HTMLTextAreaElement) &&
        control.value !== control.defaultValue,
  );
}

function plainActivation(event: MouseEvent): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * Taps on an island's buttons made before Astro called this directive for it. Astro calls a
 * directive once its island's HTML has been parsed, but runs this file as soon as the HTML
 * reaches it: a tap in between is kept here for the island, not lost. A link is left to
 * lead where it leads, as it would with no script at all.
 */
const early: HTMLElement[] = [];
const handedOver = new WeakSet<Element>();
/** Every click the page has heard, to tell whether a press ended in one. */
let clicksHeard = 0;
document.addEventListener(
  "click",
  (event) => {
    clicksHeard += 1;
    const { target } = event;
    if (!(target instanceof Element) || !plainActivation(event)) return;
    const island = target.closest("[client=interact]");
    if (!island || handedOver.has(island)) return;
    const control = replayTarget(target);
    if (!control || control.closest("a[href]")) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    early.push(control);
  },
  true,
);

/**
 * `client:interact`: React arrives when a visitor reaches for an island, not before
 * (decision 088). The island's HTML works on its own until then: links lead somewhere,
 * the phone menu is a popover, typed text is kept.
 *
 * - It hydrates on the first pointer over, touch, key or focus inside the island, or
 *   anywhere on the page with `on: "page"`, where scrolling counts too.
 * - A click that lands while the code is on its way is held and happens once the island
 *   has hydrated: the first tap is never lost. `holdClicks` names what else to hold
 *   (the quote links the quote dialog takes over).
 * - Some islands must not wait for a touch: a draft or a `?service=` to restore
 *   (`whenStored`, `whenParam`), a photo that failed and needs its stand-in
 *   (`whenBroken`), a slideshow due to move (`by`, in ms from the start of the page), an
 *   island below the fold as soon as it scrolls into view (`whenVisible`), with the clicks
 *   made on it meanwhile held like any other (Astro's `client:visible` would drop them).
 * - Controls marked `data-script-enables` (a form's submit button, disabled in the HTML so
 *   that no script means no native submission) are enabled now that a script runs; their
 *   clicks are held like any other.
 */
const interact: ClientDirective = (load, directive, island) => {
  // Astro types the value as a string but hands over what the page wrote, parsed.
  const value: unknown = directive.value;
  const options: InteractOptions = typeof value === "object" && value !== null ? value : {};
  const scope: EventTarget = options.on === "page" ? document : island;
  let started = false;
  /** The controls clicked before the island hydrated, in order. */
  const held: HTMLElement[] = [];

  const holds = (target: EventTarget | null): target is Element =>
    target instanceof Element &&
    (island.contains(target) || (!!options.holdClicks && !!target.closest(options.holdClicks)));

  const onClick = (event: MouseEvent) => {
    if (!plainActivation(event) || !holds(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = replayTarget(event.target);
    if (target) held.push(target);
    start();
  };
  const onSubmit = (event: Event) => event.preventDefault();

  // Chrome fires no click when the element a mouse pressed leaves the page before the
  // button comes up, and a waking island may draw a control's label anew mid-press (one
  // that changes once the width is known). The press still ends on the control: it is
  // clicked, unless the browser clicked it itself. A tap is hit-tested when it ends, so
  // its click comes anyway.
  let pressed: { on: Element; control: HTMLElement } | null = null;
  const onPressStart = (event: PointerEvent) => {
    const { target } = event;
    pressed = null;
    if (event.pointerType !== "mouse" || !plainActivation(event)) return;
    if (!(target instanceof Element)) return;
    const control = replayTarget(target);
    if (control) pressed = { on: target, control };
  };
  const onPressEnd = (event: PointerEvent) => {
    const press = pressed;
    pressed = null;
    if (!press || !(event.target instanceof Node) || !press.control.contains(event.target)) return;
    const heard = clicksHeard;
    // React may redraw the label while the release is still being dispatched (it hydrates
    // what a discrete event lands on at once), and the browser's own click would come in
    // the same task: the next task sees how it ended.
    setTimeout(() => {
      if (clicksHeard === heard && !press.on.isConnected && press.control.isConnected) {
        press.control.click();
      }
    });
  };

  const replayHeld = () => {
    document.removeEventListener("click", onClick, true);
    island.removeEventListener("submit", onSubmit, true);
    // An element the hydrated island drew anew is no longer the one the visitor reached.
    for (const target of held) if (target.isConnected) target.click();
  };

  const start = () => {
    if (started) return;
    // Its listeners stay: they return here at once, and removing them would cost bytes in
    // every page's HTML, which Astro writes this directive into.
    started = true;
    // Nothing is fetched before the first paint: a cursor resting on the page reaches for
    // an island before there is anything to see (decision 222). The island's code and the
    // page's own script then come together, and the page's runs first, as it did when
    // Astro awaited it before every island; so does the whole stylesheet, for what the
    // island draws anew (decision 224). Clicks stay held until the island has committed,
    // then happen in order.
    const wake = () =>
      void Promise.all([load(), loadPageScript({ now: true }), linkWholeStylesheet()])
        .then(([hydrate]) => hydrate())
        .finally(() => whenIdle(replayHeld));
    if (hasPainted()) wake();
    else void afterFirstPaint().then(wake);
  };

  document.addEventListener("click", onClick, true);
  island.addEventListener("submit", onSubmit, true);
  island.addEventListener("pointerdown", onPressStart, true);
  island.addEventListener("pointerup", onPressEnd, true);
  handedOver.add(island);
  for (const target of early.filter((control) => island.contains(control))) {
    early.splice(early.indexOf(target), 1);
    held.push(target);
  }
  if (held.length > 0) start();
  for (const control of island.querySelectorAll("[data-script-enables]")) {
    control.removeAttribute("disabled");
  }
  for (const type of reaching)
    scope.addEventListener(type, start, { capture: true, passive: true });
  if (options.on === "page") {
    for (const type of moving) window.addEventListener(type, start, { passive: true });
  }

  // A scroll made before this directive was listening left no event to hear, only the
  // page's position: an island that reacts to the page wakes for it. Reading the position
  // forces a layout whenever the page has changed since its last frame, as it does all
  // through the parse (issue 39), so it is read just after a frame, and never before the
  // first paint; a scroll in between is heard by the listeners above.
  if (options.on === "page") {
    const movedAlready = () => {
      if (window.scrollY !== 0) start();
    };
    const painted = hasPainted() ? Promise.resolve() : afterFirstPaint();
    void painted.then(afterNextFrame).then(movedAlready);
  }
  if (reachedAlready(island)) start();
  if (options.whenVisible) {
    // The island element draws no box of its own; its children do.
    const seen = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      seen.disconnect();
      start();
    });
    for (const child of island.children) seen.observe(child);
  }
  if (options.whenBroken) {
    island.addEventListener("error", start, true);
    if (brokenPhoto(island)) start();
  }
  const restore =
    (options.whenStored !== undefined && storedItem(options.whenStored)) ||
    (options.whenParam !== undefined &&
      new URLSearchParams(window.location.search).has(options.whenParam));
  if (restore) whenIdle(start, 4000);
  if (options.by !== undefined) {
    setTimeout(() => whenIdle(start, 4000), Math.max(0, options.by - performance.now()));
  }
};

export default interact;
