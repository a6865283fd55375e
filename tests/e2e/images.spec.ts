import { expect, test, type Page } from "@playwright/test";

type Entry = { filename: string; alt: string; category: string; width: number; height: number };
type ManifestEntry = Entry & { srcSet: { avif: string; webp: string; jpeg: string }; src: string };

const manifestUrl = "/images/portfolio/manifest.json";

/** Scrolls to the bottom in steps so lazy images near the viewport start loading. */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 700) {
    await page.evaluate((top) => window.scrollTo(0, top), y);
    await page.waitForTimeout(50);
  }
}

test.describe("photos", () => {
  test("the gallery manifest lists gallery images and sorted before/after pairs", async ({
    request,
  }) => {
    const response = await request.get(manifestUrl);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/json");
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const { images } = (await response.json()) as { images: ManifestEntry[] };

    const gallery = images.filter((i) => i.filename.startsWith("gallery/"));
    expect(gallery.length).toBeGreaterThan(10);
    for (const image of images) {
      expect(image.alt.trim(), image.filename).not.toBe("");
      expect(image.width).toBeGreaterThan(0);
      expect(image.height).toBeGreaterThan(0);
    }
    const roles = images
      .filter((i) => !i.filename.startsWith("gallery/"))
      .map((i) => i.filename.replace(/^.*\//, "").replace(/\.\w+$/, ""));
    expect(roles.slice(0, 4)).toEqual(["before-1", "after-1", "before-2", "after-2"]);
  });

  test("a variant is served as AVIF, immutable", async ({ request }) => {
    const { images } = (await (await request.get(manifestUrl)).json()) as {
      images: ManifestEntry[];
    };
    const url = images[0]!.srcSet.avif.split(", ")[0]!.split(" ")[0]!;
    const response = await request.get(url);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/avif");
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  test("home page images carry width and height, and Chromium gets AVIF", async ({ page }) => {
    const photoResponses: { url: string; type: string }[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/images/") && response.ok()) {
        photoResponses.push({
          url: response.url(),
          type: response.headers()["content-type"] ?? "",
        });
      }
    });

    const html = await (await page.request.get("/")).text();
    const tags = html.match(/<img\b[^>]*>/g) ?? [];
    expect(tags.length, "the prerendered home page shows photos").toBeGreaterThan(0);
    for (const tag of tags) {
      expect(tag, tag.slice(0, 120)).toMatch(/\swidth="\d+"/);
      expect(tag, tag.slice(0, 120)).toMatch(/\sheight="\d+"/);
    }
    // Exactly one image is the LCP candidate; the rest wait until they are needed.
    expect(tags.filter((t) => /fetchpriority="high"/i.test(t))).toHaveLength(1);

    await page.goto("/");
    const lcp = page.locator('img[fetchpriority="high"]');
    await expect(lcp).toHaveJSProperty("complete", true);
    expect(await lcp.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/\.avif$/);
    // The blurred preview is valid CSS in a real browser, painted behind the photo.
    expect(
      await lcp.evaluate((img) => getComputedStyle(img).backgroundImage.slice(0, 30)),
    ).toContain("data:image/bmp;base64,");

    await scrollThrough(page);
    await page.waitForLoadState("networkidle");
    for (const img of await page.locator("img").all()) {
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
    expect(photoResponses.length).toBeGreaterThan(0);
    for (const { url, type } of photoResponses) expect(type, url).toBe("image/avif");
  });

  test("a photo that fails to load is replaced by the failure placeholder", async ({ page }) => {
    const html = await (await page.request.get("/")).text();
    const firstSrc = /<img\b[^>]*\bsrc="(\/images\/[^"]+)"/.exec(html)?.[1];
    expect(firstSrc).toBeTruthy();
    const id = firstSrc!.replace(/-[0-9a-f]{8}-\d+\.jpg$/, "");
    await page.route(
      (url) => url.pathname.startsWith(`${id}-`),
      (route) => route.fulfill({ status: 404, body: "" }),
    );

    await page.goto("/");

    await expect(page.getByText("Image failed to load").first()).toBeAttached();
  });
});

/** Every photo file the page fetched while loading, by path. */
function photosFetched(page: Page): string[] {
  const paths: string[] = [];
  page.on("request", (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith("/images/") && !path.endsWith(".json")) paths.push(path);
  });
  return paths;
}

test("on a laptop, the home hero fetches the photo at a width, not the phone crop", async ({
  page,
}) => {
  const fetched = photosFetched(page);
  await page.goto("/");
  const hero = page.locator('img[fetchpriority="high"]');
  await expect(hero).toHaveJSProperty("complete", true);
  expect(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).toMatch(/-\d+\.avif$/);
  expect(fetched.filter((path) => path.includes("-phone."))).toEqual([]);
});

test.describe("photos on a phone", () => {
  // Lighthouse's phone: its connection decides the first paint, which the gallery's tiles share.
  test.use({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });

  test("held upright, the home hero fetches its phone crop and no width of the photo", async ({
    page,
  }) => {
    const fetched = photosFetched(page);
    await page.goto("/");
    const hero = page.locator('img[fetchpriority="high"]');
    await expect(hero).toHaveJSProperty("complete", true);
    const crop = new URL(await hero.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(crop).toMatch(/-phone\.avif$/);
    const photo = crop.replace(/-phone\.avif$/, "");
    expect(fetched.filter((path) => path.startsWith(photo))).toEqual([crop]);
    // It covers the upright screen, taller than wide, as the crop is.
    const box = await hero.boundingBox();
    expect(box!.height).toBeGreaterThan(box!.width);
  });

  test("each gallery tile fetches the smallest photo that is sharp at its drawn size", async ({
    page,
  }) => {
    await page.goto("/gallery");
    const photos = page.getByTestId("gallery-collage").locator("img");
    await expect(photos.first()).toHaveJSProperty("complete", true);
    await scrollThrough(page);
    await expect
      .poll(() => photos.evaluateAll((imgs: HTMLImageElement[]) => imgs.every((i) => i.complete)))
      .toBe(true);
    const fetched = await photos.evaluateAll((imgs: HTMLImageElement[]) =>
      imgs.map((img) => {
        const widths = img.srcset
          .split(", ")
          .map((entry) => Number(entry.split(" ")[1]?.slice(0, -1)));
        const picked = Number(/-(\d+)\.\w+$/.exec(img.currentSrc)?.[1]);
        return { drawn: img.getBoundingClientRect().width * devicePixelRatio, widths, picked };
      }),
    );
    expect(fetched.length).toBeGreaterThan(4);
    for (const { drawn, widths, picked } of fetched) {
      const sharp = widths.filter((w) => w >= drawn);
      // `sizes` tells the browser the tile's true width...
      expect(picked, `${Math.round(drawn)} px drawn, ${widths.join("/")}`).toBe(Math.min(...sharp));
      // ...and the ladder has a step near every tile's width on this phone.
      expect(picked / drawn).toBeLessThan(1.25);
    }
  });
});
