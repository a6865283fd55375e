import { expect, test, type Page } from "@playwright/test";
import { get as httpGet } from "node:http";
import { createBrotliDecompress } from "node:zlib";
import { islandHydrated } from "./shell-helpers";
import { sitemapPages } from "./sitemap-pages";

/**
 * Each page draws from the rules its own HTML uses, inlined in its head; the site's whole
 * stylesheet comes later, beside the page script (decision 224).
 */

/** The whole stylesheet's address, from the link a browser without script reads. */
function wholeStylesheet(page: Page): Promise<string | undefined> {
  return page.evaluate(
    () =>
      [...document.querySelectorAll("noscript")]
        .map((noscript) => noscript.textContent ?? "")
        .join("")
        .match(/<link rel="stylesheet" href="([^"]+)">/)?.[1],
  );
}

/**
 * The rules of the whole stylesheet that apply to an element of the page as it stands,
 * and are not among the page's own rules. A rule for a state a visitor brings about
 * (hover, focus, a checked box) or for a part of an element (::before) counts when the
 * element is there. Each rule is named with the @media, @supports and @layer around it,
 * so a rule kept outside its media query is still missing. A theme variable or a typed
 * property counts when the page reads it.
 */
function missingRules(page: Page, href: string): Promise<string[]> {
  return page.evaluate(async (href) => {
    const link = document.createElement("link");
    link.rel = "stylesheet";
    // Read, never applied: the page keeps drawing from its own rules.
    link.media = "not all";
    link.href = href;
    const loaded = new Promise((resolve) => link.addEventListener("load", resolve));
    document.head.append(link);
    await loaded;
    const states =
      /(?<!\\):(?:hover|focus|focus-visible|focus-within|active|visited|checked|disabled|enabled|invalid|valid|placeholder-shown|open|popover-open|target|autofill|indeterminate|required|read-only)(?![\w-])/g;
    // A selector list split at its top-level commas.
    const selectors = (list: string) => {
      const parts: string[] = [];
      let depth = 0;
      let start = 0;
      for (let i = 0; i < list.length; i += 1) {
        if (list[i] === "(") depth += 1;
        else if (list[i] === ")") depth -= 1;
        else if (list[i] === "," && depth === 0) {
          parts.push(list.slice(start, i).trim());
          start = i + 1;
        }
      }
      return [...parts, list.slice(start).trim()];
    };
    // The variables the page reads, in its own rules or its HTML: Tailwind declares every
    // theme variable and typed property the site uses, and a page carries those it reads.
    const read = new Set(
      [...document.documentElement.outerHTML.matchAll(/var\(\s*(--[\w-]+)/g)].map(
        (match) => match[1],
      ),
    );
    const declaredForAll = /@layer (?:theme|properties) /;
    const declarations = (style: CSSStyleDeclaration, context: string) =>
      declaredForAll.test(context)
        ? [...style]
            .filter((name) => !name.startsWith("--") || read.has(name))
            .map((name) => `${name}: ${style.getPropertyValue(name)};`)
            .join(" ")
        : style.cssText;
    // Each selector, under "context | declarations", for every style rule in `rules`.
    const flatten = (rules: CSSRuleList, context: string, into: Map<string, Set<string>>) => {
      for (const rule of rules) {
        if (rule instanceof CSSStyleRule) {
          const text = declarations(rule.style, context);
          if (text === "") continue;
          const key = `${context}| ${text}`;
          const known = into.get(key) ?? new Set<string>();
          for (const selector of selectors(rule.selectorText)) known.add(selector);
          into.set(key, known);
        } else if (rule instanceof CSSMediaRule) {
          flatten(rule.cssRules, `${context}@media ${rule.conditionText} `, into);
        } else if (rule instanceof CSSSupportsRule) {
          flatten(rule.cssRules, `${context}@supports ${rule.conditionText} `, into);
        } else if (rule instanceof CSSLayerBlockRule) {
          flatten(rule.cssRules, `${context}@layer ${rule.name} `, into);
        } else if (
          rule instanceof CSSFontFaceRule ||
          rule instanceof CSSKeyframesRule ||
          (rule instanceof CSSPropertyRule && read.has(rule.name))
        ) {
          // Faces and animations are kept whole, used or not; typed properties when read.
          into.set(`${context}${rule.cssText}`, new Set([":root"]));
        }
      }
      return into;
    };
    const own = new Map<string, Set<string>>();
    for (const sheet of document.styleSheets) {
      if (sheet.ownerNode instanceof HTMLStyleElement) flatten(sheet.cssRules, "", own);
    }
    const whole = flatten(link.sheet?.cssRules ?? new CSSRuleList(), "", new Map());
    link.remove();
    const applies = (selector: string) => {
      const element = selector
        .replace(
          /(?<!\\)::?(?:before|after|placeholder|marker|backdrop|selection|-webkit-[\w-]+)/g,
          "",
        )
        .replace(states, ":is(*)");
      try {
        return document.querySelector(element || "*") !== null;
      } catch {
        // A selector the browser cannot test by itself counts as used.
        return true;
      }
    };
    const missing: string[] = [];
    for (const [key, list] of whole) {
      for (const selector of list) {
        if (!own.get(key)?.has(selector) && applies(selector)) missing.push(`${selector} ${key}`);
      }
    }
    return missing;
  }, href);
}

test("every rule of the whole stylesheet that a page's elements use is among the page's own rules", async ({
  page,
}) => {
  // No script but the page's inline code: the page as its HTML draws it, left as it is.
  await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
  for (const path of sitemapPages()) {
    await page.goto(path);
    const href = await wholeStylesheet(page);
    expect(href, path).toMatch(/^\/assets\/.+\.css$/);
    // The first page of a visit is drawn in the fallback face, as here.
    expect(await page.getAttribute("html", "data-font-fallback"), path).toBe("");
    expect(await missingRules(page, href ?? ""), path).toEqual([]);
    // Every mark the page's own code may set before the stylesheet is in, set at once.
    await page.evaluate(() => {
      const root = document.documentElement;
      root.setAttribute("data-render-all", "");
      root.setAttribute("data-review-request", "");
      root.setAttribute("data-lead-photo-pending", "");
      document.getElementById("social-menu")?.setAttribute("data-shut", "");
    });
    expect(await missingRules(page, href ?? ""), `${path}, marked`).toEqual([]);
  }
});

/** The page's answer as it leaves the server: status line, headers and the brotli body. */
async function answer(url: string): Promise<{ head: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(url, { headers: { "accept-encoding": "br" } }, (response) => {
      let head = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
      for (let i = 0; i < response.rawHeaders.length; i += 2) {
        head += `${response.rawHeaders[i]}: ${response.rawHeaders[i + 1]}\r\n`.length;
      }
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => resolve({ head, body: Buffer.concat(chunks) }));
    }).on("error", reject);
  });
}

/** What a browser can read of a brotli body from its first bytes alone. */
function readable(prefix: Buffer): Promise<string> {
  return new Promise((resolve) => {
    const decoder = createBrotliDecompress();
    let text = "";
    decoder.on("data", (chunk: Buffer) => (text += chunk.toString("utf8")));
    // A cut stream ends in an error; what was decoded before it is what arrived.
    decoder.on("error", () => resolve(text));
    decoder.end(prefix, () => resolve(text));
  });
}

/** The rules a page inlines, just before the whole stylesheet's link for a browser without script. */
const ownRules = /<style>((?:(?!<\/style>)[\s\S])+)<\/style><noscript><link rel="stylesheet"/;

// A new connection sends ten segments of 1,460 bytes before it waits for the phone to
// answer (RFC 6928); the second round trip carries twenty more.
const firstRoundTrip = 10 * 1460;
// Each page's whole answer, headers included: today's size with a little room, so that a
// page does not creep. Home carries the most: its carousel, portfolio, reviews and forms.
// Each page also carries the symbols its icons draw and its tab icon (decision 225).
const budgets = { home: 30_000, page: 23_000 };
// The rules a page inlines, compressed on their own (decision 224's table).
const cssBudget = { home: 8_000, page: 6_200 };

test("every page's head and its rules arrive in the connection's first round trip", async ({
  baseURL,
}) => {
  for (const path of sitemapPages()) {
    const { head, body } = await answer(new URL(path, baseURL).toString());
    const firstBytes = await readable(body.subarray(0, firstRoundTrip - head));
    expect(firstBytes, path).toMatch(ownRules);
    expect(firstBytes, path).toContain("</head>");
    expect(head + body.length, path).toBeLessThanOrEqual(
      path === "/" ? budgets.home : budgets.page,
    );
  }
});

test("every page's own rules stay within the CSS budget", async ({ request }) => {
  const { brotliCompressSync } = await import("node:zlib");
  for (const path of sitemapPages()) {
    const html = await (await request.get(path)).text();
    const css = html.match(ownRules)?.[1] ?? "";
    expect(css.length, path).toBeGreaterThan(1_000);
    const compressed = brotliCompressSync(css).length;
    expect(compressed, path).toBeLessThanOrEqual(path === "/" ? cssBudget.home : cssBudget.page);
  }
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("a page links the whole stylesheet, and draws from it", async ({ page }) => {
    const loaded: string[] = [];
    page.on("requestfinished", (request) => {
      if (request.resourceType() === "stylesheet") loaded.push(new URL(request.url()).pathname);
    });
    await page.goto("/services/roofing");
    await expect.poll(() => loaded).toEqual([expect.stringMatching(/^\/assets\/.+\.css$/)]);
  });
});

test("a page fetches the whole stylesheet only once an island wakes, and the island waits for it", async ({
  page,
}) => {
  const sheets = () =>
    page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".css")),
    );
  // Chrome reports a mouse resting over the page, never moved, as a pointer over the
  // element under it, which wakes that island as a visitor's reach would; here nobody has
  // reached yet. The test's own reach (a dispatched event, of no pointer type) passes.
  await page.addInitScript(() =>
    window.addEventListener(
      "pointerover",
      (event) => {
        if (event.pointerType === "mouse") event.stopImmediatePropagation();
      },
      true,
    ),
  );
  // Pages whose islands all wait for a visitor (the gallery's grid wakes as it is seen).
  for (const path of ["/services/roofing", "/faq", "/privacy-policy"]) {
    await page.goto(path);
    // The page script has come and gone, after the lead photo: still no stylesheet.
    await page.waitForFunction(() =>
      performance
        .getEntriesByType("resource")
        .some((entry) => new URL(entry.name).pathname.includes("PageScript")),
    );
    await page.waitForTimeout(500);
    expect(await sheets(), path).toHaveLength(0);
    await islandHydrated(page.locator("#social-menu"));
    await expect(page.locator('head > link[rel="stylesheet"]'), path).toHaveCount(1);
    // Hydrated islands are marked once React has drawn them; by then the rules are in.
    const rulesIn = await page.evaluate(() =>
      [...document.styleSheets].some(
        (sheet) => sheet.href?.endsWith(".css") && sheet.cssRules.length > 0,
      ),
    );
    expect(rulesIn, path).toBe(true);
  }
});
