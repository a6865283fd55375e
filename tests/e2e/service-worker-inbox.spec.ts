/**
 * The service worker and the owner's inbox (issue 32, item 1): nothing under /api/ or
 * /admin may enter a Cache Storage cache, where it would outlive the session that fetched
 * it (offline, on a slow server, after sign-out, revoke, erase or retention). Against the
 * real server on localhost, with service workers allowed.
 */
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { adminCopy } from "../../content/admin";
import { routes } from "../../contracts/routes";
import { plainJpeg } from "../support/images";
import { multipartBody } from "../support/multipart";
import { solvedToken } from "./captcha-token";
import { ownerOrigin, signInByInvite } from "./owner-session";

test.use({ baseURL: ownerOrigin, serviceWorkers: "allow" });

const heading = (page: Page, name: string) => page.getByRole("heading", { level: 1, name });

/** A quote request with one photo, as the form sends it; returns the lead's id. */
async function leadWithPhoto(request: APIRequestContext, name: string): Promise<string> {
  const { body, contentType } = await multipartBody(
    {
      name,
      email: `photo-${Date.now()}@example.com`,
      phone: "6305550142",
      service: "Bathroom Remodeling",
      message: "The tile behind the tub is coming loose; a photo is attached.",
      smsConsent: "No",
      type: "contact",
      website: "",
      captchaToken: await solvedToken(request),
    },
    [{ name: "tub.jpg", bytes: await plainJpeg(800, 600, 80, 20) }],
  );
  const response = await request.post("/api/contact", {
    headers: { "content-type": contentType },
    data: body,
  });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { id: string }).id;
}

/** Every URL held in any Cache Storage cache of the origin, as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) paths.push(new URL(request.url).pathname);
    }
    return paths;
  });
}

const inboxPaths = (paths: string[]) => paths.filter((path) => /^\/(api|admin)(\/|$)/.test(path));

/** Opens the site so the worker installs, and waits until it is active. */
async function installWorker(page: Page) {
  await page.goto("/");
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
}

test("a lead photo the owner opened is kept in no cache, and is not shown offline after sign-out", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const surname = [...String(Date.now() % 1_000_000)].map((d) => "abcdefghij"[Number(d)]).join("");
  const name = `Tess Marl${surname}`;
  const leadId = await leadWithPhoto(request, name);

  await installWorker(page);
  await signInByInvite(page);
  await page.goto(routes.adminLead(leadId));
  await expect(heading(page, name)).toBeVisible();
  expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

  // The thumbnail opens the photo full size in the inbox's viewer: a request the worker sees.
  const [full] = await Promise.all([
    page.waitForResponse((response) => /\/photos\/0$/.test(new URL(response.url()).pathname)),
    page.getByRole("img", { name: /^Photo 1 of 1 from / }).click(),
  ]);
  expect(full.status()).toBe(200);
  const photoPath = new URL(full.url()).pathname;
  expect(photoPath).toMatch(/^\/api\/admin\/entries\/.+\/photos\/0$/);
  await expect(page.getByRole("dialog")).toBeVisible();

  // A public page opened afterwards is cached: the worker is caching, so what it left out,
  // it left out on purpose.
  const tab = await context.newPage();
  await tab.goto("/faq");
  await expect.poll(() => cachedPaths(page)).toContain("/faq");
  expect(inboxPaths(await cachedPaths(page))).toEqual([]);

  await page.keyboard.press("Escape");
  await page.getByRole("button", { name: adminCopy.signOut }).click();
  await expect(heading(page, adminCopy.signIn.heading)).toBeVisible();
  expect(inboxPaths(await cachedPaths(page))).toEqual([]);

  // Offline, the photo's address shows nothing: no copy of it is left to serve.
  await context.setOffline(true);
  const offline = await tab.goto(photoPath).catch(() => null);
  expect(offline?.status() ?? 0).not.toBe(200);
  await context.setOffline(false);
});

test("copies of the inbox that an older worker kept are deleted when this worker takes over", async ({
  page,
}) => {
  // What today's worker would have stored before this fix, under its own cache names.
  await page.goto("/robots.txt");
  await page.evaluate(async () => {
    const pages = await caches.open("pages");
    await pages.put("/api/admin/entries/lead-1/photos/0", new Response("a lead's photo"));
    await pages.put("/admin/leads/lead-1", new Response("<h1>Dana Whitfield</h1>"));
    await pages.put("/faq", new Response("<h1>FAQ</h1>"));
  });

  await installWorker(page);
  await expect.poll(async () => inboxPaths(await cachedPaths(page))).toEqual([]);
  // The visitors' offline copies stay.
  expect(await cachedPaths(page)).toContain("/faq");
});

test.describe("sign-out, without a worker to help", () => {
  // The page's own clean-up alone: an older worker may still be in charge, and it deletes
  // nothing.
  test.use({ serviceWorkers: "block" });

  test("signing out deletes the inbox's copies and keys, and keeps a visitor's draft", async ({
    page,
  }) => {
    const owner = await signInByInvite(page);
    await page.evaluate(async (email) => {
      const pages = await caches.open("pages");
      await pages.put("/api/admin/entries/lead-1/photos/0", new Response("a lead's photo"));
      await pages.put("/admin/leads/lead-1", new Response("<h1>Dana Whitfield</h1>"));
      await pages.put("/faq", new Response("<h1>FAQ</h1>"));
      localStorage.setItem("admin-passkeys-on-device", JSON.stringify([email]));
      sessionStorage.setItem("quote-draft:contact", JSON.stringify({ name: "Rosa" }));
    }, owner);

    await page.getByRole("button", { name: adminCopy.signOut }).click();
    await expect(heading(page, adminCopy.signIn.heading)).toBeVisible();
    await expect.poll(async () => inboxPaths(await cachedPaths(page))).toEqual([]);
    expect(await cachedPaths(page)).toContain("/faq");
    expect(await page.evaluate(() => localStorage.getItem("admin-passkeys-on-device"))).toBeNull();
    expect(await page.evaluate(() => sessionStorage.getItem("quote-draft:contact"))).toBe(
      JSON.stringify({ name: "Rosa" }),
    );
  });
});
