import { expect, test } from "@playwright/test";
import { inCore } from "../../scripts/fonts/core-range";
import { withoutRestingCursor } from "./first-tap";
import { sitemapPages } from "./sitemap-pages";

/**
 * docs/architecture.md §9, read from the HTML each page sends: its head holds its CSS (and
 * the font's preload, for a browser without script), no script is requested before the
 * first paint, and the first photo is fetched eagerly at high priority.
 */

test("no page requests a script or preloads a module before it paints", async ({ request }) => {
  for (const path of sitemapPages()) {
    const sent = await (await request.get(path)).text();
    // The page script's tag waits in a <template>, where the browser fetches nothing, for
    // the first paint (decision 222); the test below watches the browser do so.
    const held = sent.match(
      /<template id="page-script"><script type="module" src="[^"]+"><\/script>(?:<link rel="stylesheet" href="[^"]+">)?<\/template>/g,
    );
    expect(held, path).toHaveLength(1);
    const html = sent.replace(held?.[0] ?? "", "");
    expect(html, path).not.toMatch(/<script\b[^>]*\bsrc=/i);
    expect(html, path).not.toMatch(/rel="?modulepreload/i);
    const head = html.slice(0, html.indexOf("</head>"));
    // The page's own rules, and the whole stylesheet only for a browser without script; the
    // page script links it (decision 224, tests/e2e/critical-css.spec.ts).
    expect(head, path).toMatch(
      /<\/style><noscript><link rel="stylesheet" href="\/assets\/[^"]+\.css"><\/noscript>/,
    );
    expect(head.replace(/<noscript>[\s\S]*?<\/noscript>/g, ""), path).not.toMatch(
      /rel="stylesheet"/,
    );
    // The text face comes after the first page has loaded; only a browser without script
    // preloads it (decision 221, tests/e2e/font-after-paint.spec.ts).
    expect(head, path).toMatch(
      /<noscript>(?:<link[^>]*>)*<link rel="preload" href="\/assets\/[^"]+\.woff2" as="font"[^>]*>(?:<link[^>]*>)*<\/noscript>/,
    );
  }
});

test("no page's browser asks for a script before the page's first content has painted", async ({
  page,
}) => {
  for (const path of sitemapPages()) {
    await page.goto(path);
    const seen = await page.evaluate(async () => {
      const paint = () => performance.getEntriesByName("first-contentful-paint")[0];
      const script = () =>
        performance
          .getEntriesByType("resource")
          .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      await new Promise<void>((resolve) => {
        const check = () => (paint() && script().length > 0 ? resolve() : setTimeout(check, 20));
        check();
      });
      const first = Math.min(...script().map((entry) => entry.startTime));
      return { paint: paint()?.startTime ?? NaN, firstScript: first };
    });
    expect(seen.firstScript, path).toBeGreaterThanOrEqual(seen.paint);
  }
});

test("a page with a lead photo asks for its script and its manifest only once the photo is drawn", async ({
  page,
}) => {
  // A page left alone: the emulated cursor resting on it would be a hover, which wakes
  // the islands that react to the whole page, and rightly fetches their code at once.
  await page.addInitScript(withoutRestingCursor);
  // Recorded from the page's start, before any of its own code runs.
  await page.addInitScript(() => {
    const seen: { photoAt?: number; manifestLinked?: boolean } = {};
    Object.assign(window, { leadPhotoSeen: seen });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as LargestContentfulPaint[]) {
        if (seen.photoAt !== undefined || !entry.element?.matches("img[fetchpriority=high]")) {
          continue;
        }
        seen.photoAt = entry.startTime;
        seen.manifestLinked = document.querySelector('link[rel="manifest"]') !== null;
      }
    }).observe({ type: "largest-contentful-paint", buffered: true });
  });
  for (const path of [
    "/",
    "/gallery",
    "/gc-services",
    "/services/roofing",
    "/services/tile-work",
  ]) {
    await page.goto(path);
    await expect(page.locator('head > link[rel="manifest"]'), path).toHaveCount(1);
    const seen = await page.evaluate(() => {
      const { photoAt, manifestLinked } = (
        window as unknown as { leadPhotoSeen: { photoAt?: number; manifestLinked?: boolean } }
      ).leadPhotoSeen;
      const scripts = performance
        .getEntriesByType("resource")
        .filter((entry) => new URL(entry.name).pathname.endsWith(".js"));
      return {
        photoAt: photoAt ?? NaN,
        manifestLinked,
        firstScript: Math.min(...scripts.map((entry) => entry.startTime)),
      };
    });
    expect(seen.manifestLinked, path).toBe(false);
    expect(seen.firstScript, path).toBeGreaterThanOrEqual(seen.photoAt);
  }
});

test.describe("without script", () => {
  test.use({ javaScriptEnabled: false });

  test("the manifest is linked from the HTML", async ({ page }) => {
    await page.goto("/services/roofing");
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute("href", "/site.webmanifest");
  });
});

test("pages with a photo at the top fetch it eagerly, at high priority", async ({ request }) => {
  const pages = ["/", "/services/kitchen-remodeling", "/services/roofing", "/gc-services"];
  for (const path of [...pages, "/all-services"]) {
    const html = await (await request.get(path)).text();
    const first = html.match(/<img\b[^>]*>/i)?.[0] ?? "";
    expect(first, path).toMatch(/fetchpriority="high"/i);
    expect(first, path).not.toMatch(/loading="lazy"/i);
  }
});

test("the head preloads each page's lead photo, as the AVIF its picture will choose", async ({
  request,
}) => {
  const pages = ["/", "/gallery", "/review", "/gc-services", "/services/kitchen-remodeling"];
  for (const path of [...pages, "/all-services", "/services/roofing", "/services/electrical"]) {
    const html = await (await request.get(path)).text();
    const head = html.slice(0, html.indexOf("</head>"));
    const preload = head.match(/<link rel="preload" as="image"[^>]*imagesrcset[^>]*>/)?.[0] ?? "";
    expect(preload, path).toMatch(/type="image\/avif"/);
    expect(preload, path).toMatch(/fetchpriority="high"/);
    const srcset = preload.match(/imagesrcset="([^"]+)"/)?.[1];
    const sizes = preload.match(/imagesizes="([^"]+)"/)?.[1];
    expect(srcset, path).toBeTruthy();
    // The same candidates and sizes as a <source> in the body, so the preload is reused.
    const body = html.slice(html.indexOf("</head>"));
    const escaped = (srcset ?? "").replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    const source = body.match(
      new RegExp(`<source type="image/avif" srcset="${escaped}"[^>]*sizes="([^"]+)"`, "i"),
    );
    expect(source?.[1], path).toBe(sizes);
  }
});

test("home preloads its hero's phone crop for a phone held upright, and the photo elsewhere", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const head = html.slice(0, html.indexOf("</head>"));
  const body = html.slice(html.indexOf("</head>"));
  const preloads = head.match(/<link rel="preload" as="image"[^>]*>/g) ?? [];
  expect(preloads).toHaveLength(2);
  const [crop, photo] = preloads as [string, string];
  const media = (tag: string) => tag.match(/media="([^"]+)"/)?.[1];
  const href = crop.match(/href="([^"]+)"/)?.[1] ?? "";
  expect(href).toMatch(/-phone\.avif$/);
  expect(crop).toMatch(/fetchpriority="high"/);
  // The same file and media as the hero's first <source>, so the preload is the fetch.
  const source = `<source type="image/avif" media="${media(crop)}" srcset="${href}"`;
  expect(body.toLowerCase()).toContain(source.toLowerCase());
  // Never both: the photo's own preload applies exactly where the crop's does not.
  expect(media(crop)).toBe("(max-width: 639px) and (orientation: portrait)");
  expect(media(photo)).toBe("(min-width: 640px), (orientation: landscape)");
});

test("blocks below a phone's first screen are drawn only as the visitor nears them", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const pages = [
    { path: "/", below: "#about" },
    { path: "/", below: "#reviews" },
    { path: "/services/roofing", below: "section[aria-labelledby='service-cta-heading']" },
    { path: "/gc-services", below: "section[aria-labelledby='gc-oversight-heading']" },
    { path: "/privacy-policy", below: "article > section:last-of-type" },
    { path: "/all-services", below: "section.dark-band" },
  ];
  // Whether the block's content is drawn: a block left undrawn skips its children.
  const drawn = (selector: string) =>
    page
      .locator(`${selector} > *`)
      .first()
      .evaluate((element) => element.checkVisibility({ contentVisibilityAuto: true }));
  for (const { path, below } of pages) {
    await page.goto(path);
    await page.waitForLoadState("load");
    expect(await drawn(below), path).toBe(false);
    await page.locator(below).scrollIntoViewIfNeeded();
    await expect.poll(() => drawn(below), path).toBe(true);
  }
});

test("every icon a page names is a PNG, which Chrome decodes without drawing a document", async ({
  request,
}) => {
  const named = new Set<string>();
  for (const path of sitemapPages()) {
    const html = await (await request.get(path)).text();
    const links = [...html.matchAll(/<link rel="(?:icon|apple-touch-icon|manifest)"[^>]*>/g)];
    expect(links.length, path).toBe(3);
    for (const [link] of links) named.add(link.match(/href="([^"]+)"/)?.[1] ?? "");
  }
  const manifestPath = [...named].find((href) => href.endsWith(".webmanifest")) ?? "";
  const manifest = (await (await request.get(manifestPath)).json()) as { icons: { src: string }[] };
  // The tab icon is written into the page as a PNG (decision 225): no request of its own.
  const inPage = [...named].filter((href) => href.startsWith("data:"));
  expect(inPage).toEqual([expect.stringMatching(/^data:image\/png;base64,/)]);
  const png = Buffer.from(inPage[0]?.split(",")[1] ?? "", "base64");
  expect(png.subarray(1, 4).toString()).toBe("PNG");
  const icons = [
    ...[...named].filter((href) => href !== manifestPath && !inPage.includes(href)),
    ...manifest.icons.map((icon) => icon.src),
  ];
  expect(icons.length).toBeGreaterThanOrEqual(3);
  for (const icon of icons) {
    const response = await request.get(icon);
    expect(response.status(), icon).toBe(200);
    expect(response.headers()["content-type"], icon).toBe("image/png");
  }
});

test("every icon a page draws is drawn from the page's own symbols, with no file to fetch", async ({
  page,
}) => {
  // A file the page asks for as it loads counts against its largest paint (decision 225).
  const sprites: string[] = [];
  page.on("request", (request) => {
    if (/\/assets\/icons\.[\w-]+\.svg/.test(request.url())) sprites.push(request.url());
  });
  for (const path of sitemapPages()) {
    await page.goto(path, { waitUntil: "load" });
    const icons = await page.evaluate(() =>
      [...document.querySelectorAll("use")].map((use) => {
        const href = use.getAttribute("href") ?? "";
        const target = href.startsWith("#") ? document.getElementById(href.slice(1)) : null;
        return {
          href,
          onPage: target?.localName === "symbol",
          drawn: use.getBoundingClientRect().width > 0,
        };
      }),
    );
    expect(icons.length, path).toBeGreaterThan(0);
    expect(
      icons.filter((icon) => !icon.onPage).map((icon) => icon.href),
      path,
    ).toEqual([]);
    // The call button's phone, at least, is on every first screen.
    expect(
      icons.some((icon) => icon.drawn),
      path,
    ).toBe(true);
  }
  expect(sprites).toEqual([]);
});

test("an undrawn block stands at least as tall as it is drawn, so checkers measure its own colours", async ({
  page,
}) => {
  // The narrowest phone stacks everything, so its blocks are the tallest.
  await page.setViewportSize({ width: 320, height: 640 });
  for (const path of sitemapPages()) {
    await page.goto(path);
    const blocks = await page.evaluate(() => {
      const deferred = [...document.querySelectorAll<HTMLElement>(".render-when-near")];
      const estimates = deferred.map((block) => getComputedStyle(block).containIntrinsicHeight);
      document.documentElement.setAttribute("data-render-all", "");
      return deferred.map((block, index) => ({
        block: `${block.tagName.toLowerCase()}#${block.id} ${block.getAttribute("aria-labelledby") ?? ""}`,
        estimate: Number.parseFloat((estimates[index] ?? "").replace("auto", "")),
        drawn: block.getBoundingClientRect().height,
      }));
    });
    for (const { block, estimate, drawn } of blocks) {
      expect(drawn, `${path} ${block}`).toBeLessThanOrEqual(estimate);
    }
  }
  expect(sitemapPages().length).toBeGreaterThan(20);
});

test("every page is written in the core cut of the text face, and fetches no other", async ({
  page,
  request,
}) => {
  for (const path of sitemapPages()) {
    const html = (await (await request.get(path)).text())
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
      .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)));
    const outside = [...new Set(html.replace(/\s/g, ""))].filter((char) => !inCore(char));
    expect(outside, path).toEqual([]);
  }
  const fonts: string[] = [];
  page.on("request", (r) => {
    if (r.resourceType() === "font") fonts.push(new URL(r.url()).pathname);
  });
  for (const path of ["/", "/gallery", "/contact", "/services/roofing"]) {
    await page.goto(path);
    // The first page fetches the face once it has loaded (decision 221), the next ones at once.
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("font-held"))).toBe("");
    await page.evaluate(() => document.fonts.ready);
  }
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(font).toMatch(/\/assets\/inter-core\.[\w-]+\.woff2$/);
});
