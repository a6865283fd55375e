import type { ClientDirective } from "astro";
import type { InteractOptions } from "./interact-options";

/** What tells us a visitor is reaching for something: on the island, or anywhere (`on: "page"`). */
const reaching = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;
/** Moving through the page counts for islands that react to the page as a whole. */
const moving = ["scroll", "wheel"] as const;

function whenIdle(run: () => void) {
  if (typeof window.requestIdleCallback === "function") {
    window.requestIdleCallback(run, { timeout: 4000 });
  } else {
    setTimeout(run, 1000);
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
const controls = "a[href], button, summary, label, input, select, textarea, [role='button']";

/**
 * The element a held click is replayed on: the control it landed in. A tap on a control's
 * icon lands on its SVG, which has no `click()` of its own, and on a wrapper that the
 * hydrated island may draw anew, leaving the held element out of the page.
 */
function replayTarget(target: Element): HTMLElement | null {
  const control = target.closest(controls);
  if (control instanceof HTMLElement) return control;
  let node: Element | null = target;
  while (node && !(node instanceof HTMLElement)) node = node.parentElement;
  return node;
}

/**
 * Whether the visitor reached the island before this directive was listening: Astro runs
 * directives only once the page's before-hydration script has arrived, and a visitor on a
 * slow line may already have focused a field, typed or ticked a box by then.
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

/** Controls the browser works itself, before any script: their clicks are never held. */
const nativeControls = "[popovertarget]";

/**
 * Keys an island takes with no default of the browser's own to wait on: closing (Escape)
 * and moving (arrows, on a slider, a menu or a viewer). A field's arrows move its caret and
 * are the browser's; Enter, Space and text always are.
 */
const replayedKeys = new Set(["Escape", "ArrowUp", "ArrowDown", "ArrowLeft", "ArrowRight"]);

function keyToReplay(event: KeyboardEvent): boolean {
  if (!replayedKeys.has(event.key) || event.isComposing) return false;
  if (event.metaKey || event.ctrlKey || event.altKey) return false;
  const target = event.target;
  if (!(target instanceof HTMLElement)) return false;
  if (event.key === "Escape") return true;
  return !(target.isContentEditable || target.closest("input, select, textarea"));
}

/**
 * Resolves once the page has nothing left to run: React hydrates an island in slices
 * (Astro starts it in a transition), so `hydrate()` returns long before the island has
 * committed and run its effects on a slow phone. Idle comes only after that, however long
 * it takes.
 */
function afterPendingWork(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === "function") {
      window.requestIdleCallback(() => resolve());
    } else {
      setTimeout(resolve, 50);
    }
  });
}

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
 *   (`whenBroken`), a slideshow due to move (`by`, in ms from the start of the page).
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
  /** The events that reached the island before it hydrated, in order, to happen again. */
  const held: { target: HTMLElement; replay: (target: HTMLElement) => void }[] = [];

  const holds = (target: EventTarget | null): target is Element =>
    target instanceof Element &&
    !target.closest(nativeControls) &&
    (island.contains(target) || (!!options.holdClicks && !!target.closest(options.holdClicks)));

  const onClick = (event: MouseEvent) => {
    if (!plainActivation(event) || !holds(event.target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const target = replayTarget(event.target);
    if (target) held.push({ target, replay: (element) => element.click() });
    start();
  };
  // Never held back: the browser does what a key does by itself, and the page's own
  // listeners on the window (the menus' closing rules) see it now. The island's see it
  // once, when it can answer.
  const onKeyDown = (event: KeyboardEvent) => {
    if (!keyToReplay(event) || !(event.target instanceof HTMLElement)) return;
    if (!island.contains(event.target)) return;
    event.stopImmediatePropagation();
    const { key, code, shiftKey } = event;
    held.push({
      target: event.target,
      replay: (element) =>
        element.dispatchEvent(
          new KeyboardEvent("keydown", { key, code, shiftKey, bubbles: true, cancelable: true }),
        ),
    });
    start();
  };
  const onSubmit = (event: Event) => event.preventDefault();

  const replayHeld = () => {
    document.removeEventListener("click", onClick, true);
    document.removeEventListener("keydown", onKeyDown, true);
    island.removeEventListener("submit", onSubmit, true);
    // An element the hydrated island drew anew is no longer the one the visitor reached.
    for (const { target, replay } of held.splice(0)) if (target.isConnected) replay(target);
  };

  const start = () => {
    if (started) return;
    started = true;
    for (const type of reaching) scope.removeEventListener(type, start, true);
    for (const type of moving) window.removeEventListener(type, start);
    island.removeEventListener("error", start, true);
    // Clicks and keys stay held until the island has committed, then happen in order.
    void load()
      .then(async (hydrate) => {
        await hydrate();
        await afterPendingWork();
      })
      .finally(replayHeld);
  };

  document.addEventListener("click", onClick, true);
  document.addEventListener("keydown", onKeyDown, true);
  island.addEventListener("submit", onSubmit, true);
  for (const control of island.querySelectorAll("[data-script-enables]")) {
    control.removeAttribute("disabled");
  }
  for (const type of reaching)
    scope.addEventListener(type, start, { capture: true, passive: true });
  if (options.on === "page") {
    for (const type of moving) window.addEventListener(type, start, { passive: true });
  }

  if (reachedAlready(island)) start();
  if (options.whenBroken) {
    island.addEventListener("error", start, true);
    if (brokenPhoto(island)) start();
  }
  const restore =
    (options.whenStored !== undefined && storedItem(options.whenStored)) ||
    (options.whenParam !== undefined &&
      new URLSearchParams(window.location.search).has(options.whenParam));
  if (restore) whenIdle(start);
  if (options.by !== undefined) {
    setTimeout(() => whenIdle(start), Math.max(0, options.by - performance.now()));
  }
};

export default interact;
