import { expect, type Page, test } from "@playwright/test";
import ICAL from "ical.js";
import { adminScheduleCopy } from "../../content/admin-schedule";
import { visitFeedCopy } from "../../content/visit-feed";
import { scheduleApi } from "../../contracts/admin-schedule";
import { routes } from "../../contracts/routes";
import { axeAtBothWidths } from "./axe";
import { ownerOrigin, signInByInvite } from "./owner-session";

/**
 * Issue 55, decision 260: on the Schedule screen the owner makes the private calendar
 * address of the visits, copies it, and a calendar reads it; a new address revokes the old
 * one at once, and Turn off the new one. The screen passes axe on a phone and a laptop.
 */

test.use({ baseURL: ownerOrigin, permissions: ["clipboard-read", "clipboard-write"] });

const copy = adminScheduleCopy.visitFeed;
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

const shownAddress = (page: Page) => page.getByRole("textbox", { name: copy.address });

test("the owner makes a private calendar address, a calendar reads it, and it can be revoked", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
  await signInByInvite(page);
  try {
    await page.getByRole("link", { name: adminScheduleCopy.nav.schedule, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.adminSchedule}$`));
    const make = page.getByRole("button", { name: new RegExp(`^(${copy.make}|${copy.renew})$`) });
    await make.click();
    const field = shownAddress(page);
    await expect(field).toBeFocused();
    const address = await field.inputValue();
    expect(address).toMatch(new RegExp(`^${ownerOrigin}/calendar/[A-Za-z0-9_-]{43}\\.ics$`));
    await page.getByRole("button", { name: copy.copy }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(address);
    await expect(page.getByRole("link", { name: copy.subscribe })).toHaveAttribute(
      "href",
      address.replace(/^http:/, "webcal:"),
    );
    await axeAtBothWidths(page);

    // A calendar reads it with no session.
    const feed = await request.get(address, { headers: { cookie: "" } });
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers()["cache-control"]).toBe("no-store");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(visitFeedCopy.calendarName);

    // Shown once: after a reload the screen says only that it is on.
    await page.reload();
    await expect(page.getByRole("button", { name: copy.renew })).toBeVisible();
    await expect(shownAddress(page)).toHaveCount(0);
    expect(await page.content()).not.toContain(new URL(address).pathname);
    await axeAtBothWidths(page);

    // A new address revokes the old one at once.
    await page.getByRole("button", { name: copy.renew }).click();
    await expect(shownAddress(page)).toBeFocused();
    const renewed = await shownAddress(page).inputValue();
    expect(renewed).not.toBe(address);
    expect((await request.get(address)).status()).toBe(404);
    expect((await request.get(renewed)).status()).toBe(200);

    await page.getByRole("button", { name: copy.turnOff }).click();
    await expect(page.getByText(copy.none)).toBeVisible();
    const gone = await request.get(renewed);
    expect(gone.status()).toBe(404);
    expect(await gone.text()).toBe(visitFeedCopy.notFound);
    await axeAtBothWidths(page);
  } finally {
    // The shared server keeps no feed for the other specs.
    await page.request.delete(scheduleApi.visitFeed, { headers: { Origin: ownerOrigin } });
  }
});
