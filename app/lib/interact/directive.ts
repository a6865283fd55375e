import type { ClientDirective } from "astro";
import type { InteractOptions } from "../interact-options";
import { afterFirstPaint, afterNextFrame, hasPainted } from "../after-first-paint";
import { clicksHeard, plainActivation, replayTarget, swallow, takeEarlyClicks } from "./clicks";
import { holdWhileHydrating } from "./hold-while-hydrating";
import { reachedAlready, wakeByOptions, wakeIfScrolled, whenIdle } from "./wake-early";
import { loadPageScript } from "../page-script-loader";
import { linkWholeStylesheet } from "../whole-stylesheet";

/** What tells us a visitor is reaching for something: on the island, or anywhere (`on: "page"`). */
const reaching = ["pointerover", "pointerdown", "touchstart", "keydown", "focusin"] as const;
/** Moving through the page counts for islands that react to the page as a whole. */
const moving = ["scroll", "wheel"] as const;

type Held = { island: HTMLElement; options: InteractOptions; controls: HTMLElement[] };

/** Whether a click is one the island answers: inside it, or on what `holdClicks` names. */
function holds({ island, options }: Held, target: EventTarget | null): target is Element {
  return (
    target instanceof Element &&
    (island.contains(target) || (!!options.holdClicks && !!target.closest(options.holdClicks)))
  );
}

/**
 * Chrome fires no click when the element a mouse pressed leaves the page before the button
 * comes up, and a waking island may draw a control's label anew mid-press (one that
 * changes once the width is known). The press still ends on the control: it is clicked,
 * unless the browser clicked it itself. A tap is hit-tested when it ends, so its click
 * comes anyway.
 */
function clickAcrossRedraws(island: HTMLElement) {
  let pressed: { on: Element; control: HTMLElement } | null = null;
  island.addEventListener(
    "pointerdown",
    (event) => {
      pressed = null;
      if (event.pointerType !== "mouse" || !plainActivation(event)) return;
      const control = event.target instanceof Element ? replayTarget(event.target) : null;
      if (control && event.target instanceof Element) pressed = { on: event.target, control };
    },
    true,
  );
  island.addEventListener(
    "pointerup",
    (event) => {
      const press = pressed;
      pressed = null;
      if (!press || !(event.target instanceof Node) || !press.control.contains(event.target)) {
        return;
      }
      const heard = clicksHeard();
      // React may redraw the label while the release is still being dispatched, and the
      // browser's own click would come in the same task: the next task sees how it ended.
      setTimeout(() => {
        if (clicksHeard() === heard && !press.on.isConnected && press.control.isConnected) {
          press.control.click();
        }
      });
    },
    true,
  );
}

/**
 * Resolves just after the next frame: what the visitor's event did by itself (a popover
 * opened, a letter typed) is on screen before hydration takes the thread. A tab in the
 * background draws no frames, so a tenth of a second will do there.
 */
function framePainted(): Promise<void> {
  return new Promise((resolve) => {
    void afterNextFrame().then(resolve);
    setTimeout(resolve, 100);
  });
}

/**
 * Fetches the island's code with the page's own script and the whole stylesheet (decisions
 * 222 and 224), lets the browser paint what the visitor's event did natively, then
 * hydrates while the events landing in the island are held (hold-while-hydrating.ts).
 * Once the page is idle, React has committed the island and run its effects: the held
 * events are told, and the held clicks happen, in order.
 */
async function wake(load: () => Promise<() => Promise<void>>, held: Held, stopHolding: () => void) {
  let release = () => {};
  try {
    const [hydrate] = await Promise.all([
      load(),
      loadPageScript({ now: true }),
      linkWholeStylesheet(),
    ]);
    await framePainted();
    release = holdWhileHydrating(held.island);
    await hydrate();
  } finally {
    whenIdle(() => {
      release();
      stopHolding();
      // An element the hydrated island drew anew is no longer the one the visitor reached.
      for (const control of held.controls) if (control.isConnected) control.click();
    });
  }
}

/** The island's options as the page wrote them: Astro types the value as a string. */
function optionsOf(directive: Parameters<ClientDirective>[1]): InteractOptions {
  const value: unknown = directive.value;
  return typeof value === "object" && value !== null ? value : {};
}

/**
 * `client:interact`: React arrives when a visitor reaches for an island, not before
 * (decisions 088 and 202). The island's HTML works on its own until then: links lead
 * somewhere, the phone menu is a popover, typed text is kept.
 *
 * - It hydrates on the first pointer over, touch, key or focus inside the island, or
 *   anywhere on the page with `on: "page"`, where scrolling counts too.
 * - A click that lands while the code is on its way or the island hydrates is held and
 *   happens once the island has hydrated: the first tap is never lost. `holdClicks` names
 *   what else to hold (the quote links the quote dialog takes over). Other events are
 *   kept from the root while it hydrates (decision 246).
 * - Some islands wake before a touch (wake-early.ts): a draft or a `?service=` to restore,
 *   a photo that failed, a slideshow due to move, an island scrolled into view.
 * - Controls marked `data-script-enables` (a form's submit button, disabled in the HTML so
 *   that no script means no native submission) are enabled now that a script runs.
 *
 * The page-wide listeners that must run before Astro calls this are started by the
 * directive's entry, app/lib/interact-directive.ts; this module does nothing on import.
 */
const interact: ClientDirective = (load, directive, island) => {
  const options = optionsOf(directive);
  const held: Held = { island, options, controls: takeEarlyClicks(island) };
  let started = false;

  const onClick = (event: MouseEvent) => {
    if (!plainActivation(event) || !holds(held, event.target)) return;
    swallow(event);
    const control = replayTarget(event.target);
    if (control) held.controls.push(control);
    start();
  };
  const onSubmit = (event: Event) => event.preventDefault();
  const stopHolding = () => {
    document.removeEventListener("click", onClick, true);
    island.removeEventListener("submit", onSubmit, true);
  };

  function start() {
    if (started) return;
    // Its listeners stay: they return here at once, and removing them would cost bytes in
    // every page's HTML, which Astro writes this directive into. Nothing is fetched before
    // the first paint (decision 222).
    started = true;
    const go = () => void wake(load, held, stopHolding);
    if (hasPainted()) go();
    else void afterFirstPaint().then(go);
  }

  document.addEventListener("click", onClick, true);
  island.addEventListener("submit", onSubmit, true);
  clickAcrossRedraws(island);
  if (held.controls.length > 0) start();
  for (const control of island.querySelectorAll("[data-script-enables]")) {
    control.removeAttribute("disabled");
  }
  if (options.on === "page") {
    // What lands on the island wakes it at once; what lands elsewhere, once the page is
    // idle, so that the island the visitor reached for hydrates first, alone (decision 246).
    let deferred = false;
    const reach = (event: Event) => {
      if (holds(held, event.target)) start();
      else if (!deferred) {
        deferred = true;
        whenIdle(start, 2000);
      }
    };
    for (const type of reaching)
      document.addEventListener(type, reach, { capture: true, passive: true });
    for (const type of moving) window.addEventListener(type, reach, { passive: true });
    wakeIfScrolled(start);
  } else {
    for (const type of reaching)
      island.addEventListener(type, start, { capture: true, passive: true });
  }
  if (reachedAlready(island)) start();
  wakeByOptions(island, options, start);
};

export default interact;
