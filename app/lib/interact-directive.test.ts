// @vitest-environment jsdom
import type { ClientDirective } from "astro";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import interact from "./interact-directive";
import type { InteractOptions } from "./interact-options";

/** The page's own script (decision 222): arrived at once, unless a test holds it. */
const pageScript = vi.hoisted(() => ({ arrived: Promise.resolve() as Promise<unknown> }));
vi.mock("./page-script-loader", () => ({ loadPageScript: () => pageScript.arrived }));
/** The whole stylesheet (decision 224): in at once, unless a test holds it. */
const stylesheet = vi.hoisted(() => ({ loaded: Promise.resolve() as Promise<unknown> }));
vi.mock("./whole-stylesheet", () => ({ linkWholeStylesheet: () => stylesheet.loaded }));

/** An island as the build writes it, and a stand-in for Astro's loader and hydration. */
function island(
  html: string,
  options: InteractOptions | true = true,
  beforeDirective: (element: HTMLElement) => void = () => {},
) {
  const element = document.createElement("astro-island");
  element.setAttribute("client", "interact");
  element.innerHTML = html;
  document.body.append(element);
  // What a visitor does before Astro calls the directive.
  beforeDirective(element);
  const hydrate = vi.fn(async () => {});
  let arrive: () => void = () => {};
  const load = vi.fn(
    () =>
      new Promise<typeof hydrate>((resolve) => {
        arrive = () => resolve(hydrate);
      }),
  );
  // What Astro hands over: the page's value, parsed, though its type says string.
  const directive = {
    name: "interact",
    value: options,
  } as unknown as Parameters<ClientDirective>[1];
  void interact(load, directive, element);
  return { element, load, hydrate, arrive: () => arrive() };
}

/** A mouse's pointer event (jsdom has no PointerEvent). */
function mouse(type: "pointerdown" | "pointerup"): MouseEvent {
  const event = new MouseEvent(type, { bubbles: true, cancelable: true, button: 0 });
  return Object.assign(event, { pointerType: "mouse", isPrimary: true });
}

/** Past the island's hydration and the idle moment after it (stubbed below at 1 ms). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 5));
/** A frame drawn and the task after it run: jsdom draws at 60 frames a second. */
const nextFrame = () =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 5)));

beforeEach(() => {
  vi.stubGlobal("requestIdleCallback", (run: () => void) => setTimeout(run, 1));
});

afterEach(() => {
  document.body.replaceChildren();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/");
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe("client:interact", () => {
  it("loads nothing while the visitor reads", async () => {
    const { load } = island("<button>Open</button>");
    await new Promise((resolve) => setTimeout(resolve, 20));
    window.dispatchEvent(new Event("scroll"));
    expect(load).not.toHaveBeenCalled();
  });

  it("hydrates only once the page's own script has run, fetching both at once", async () => {
    let run: (value?: unknown) => void = () => {};
    pageScript.arrived = new Promise((resolve) => (run = resolve));
    try {
      const { element, load, hydrate, arrive } = island("<button>Open</button>");
      element.querySelector("button")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
      expect(load).toHaveBeenCalledTimes(1);
      arrive();
      await settle();
      expect(hydrate).not.toHaveBeenCalled();
      run();
      await settle();
      expect(hydrate).toHaveBeenCalledTimes(1);
    } finally {
      pageScript.arrived = Promise.resolve();
    }
  });

  it("hydrates only once the whole stylesheet is in, for what the island draws anew", async () => {
    let loaded: (value?: unknown) => void = () => {};
    stylesheet.loaded = new Promise((resolve) => (loaded = resolve));
    try {
      const { element, hydrate, arrive } = island("<button>Open</button>");
      element.querySelector("button")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
      arrive();
      await settle();
      expect(hydrate).not.toHaveBeenCalled();
      loaded();
      await settle();
      expect(hydrate).toHaveBeenCalledTimes(1);
    } finally {
      stylesheet.loaded = Promise.resolve();
    }
  });

  it("loads when the visitor reaches for the island", () => {
    const { element, load } = island("<button>Open</button>");
    element.querySelector("button")?.dispatchEvent(new Event("pointerover", { bubbles: true }));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it("with on: page, loads on a key or a scroll anywhere", () => {
    const first = island("<p>menu</p>", { on: "page" });
    document.body.dispatchEvent(new KeyboardEvent("keydown", { bubbles: true }));
    expect(first.load).toHaveBeenCalledTimes(1);
    const second = island("<p>bar</p>", { on: "page" });
    window.dispatchEvent(new Event("scroll"));
    expect(second.load).toHaveBeenCalledTimes(1);
  });

  it("with on: page, wakes when the page was scrolled before it was listening", async () => {
    // A visitor who scrolls while the page's scripts are still on their way sends no
    // scroll event that the directive can hear; the page's position still says they moved.
    Object.defineProperty(window, "scrollY", { value: 900, configurable: true });
    try {
      const moved = island("<p>bar</p>", { on: "page" });
      const inPlace = island("<p>menu</p>");
      await nextFrame();
      expect(moved.load).toHaveBeenCalledTimes(1);
      expect(inPlace.load).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    }
  });

  it("with on: page, reads the page's position just after a frame, not while it parses", async () => {
    // During the parse every read of the position forces a layout of its own (issue 39);
    // just after a frame the layout is fresh and the read costs nothing.
    const position = vi.fn(() => 900);
    Object.defineProperty(window, "scrollY", { get: position, configurable: true });
    try {
      const moved = island("<p>bar</p>", { on: "page" });
      await Promise.resolve();
      expect(position).not.toHaveBeenCalled();
      await nextFrame();
      expect(position).toHaveBeenCalled();
      expect(moved.load).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    }
  });

  it("with on: page, reads the page's position only once the page has painted", async () => {
    // Reading the position while the HTML is parsed forces a layout before the first
    // paint (issue 39): the directive asks once the page has painted.
    let painted: ((list: { getEntries: () => PerformanceEntryList }) => void) | undefined;
    class PaintObserver {
      static supportedEntryTypes = ["paint"];
      constructor(callback: typeof painted) {
        painted = callback;
      }
      observe() {}
      disconnect() {}
    }
    vi.stubGlobal("PerformanceObserver", PaintObserver);
    vi.spyOn(performance, "getEntriesByType").mockReturnValue([]);
    vi.spyOn(performance, "getEntriesByName").mockReturnValue([]);
    const position = vi.fn(() => 900);
    Object.defineProperty(window, "scrollY", { get: position, configurable: true });
    try {
      const moved = island("<p>bar</p>", { on: "page" });
      expect(position).not.toHaveBeenCalled();
      expect(moved.load).not.toHaveBeenCalled();
      const paint = [{ name: "first-contentful-paint" } as PerformanceEntry];
      vi.spyOn(performance, "getEntriesByName").mockReturnValue(paint);
      painted?.({ getEntries: () => paint });
      await nextFrame();
      expect(position).toHaveBeenCalled();
      expect(moved.load).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
      vi.restoreAllMocks();
    }
  });

  it("holds a click made while the code loads and replays it once hydrated", async () => {
    const { element, hydrate, arrive } = island("<button>Open</button>");
    const button = element.querySelector("button")!;
    const clicks: boolean[] = [];
    button.addEventListener("click", (event) => clicks.push(event.isTrusted));
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);

    arrive();
    await settle();
    expect(hydrate).toHaveBeenCalled();
    expect(clicks).toHaveLength(1);

    const later = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
    expect(clicks).toHaveLength(2);
  });

  it("clicks a control whose pressed label was drawn anew before the mouse came up", async () => {
    // Chrome fires no click when the element a mouse pressed leaves the page before the
    // release: a label that the waking island swaps mid-press would lose the click.
    const { element, hydrate, arrive } = island("<button><span>Show More (11)</span></button>");
    const button = element.querySelector("button")!;
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    const label = () => Object.assign(document.createElement("span"), { textContent: "…" });
    // React may also redraw it while the release is being dispatched, on the old label.
    const pressAcrossRedraw = (duringRelease = false) => {
      button.querySelector("span")!.dispatchEvent(mouse("pointerdown"));
      if (duringRelease) {
        const redraw = () => button.replaceChildren(label());
        button.addEventListener("pointerup", redraw, { once: true });
        button.querySelector("span")!.dispatchEvent(mouse("pointerup"));
      } else {
        button.replaceChildren(label());
        button.dispatchEvent(mouse("pointerup"));
      }
    };
    pressAcrossRedraw();
    await settle();
    // Held like any click while the island wakes, then replayed.
    expect(clicks).not.toHaveBeenCalled();
    arrive();
    await settle();
    expect(hydrate).toHaveBeenCalled();
    expect(clicks).toHaveBeenCalledTimes(1);
    pressAcrossRedraw();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(2);
    pressAcrossRedraw(true);
    await settle();
    expect(clicks).toHaveBeenCalledTimes(3);
  });

  it("adds no click of its own to a press whose element stayed, or whose click came", async () => {
    const { element, arrive } = island("<button><span>Open</span></button>");
    const button = element.querySelector("button")!;
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    const span = element.querySelector("span")!;
    span.dispatchEvent(mouse("pointerdown"));
    span.dispatchEvent(mouse("pointerup"));
    await settle();
    expect(clicks).not.toHaveBeenCalled();

    // Another engine clicks the control both ends share, though the pressed one left.
    button.firstElementChild!.dispatchEvent(mouse("pointerdown"));
    button.replaceChildren("Open");
    button.dispatchEvent(mouse("pointerup"));
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    arrive();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("keeps a tap on a button made before Astro called the directive, and replays it", async () => {
    const clicks: boolean[] = [];
    let tap: MouseEvent | undefined;
    const { element, hydrate, arrive, load } = island("<button>Pause</button>", true, (el) => {
      const button = el.querySelector("button")!;
      button.addEventListener("click", (event) => clicks.push(event.isTrusted));
      tap = new MouseEvent("click", { bubbles: true, cancelable: true });
      button.dispatchEvent(tap);
    });
    expect(tap?.defaultPrevented).toBe(true);
    expect(clicks).toEqual([]);
    expect(load).toHaveBeenCalledTimes(1);
    arrive();
    await settle();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(clicks).toHaveLength(1);
    // Once handed over, the directive alone holds what the island gets.
    const later = new MouseEvent("click", { bubbles: true, cancelable: true });
    element.querySelector("button")!.dispatchEvent(later);
    expect(clicks).toHaveLength(2);
  });

  it("lets a link tapped before Astro called the directive lead where it leads", () => {
    let tap: MouseEvent | undefined;
    island('<a href="/gallery">Gallery</a>', true, (el) => {
      tap = new MouseEvent("click", { bubbles: true, cancelable: true });
      el.querySelector("a")!.dispatchEvent(tap);
    });
    expect(tap?.defaultPrevented).toBe(false);
  });

  it("replays a click that landed on an icon on the control that holds it", async () => {
    const { element, arrive } = island(
      '<button><svg viewBox="0 0 24 24"><path d="M0 0h24v24H0z"></path></svg></button>',
    );
    const button = element.querySelector("button")!;
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    element.querySelector("path")!.dispatchEvent(early);
    expect(early.defaultPrevented).toBe(true);
    clicks.mockClear();

    arrive();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("replays a click on a wrapper inside a control on the control itself", async () => {
    const { element, arrive } = island('<button><span class="face">Hide</span></button>');
    const button = element.querySelector("button")!;
    const clicks = vi.fn();
    button.addEventListener("click", clicks);
    element
      .querySelector(".face")!
      .dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    clicks.mockClear();
    // Hydration draws the control's inside anew: the wrapper clicked is gone.
    button.replaceChildren("Hide");
    arrive();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("waits until the page is idle after hydrating before it replays a click", async () => {
    let idle: () => void = () => {};
    vi.stubGlobal("requestIdleCallback", (run: () => void) => {
      idle = run;
    });
    const { element, hydrate, arrive } = island("<button>Pause</button>");
    const button = element.querySelector("button")!;
    const clicks = vi.fn();
    button.dispatchEvent(new MouseEvent("click", { bubbles: true, cancelable: true }));
    button.addEventListener("click", clicks);
    arrive();
    await settle();
    // React is still hydrating in slices: a click now would race it.
    expect(hydrate).toHaveBeenCalled();
    expect(clicks).not.toHaveBeenCalled();
    idle();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("wakes at once when a field was typed in or focused before it was listening", () => {
    const typed = document.createElement("astro-island");
    typed.innerHTML = '<form><input name="name"></form>';
    document.body.append(typed);
    typed.querySelector("input")!.value = "Jo3";
    const load = vi.fn(() => new Promise<() => Promise<void>>(() => {}));
    const directive = {
      name: "interact",
      value: true,
    } as unknown as Parameters<ClientDirective>[1];
    void interact(load, directive, typed);
    expect(load).toHaveBeenCalledTimes(1);

    const untouched = island('<form><input name="name" value="kept"></form>');
    expect(untouched.load).not.toHaveBeenCalled();
  });

  it("lets a click that opens a new tab through", () => {
    const { element, load } = island('<a href="#gallery">Gallery</a>');
    const click = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    element.querySelector("a")?.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(false);
    expect(load).not.toHaveBeenCalled();
  });

  it("holds clicks on what holdClicks names, outside the island too", async () => {
    const link = document.createElement("a");
    link.href = "/contact";
    link.dataset.quoteDialog = "";
    document.body.append(link);
    const { load, arrive } = island("", { on: "page", holdClicks: "a[data-quote-dialog]" });
    const replayed = vi.fn((event: MouseEvent) => event.preventDefault());
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(load).toHaveBeenCalled();

    link.addEventListener("click", replayed);
    arrive();
    await settle();
    expect(replayed).toHaveBeenCalledTimes(1);
  });

  it("enables the controls a script enables and stops native submission until hydrated", () => {
    const { element } = island(
      '<form><input name="name"><button type="submit" disabled data-script-enables>Send</button></form>',
    );
    const button = element.querySelector("button")!;
    expect(button.disabled).toBe(false);
    const submit = new Event("submit", { bubbles: true, cancelable: true });
    element.querySelector("form")?.dispatchEvent(submit);
    expect(submit.defaultPrevented).toBe(true);
  });

  it("hydrates on idle when there is a draft or an address to restore", async () => {
    sessionStorage.setItem("quote-draft:contact", "{}");
    const stored = island("<form></form>", { whenStored: "quote-draft:contact" });
    const none = island("<form></form>", { whenStored: "quote-draft:other" });
    window.history.replaceState(null, "", "/contact?service=Roofing");
    const addressed = island("<form></form>", { whenParam: "service" });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(stored.load).toHaveBeenCalled();
    expect(addressed.load).toHaveBeenCalled();
    expect(none.load).not.toHaveBeenCalled();
  });

  it("hydrates when a photo inside fails to load", () => {
    const { element, load } = island('<img src="/missing.jpg" alt="">', { whenBroken: true });
    expect(load).not.toHaveBeenCalled();
    element.querySelector("img")?.dispatchEvent(new Event("error"));
    expect(load).toHaveBeenCalled();
  });

  it("hydrates once scrolled into view, holding a click made before it has", async () => {
    // jsdom has no IntersectionObserver: a stand-in that the test tells when the island shows.
    const watched: Element[] = [];
    let show: () => void = () => {};
    vi.stubGlobal(
      "IntersectionObserver",
      class {
        constructor(
          report: (entries: Pick<IntersectionObserverEntry, "isIntersecting">[]) => void,
        ) {
          show = () => report([{ isIntersecting: true }]);
        }
        observe(element: Element) {
          watched.push(element);
        }
        disconnect() {}
      },
    );
    const { element, load, arrive } = island("<div><button>Yelp Reviews</button></div>", {
      whenVisible: true,
    });
    expect(watched).toEqual([element.firstElementChild]);
    expect(load).not.toHaveBeenCalled();
    show();
    expect(load).toHaveBeenCalledTimes(1);
    const button = element.querySelector("button")!;
    const clicks = vi.fn();
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    button.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    button.addEventListener("click", clicks);
    arrive();
    await settle();
    expect(clicks).toHaveBeenCalledTimes(1);
  });

  it("hydrates by the time given, counted from the start of the page", () => {
    vi.useFakeTimers();
    vi.spyOn(performance, "now").mockReturnValue(1000);
    const { load } = island("<p>slideshow</p>", { on: "page", by: 3000 });
    vi.advanceTimersByTime(1900);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(load).toHaveBeenCalled();
  });
});
