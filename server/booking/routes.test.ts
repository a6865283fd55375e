import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "../../content/booking";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { capturedLog } from "../../tests/support/hostile";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { photoLinkSecret } from "../secret-file";
import { bookingPath, bookingToken } from "./links";

const clock = { now: new Date("2027-03-01T15:00:00Z") }; // Monday 9:00 in Chicago
const tuesdayNine = Date.parse("2027-03-02T15:00:00Z");
const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

describe("/book/<token>", () => {
  let t: TestApp;
  const { logger, lines } = capturedLog();
  let key = "";

  beforeAll(async () => {
    t = await startTestApp({}, { now: () => clock.now, logger });
    key = photoLinkSecret(t.config);
  });
  afterAll(() => t.close());

  async function newLead(extra: Record<string, string> = {}, createdAt = clock.now) {
    const payload = quoteRequestSchema.parse({ ...validContact, ...extra });
    const id = await storeLead(t.store.db, payload, { ip: null, userAgent: null, now: createdAt });
    return bookingPath(bookingToken(key, id));
  }
  const get = (url: string) => t.app.inject({ method: "GET", url });
  const post = (url: string, fields: Record<string, string | number>) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form(fields),
    });
  const visits = () => t.store.db.selectFrom("visits").selectAll().execute();

  it("lists the open days as radio buttons, in the business's time zone, and says so, with no script", async () => {
    const path = await newLead();
    const page = await get(path);
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toContain("text/html");
    expect(page.headers["cache-control"]).toBe("no-store");
    expect(page.headers["content-security-policy"]).toContain("default-src 'self'");
    expect(page.body).toContain('<form method="get"');
    expect(page.body).toContain('type="radio" name="day" value="2027-03-02" checked');
    expect(page.body).toContain("Tuesday, March 2");
    expect(page.body).toContain(bookingCopy.zoneNote("Central"));
    expect(page.body).not.toContain("<script");
  });

  it("lists a chosen day's times with the street address required, and a GET changes nothing", async () => {
    const path = await newLead();
    const page = await get(`${path}?day=2027-03-02`);
    expect(page.body).toContain(`name="start" value="${tuesdayNine}" required`);
    expect(page.body).toMatch(/value="\d+" required> 9:00\sAM/u);
    expect(page.body).toContain('name="street" required');
    expect(page.body).toContain('<form method="post"');
    expect(await visits()).toEqual([]);
  });

  it("books on POST and shows the visit; the loser of the slot is told to pick another", async () => {
    const path = await newLead();
    const missing = await post(path, { start: tuesdayNine });
    expect(missing.statusCode).toBe(400);
    expect(missing.body).toContain(bookingCopy.addressMissing);

    const booked = await post(path, { start: tuesdayNine, street: "12 Elm St" });
    expect(booked.statusCode).toBe(303);
    expect(booked.headers.location).toBe(path);
    const shown = await get(path);
    expect(shown.body).toContain(bookingCopy.confirmed.heading);
    expect(shown.body).toMatch(/Tuesday, March 2 at 9:00\sAM/u);
    expect(shown.body).toContain("12 Elm St");

    const other = await newLead({ email: "other@example.com" });
    const lost = await post(other, { start: tuesdayNine + 30 * 60_000, street: "3 Oak St" });
    expect(lost.statusCode).toBe(409);
    expect(lost.body).toContain(bookingCopy.taken);
    expect(lost.body).toContain('value="3 Oak St"');
    expect((await visits()).filter((v) => v.status === "booked")).toHaveLength(1);
  });

  it("moves the visit, asks before canceling on GET, and cancels on POST", async () => {
    const path = await newLead({ email: "mover@example.com" });
    const thursday = Date.parse("2027-03-04T16:00:00Z");
    expect((await post(path, { start: thursday, street: "5 Pine St" })).statusCode).toBe(303);
    expect(
      (await post(path, { start: thursday + 3 * 3_600_000, street: "5 Pine St" })).statusCode,
    ).toBe(303);
    const [moved] = (await visits()).filter((v) => v.street_address === "5 Pine St");
    expect(moved).toMatchObject({
      sequence: 1,
      starts_at: "2027-03-04T19:00:00.000Z",
      status: "booked",
    });

    const ask = await get(`${path}/cancel`);
    expect(ask.body).toContain(bookingCopy.cancel.button);
    expect((await visits()).find((v) => v.id === moved?.id)?.status).toBe("booked");
    const done = await post(`${path}/cancel`, {});
    expect(done.body).toContain(bookingCopy.cancel.done);
    expect((await visits()).find((v) => v.id === moved?.id)).toMatchObject({
      status: "cancelled",
      sequence: 2,
    });
  });

  it("sends a ZIP outside the service area to a call, and refuses a forged or expired link", async () => {
    const outside = await newLead({ email: "far@example.com", zip: "90210" });
    expect((await get(outside)).body).toContain(bookingCopy.callUs);
    expect((await post(outside, { start: tuesdayNine, street: "1 Far Rd" })).body).toContain(
      bookingCopy.callUs,
    );
    const forged = bookingPath(bookingToken("not-the-key".repeat(4), "ABCD-EFGH-JKLM"));
    expect((await get(forged)).statusCode).toBe(404);
    const old = await newLead(
      { email: "old@example.com" },
      new Date(clock.now.getTime() - 31 * 86_400_000),
    );
    expect((await get(old)).statusCode).toBe(404);
  });

  it("never logs the token", async () => {
    const path = await newLead({ email: "log@example.com" });
    await get(path);
    const token = decodeURIComponent(path.split("/").pop() ?? "");
    const logged = lines.map((line) => JSON.stringify(line)).join("\n");
    expect(logged).toContain("/book/:token");
    expect(logged).not.toContain(token.split(".")[1]);
  });

  it("tells no one again when the same time is posted twice (a reload, a second tap)", async () => {
    const path = await newLead({ email: "twice@example.com" });
    const start = tuesdayNine + 6 * 3_600_000; // 3 PM, clear of the other tests' visits
    const visitMessages = () =>
      t.store.db
        .selectFrom("outbox")
        .select(["id", "kind"])
        .where("kind", "in", ["visit_booked", "visit_moved", "visit_cancelled"])
        .execute();
    const earlier = new Set((await visitMessages()).map((row) => row.id));
    const since = async () => (await visitMessages()).filter((row) => !earlier.has(row.id));
    expect((await post(path, { start, street: "8 Birch Ln" })).statusCode).toBe(303);
    const told = await since();
    expect(told.length).toBeGreaterThan(0);
    expect(told.every((row) => row.kind === "visit_booked")).toBe(true);
    expect((await post(path, { start, street: "8 Birch Ln" })).statusCode).toBe(303);
    expect(await since()).toHaveLength(told.length);
  });
});
