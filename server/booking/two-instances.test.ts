import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookingCopy } from "../../content/booking";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { bookingPath, bookingToken } from "./links";

/**
 * Issue 55: twenty homeowners press "Book this time" for the same slot at once, their
 * requests spread over two instances of the server on one PostgreSQL: one visit is booked,
 * and the other nineteen are told the time was just taken.
 */
describe.skipIf(skipPostgres)("one slot raced on two instances of one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  const instances: TestApp[] = [];
  const clock = new Date("2027-03-01T15:00:00Z");
  const secret = "booking-links-".repeat(4);

  beforeAll(async () => {
    database = await createTestDatabase("booking");
    const env = {
      DATABASE_URL: database.url,
      PHOTO_LINK_SECRET: secret,
      ALTCHA_HMAC_KEY: "shared-".repeat(8),
    };
    for (let i = 0; i < 2; i++) instances.push(await startTestApp(env, { now: () => clock }));
  });

  afterAll(async () => {
    for (const instance of instances) await instance.close();
    await database?.drop();
  });

  it("books exactly one of 20 parallel requests", async () => {
    const [a, b] = instances as [TestApp, TestApp];
    const paths: string[] = [];
    for (let i = 0; i < 20; i++) {
      const payload = quoteRequestSchema.parse({ ...validContact, email: `racer${i}@example.com` });
      const id = await storeLead(a.store.db, payload, { ip: null, userAgent: null, now: clock });
      paths.push(bookingPath(bookingToken(secret, id)));
    }
    const start = Date.parse("2027-03-02T16:00:00Z");
    const answers = await Promise.all(
      paths.map((url, i) =>
        (i % 2 ? b : a).app.inject({
          method: "POST",
          url,
          headers: { "content-type": "application/x-www-form-urlencoded" },
          payload: `start=${start}&street=${i}+Elm+St`,
        }),
      ),
    );
    expect(answers.filter((r) => r.statusCode === 303)).toHaveLength(1);
    const losers = answers.filter((r) => r.statusCode === 409);
    expect(losers).toHaveLength(19);
    for (const loser of losers) expect(loser.body).toContain(bookingCopy.taken);
    const booked = await a.store.db
      .selectFrom("visits")
      .select("id")
      .where("status", "=", "booked")
      .execute();
    expect(booked).toHaveLength(1);
  });
});
