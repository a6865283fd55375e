import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { erasePerson, personKey } from "../leads/erase";
import { storeLead } from "../leads/store";
import { defaultAvailability } from "./slots";
import { bookVisit } from "./visits";

const rules = defaultAvailability("America/Chicago");
const now = Date.parse("2027-03-01T15:00:00Z");
const start = Date.parse("2027-03-02T15:00:00Z");

describe("erasing a person who booked a visit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it("erases the visit with its street address, and frees its time and its place in the day", async () => {
    const lead = await storeLead(t.store.db, quoteRequestSchema.parse(validContact), {
      ip: null,
      userAgent: null,
      now: new Date(now),
    });
    const book = (leadId: string) =>
      bookVisit(t.store.db, { leadId, start, streetAddress: "12 Elm St", rules, now });
    expect((await book(lead)).ok).toBe(true);
    const key = personKey(validContact.email);
    if (!key) throw new Error("no key");
    await erasePerson(t.store.db, key, `${t.config.DATA_DIR}/mail`);
    expect(await t.store.db.selectFrom("visits").selectAll().execute()).toEqual([]);
    expect(await t.store.db.selectFrom("visit_cells").selectAll().execute()).toEqual([]);
    expect(await t.store.db.selectFrom("visit_days").select("visits").execute()).toEqual([
      { visits: 0 },
    ]);
    expect((await book("SOMEONE-ELSE")).ok).toBe(true);
  });
});
