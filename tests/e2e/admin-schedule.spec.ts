import { createHmac } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { type APIRequestContext, expect, test } from "@playwright/test";
import { adminScheduleCopy } from "../../content/admin-schedule";
import { bookingCopy } from "../../content/booking";
import { scheduleApi, type ScheduleInfo } from "../../contracts/admin-schedule";
import { routes } from "../../contracts/routes";
import { axeAtBothWidths } from "./axe";
import { solvedToken } from "./captcha-token";
import { labelLines } from "./first-tap";
import { ownerOrigin, signInByInvite } from "./owner-session";

/**
 * Issue 55, the owner's side: on the inbox's Schedule screen the owner sets a daily cap, a
 * shorter window and a day off, and the homeowner's booking page keeps to them at once; a
 * visit booked there is on the Agenda. Both screens pass axe on a phone and a laptop.
 */

test.use({ baseURL: ownerOrigin });

const copy = adminScheduleCopy;
const viewports = [
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
];

/** The link the thank-you e-mail carries, signed as server/booking/links.ts signs it. */
function bookingUrl(reference: string): string {
  const key = readFileSync(join(process.env.E2E_DATA_DIR ?? "", "photo-link.key"), "utf8").trim();
  const mac = createHmac("sha256", key)
    .update(`booking-link:${reference}`)
    .digest("base64url")
    .slice(0, 22);
  return `/book/${reference}.${mac}`;
}

async function newLead(request: APIRequestContext, name: string) {
  const response = await request.post("/api/contact", {
    data: {
      name,
      email: `${name.split(" ")[0]?.toLowerCase()}.schedule@example.com`,
      phone: "(630) 555-0177",
      service: "Kitchens",
      message: "We would like a kitchen remodel quote, please.",
      zip: "60540",
      smsConsent: "No",
      type: "contact",
      captchaToken: await solvedToken(request),
    },
  });
  expect(response.status()).toBe(200);
  const { id } = (await response.json()) as { id: string };
  return { id, url: bookingUrl(id) };
}

/** The open days the booking page offers, or a day's start times with ?day=. */
async function offered(request: APIRequestContext, url: string, day?: string) {
  const html = await (await request.get(day ? `${url}?day=${day}` : url)).text();
  const field = day ? "start" : "day";
  return [...html.matchAll(new RegExp(`name="${field}" value="([^"]+)"`, "g"))].map(
    (m) => m[1] ?? "",
  );
}

const isMonday = (date: string) => new Date(`${date}T12:00:00Z`).getUTCDay() === 1;

test("the owner's schedule is what the booking page offers, and a booked visit is on the Agenda", async ({
  page,
  request,
}) => {
  test.setTimeout(150_000);
  await page.setViewportSize(viewports[0] ?? { width: 390, height: 844 });
  const dana = await newLead(request, "Dana Scheduled");
  const robin = await newLead(request, "Robin Later");
  const before = await offered(request, dana.url);
  const monday = before.filter(isMonday).at(-1) ?? "";
  const dayOff = before.find((date) => date !== monday) ?? "";
  expect(monday).not.toBe("");

  await signInByInvite(page);
  const saved = (await (await page.request.get(scheduleApi.schedule)).json()) as ScheduleInfo;
  try {
    await page.getByRole("link", { name: copy.nav.schedule, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.adminSchedule}$`));
    await expect(
      page.getByRole("heading", { level: 1, name: copy.schedule.heading }),
    ).toBeVisible();
    await axeAtBothWidths(page);

    // A cap of 0 is refused in words beside the field, and nothing is saved.
    const cap = page.getByLabel(copy.schedule.numbers.dailyCap.label);
    await cap.fill("0");
    await page.getByRole("button", { name: copy.schedule.save }).click();
    await expect(page.getByText(copy.schedule.errors.range(1, 20))).toBeVisible();
    await expect(cap).toHaveAttribute("aria-invalid", "true");
    await expect(cap).toBeFocused();

    await cap.fill("1");
    // The first weekly window is Monday's: it now closes at 10:00.
    await expect(page.getByLabel(copy.schedule.weekday).first()).toHaveValue("1");
    await page.getByLabel(copy.schedule.closes).first().fill("10:00");
    await page.getByRole("button", { name: copy.schedule.addDaysOff }).click();
    await expect(page.getByLabel(copy.schedule.from)).toBeFocused();
    await page.getByLabel(copy.schedule.from).fill(dayOff);
    await page.getByLabel(copy.schedule.to).fill(dayOff);
    const answer = page.waitForResponse(
      (r) => r.url().endsWith(scheduleApi.schedule) && r.request().method() === "POST",
    );
    await page.getByRole("button", { name: copy.schedule.save }).click();
    expect((await answer).status()).toBe(200);
    await expect(page.getByText(copy.schedule.saved).first()).toBeVisible();
    await axeAtBothWidths(page);

    // A calendar's address is shown shortened, never whole.
    const secret = `s3cr3t-${Date.now()}`;
    await page.getByLabel(copy.feeds.label).fill("Google");
    await page
      .getByLabel(copy.feeds.address)
      .fill(`https://calendar.example/calendar/ical/${secret}/basic.ics`);
    await page.getByRole("button", { name: copy.feeds.add }).click();
    await expect(page.getByTestId("feeds")).toContainText("https://calendar.example/….ics");
    await expect(page.getByLabel(copy.feeds.address)).toHaveValue("");
    expect(await page.content()).not.toContain(secret);
    await page.getByRole("button", { name: copy.feeds.remove("Google") }).click();
    await expect(page.getByText(copy.feeds.none)).toBeVisible();

    // The booking page keeps to it: no day off, Monday's times end by 10:00, a cap of 1.
    const after = await offered(request, dana.url);
    expect(after).not.toContain(dayOff);
    expect(after).toContain(monday);
    expect(await offered(request, dana.url, monday)).toHaveLength(3);
    await page.goto(`${dana.url}?day=${monday}`);
    await page.getByRole("radio").first().check();
    await page.getByLabel(bookingCopy.addressLabel).fill("12 Elm St");
    await page.getByRole("button", { name: bookingCopy.book }).click();
    await expect(page.getByRole("heading", { name: bookingCopy.confirmed.heading })).toBeVisible();
    expect(await offered(request, robin.url)).not.toContain(monday);

    await page.goto(routes.admin);
    await page.getByRole("link", { name: copy.nav.agenda, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routes.adminAgenda}$`));
    const visit = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("link", { name: copy.agenda.openLead("Dana") }) });
    await expect(visit).toContainText("8:00 AM to 9:00 AM");
    await expect(visit).toContainText("12 Elm St, Naperville, IL");
    await expect(visit.getByRole("link")).toHaveAttribute("href", routes.adminLead(dana.id));
    await axeAtBothWidths(page);
    await visit.getByRole("link").click();
    await expect(page).toHaveURL(new RegExp(`${routes.adminLead(dana.id)}$`));
  } finally {
    // The other specs book against the default schedule of this shared server.
    await page.request.post(scheduleApi.schedule, {
      headers: { Origin: ownerOrigin },
      data: { rules: saved.rules },
    });
  }
});

test("the inbox's bar keeps each control's name on one line, from a tablet to a laptop", async ({
  page,
}) => {
  await signInByInvite(page);
  for (const width of [768, 1024, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    const bar = page.getByRole("banner");
    for (const control of await bar.getByRole("link").or(bar.getByRole("button")).all()) {
      expect(await labelLines(control), `${await control.innerText()} at ${width} px`).toBe(1);
    }
  }
});
