import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "../../content/booking";
import {
  bookingApiPath,
  bookingChoicesSchema,
  bookingResultSchema,
} from "../../contracts/quote-booking";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { photoLinkSecret } from "../secret-file";
import { bookingPath, bookingToken } from "./links";

/**
 * Decision 252: /api/book/<token>, the booking page as JSON for the quote dialog's picker:
 * the same token, rules and race handling as /book/<token>.
 */
const clock = { now: new Date("2027-03-01T15:00:00Z") }; // Monday 9:00 in Chicago
const tuesdayNine = Date.parse("2027-03-02T15:00:00Z");

describe("/api/book/<token>", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock.now });
  });
  afterAll(() => t.close());

  async function newApi(extra: Record<string, string> = {}) {
    const payload = quoteRequestSchema.parse({ ...validContact, ...extra });
    const id = await storeLead(t.store.db, payload, { ip: null, userAgent: null, now: clock.now });
    return bookingApiPath(bookingPath(bookingToken(photoLinkSecret(t.config), id)));
  }
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const book = (url: string, body: unknown) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/json" },
      payload: JSON.stringify(body),
    });
  const visits = () => t.store.db.selectFrom("visits").selectAll().execute();
  const visitMessages = () =>
    t.store.db
      .selectFrom("outbox")
      .select("kind")
      .where("kind", "in", ["visit_booked", "visit_moved", "visit_cancelled"])
      .execute();

  it("lists the open days and their times, worded on the business's clock, and books nothing", async () => {
    const api = await newApi();
    const answer = await get(api);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers["cache-control"]).toBe("no-store");
    const choices = bookingChoicesSchema.parse(answer.json());
    expect(choices.zoneNote).toBe(bookingCopy.zoneNote("Central"));
    expect(choices.days[0]).toMatchObject({ date: "2027-03-02", label: "Tuesday, March 2" });
    expect(choices.days[0]?.times).toContainEqual({
      start: tuesdayNine,
      label: expect.stringMatching(/^9:00\sAM$/u),
    });
    expect(await visits()).toHaveLength(0);
  });

  it("books a time with the address, then shows the visit; a second tap tells no one again", async () => {
    const api = await newApi({ email: "api.book@example.com" });
    const answer = await book(api, { start: tuesdayNine, street: "12 Elm St" });
    expect(answer.statusCode).toBe(200);
    const result = bookingResultSchema.parse(answer.json());
    expect(result).toEqual({
      ok: true,
      visit: {
        start: tuesdayNine,
        when: expect.stringContaining("Tuesday, March 2 at 9:00"),
        address: "12 Elm St",
      },
    });
    const told = await visitMessages();
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((row) => row.kind === "visit_booked")).toBe(true);
    const again = await book(api, { start: tuesdayNine, street: "12 Elm St" });
    expect(again.statusCode).toBe(200);
    expect(await visitMessages()).toHaveLength(told.length);
    expect(bookingChoicesSchema.parse((await get(api)).json()).visit?.address).toBe("12 Elm St");
  });

  it("gives the loser of a taken time 'just taken' and the day's fresh times", async () => {
    const first = await newApi({ email: "first@example.com" });
    const second = await newApi({ email: "second@example.com" });
    const start = tuesdayNine + 3 * 3_600_000; // noon, clear of the visit above
    const answers = await Promise.all([
      book(first, { start, street: "1 Oak Ave" }),
      book(second, { start, street: "2 Oak Ave" }),
    ]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    const loser = bookingResultSchema.parse(answers.find((a) => a.statusCode === 409)?.json());
    expect(loser).toMatchObject({ ok: false, error: bookingCopy.taken });
    const times = !loser.ok ? loser.days?.flatMap((day) => day.times.map((x) => x.start)) : [];
    expect(times).not.toContain(start);
  });

  it("asks for the address, refuses a forged token, and offers no times outside the area", async () => {
    const api = await newApi({ email: "no.street@example.com" });
    const missing = await book(api, { start: tuesdayNine });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ ok: false, error: bookingCopy.addressMissing });

    const forged = api.replace(/\.[\w-]{22}$/, `.${"A".repeat(22)}`);
    expect((await get(forged)).statusCode).toBe(404);
    expect((await book(forged, { start: tuesdayNine, street: "12 Elm St" })).statusCode).toBe(404);

    const far = await newApi({ email: "far@example.com", zip: "90210" });
    expect(bookingChoicesSchema.parse((await get(far)).json())).toMatchObject({
      days: [],
      message: bookingCopy.callUs,
    });
    expect((await book(far, { start: tuesdayNine, street: "9 Palm Dr" })).statusCode).toBe(403);
  });
});
