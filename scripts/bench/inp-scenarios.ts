import type { Locator, Page } from "@playwright/test";

/**
 * The first interactions the bench measures (issue 56): each island's first tap or first
 * typing on a page left alone until the network was idle. `result` is an expression run in
 * the page (inp-page.ts's `__bench.visible` finds a visible element by selector and name);
 * it must not hold before the input. `before` brings the page where a visitor would be
 * first (a scroll to the control, or the tap that opens a viewer whose arrows are measured).
 */
export type Scenario = {
  name: string;
  route: string;
  before?: (page: Page) => Promise<void>;
  target: (page: Page) => Locator;
  /** Typed after the tap, a key at a time: the result is timed from the last key. */
  type?: string;
  result: string;
};

const dialog = (name: string) => `__bench.visible("[role=dialog]", ${JSON.stringify(name)})`;
const button = (name: string) => `__bench.visible("button", ${JSON.stringify(name)})`;
const valueIs = (selector: string, value: string) =>
  `document.querySelector(${JSON.stringify(selector)})?.value === ${JSON.stringify(value)}`;

/** Scrolls the control to the middle of the screen, as a visitor's thumb would. */
const scrollTo = (target: (page: Page) => Locator) => async (page: Page) => {
  await target(page).evaluate((element) => element.scrollIntoView({ block: "center" }));
};

const quoteOpener = (name: string) => (page: Page) =>
  page.locator(`a[data-quote-dialog]`).filter({ hasText: name }).first();

const faqLink = quoteOpener("Contact Us Today");
/** On a phone the carousel moves by its dots and by swipes; its arrows show from 640 px. */
const carouselDot = (page: Page) =>
  page.getByRole("region", { name: "Featured services" }).getByRole("button", {
    name: "Show service 2 of 8",
  });
const galleryPhoto = (page: Page) =>
  page
    .getByTestId("gallery-collage")
    .getByRole("button", { name: /^View full size/ })
    .first();
const nameField = (scope: string) => (page: Page) =>
  page.locator(`${scope} input[autocomplete=name]`).first();

export const scenarios: Scenario[] = [
  {
    name: "home: menu opens the navigation",
    route: "/",
    target: (page) => page.getByRole("button", { name: "Open menu" }),
    result: `__bench.visible("#site-menu")`,
  },
  {
    name: "FAQ: the share tab opens the social menu",
    route: "/faq",
    target: (page) => page.locator("#social-menu > button"),
    result: `__bench.visible("nav", "[Ss]ocial")`,
  },
  {
    name: "home: hero's pause",
    route: "/",
    target: (page) => page.getByRole("button", { name: "Pause slideshow" }),
    result: button("^Play slideshow$"),
  },
  {
    name: "home: carousel's second dot",
    route: "/",
    before: scrollTo(carouselDot),
    target: carouselDot,
    result: `[...document.querySelectorAll("[aria-current=true]")].some((dot) => /Show service [2-8] of/.test(__bench.nameOf(dot)))`,
  },
  {
    name: "All Services: typing roof in the search",
    route: "/all-services",
    target: (page) => page.getByRole("searchbox", { name: "Find a service" }),
    type: "roof",
    result: `[...document.querySelectorAll("[role=status]")].some((s) => /^[1-9] services? found$/.test(s.textContent.trim()))`,
  },
  {
    name: "All Services: a card opens its details",
    route: "/all-services",
    before: scrollTo((page) => page.locator("main a[aria-haspopup=dialog]").first()),
    target: (page) => page.locator("main a[aria-haspopup=dialog]").first(),
    result: `__bench.visible("[role=dialog]")`,
  },
  {
    name: "FAQ: a question opens its answer",
    route: "/faq",
    target: (page) => page.getByRole("button", { name: "Do you handle permits?" }),
    result: `[...document.querySelectorAll("button[aria-expanded=true]")].some((b) => /permits/.test(b.textContent) && document.getElementById(b.getAttribute("aria-controls"))?.checkVisibility())`,
  },
  {
    name: "gallery: a photo opens the viewer",
    route: "/gallery",
    target: galleryPhoto,
    result: dialog("^Project photo viewer$"),
  },
  {
    name: "gallery: the Before & After tab",
    route: "/gallery",
    target: (page) => page.getByRole("button", { name: "Before & After", exact: true }),
    result: `__bench.visible("[data-testid=before-after-grid] button")`,
  },
  {
    name: "gallery: the viewer's next arrow (after a photo)",
    route: "/gallery",
    before: async (page) => {
      await galleryPhoto(page).tap();
      await page.getByRole("dialog", { name: "Project photo viewer" }).waitFor();
      await page.waitForTimeout(1500);
      await page.evaluate(() => {
        const counter = document.querySelector("[role=dialog] [aria-live]");
        Object.assign(window, { benchCounter: counter?.textContent ?? "" });
      });
    },
    target: (page) =>
      page
        .getByRole("dialog", { name: "Project photo viewer" })
        .getByRole("button", { name: /^Next/ }),
    result: `(document.querySelector("[role=dialog] [aria-live]")?.textContent ?? "") !== window.benchCounter`,
  },
  {
    name: "FAQ: Contact Us Today opens the quote dialog",
    route: "/faq",
    before: scrollTo(faqLink),
    target: faqLink,
    result: dialog("Request a Free Quote"),
  },
  {
    name: "All Services: the closing quote link opens the dialog",
    route: "/all-services",
    before: scrollTo((page) => page.locator("a[data-quote-dialog]").first()),
    target: (page) => page.locator("a[data-quote-dialog]").first(),
    result: dialog("Request a Free Quote"),
  },
  {
    name: "GC services: Request a Consultation opens the dialog",
    route: "/gc-services",
    target: (page) => page.locator("a[data-quote-dialog]").first(),
    result: dialog("."),
  },
  {
    name: "contact: typing a name",
    route: "/contact",
    target: nameField("main form"),
    type: "Dana Whitfield",
    result: valueIs("main form input[autocomplete=name]", "Dana Whitfield"),
  },
  {
    name: "home: typing a name in the contact section",
    route: "/",
    before: scrollTo(nameField("main form")),
    target: nameField("main form"),
    type: "Dana Whitfield",
    result: valueIs("main form input[autocomplete=name]", "Dana Whitfield"),
  },
  {
    name: "quote dialog: typing a name (after opening)",
    route: "/faq",
    before: async (page) => {
      await scrollTo(faqLink)(page);
      await faqLink(page).tap();
      await page.getByRole("dialog", { name: "Request a Free Quote" }).waitFor();
      await page.waitForTimeout(1500);
    },
    target: nameField("[role=dialog]"),
    type: "Dana Whitfield",
    result: valueIs("[role=dialog] input[autocomplete=name]", "Dana Whitfield"),
  },
  {
    name: "review: typing a name",
    route: "/review",
    target: nameField("main form"),
    type: "Dana Whitfield",
    result: valueIs("main form input[autocomplete=name]", "Dana Whitfield"),
  },
  {
    name: "review: ticking Google",
    route: "/review",
    before: scrollTo((page) => page.getByRole("checkbox", { name: "Google" })),
    target: (page) => page.getByRole("checkbox", { name: "Google" }),
    result: `[...document.querySelectorAll("input[type=checkbox]")].some((box) => box.checked)`,
  },
];
