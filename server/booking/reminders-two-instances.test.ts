import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { validContact } from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { openDatabase, type Store } from "../db/database";
import { storeLead } from "../leads/store";
import type { Notification } from "../mail/notification";
import type { MailTransport } from "../mail/transport";
import { OutboxWorker } from "../outbox/loop";
import { reminderKinds, syncReminders } from "./reminders";
import { reminderSenders } from "./reminders-send";
import { defaultAvailability } from "./slots";
import { bookVisit } from "./visits";

/*
 * Issue 55: two instances of the server on one PostgreSQL. Both bring a visit's reminders
 * in line at once, forty times over, and both instances' workers poll when they come due:
 * each reminder is queued once and sent once, by e-mail and by text.
 */

const rules = defaultAvailability("America/Chicago");
const at = (local: string) =>
  new Date(DateTime.fromISO(local, { zone: rules.timeZone }).toMillis());
const hours = { quietHours: [20, 9] as const, timeZone: rules.timeZone };
const silent = { info() {}, warn() {}, error() {} };

describe.skipIf(skipPostgres)("a visit's reminders on two instances of one PostgreSQL", () => {
  let database: TestDatabase | undefined;
  const stores: Store[] = [];
  let twilio: TwilioStandIn;
  const mails: Notification[] = [];
  const clock = { now: at("2027-03-01T09:00") };

  beforeAll(async () => {
    database = await createTestDatabase("reminders");
    for (let i = 0; i < 2; i++) {
      stores.push(await openDatabase({ DATA_DIR: "", DATABASE_URL: database.url }));
    }
    twilio = await startTwilioStandIn();
  });
  afterAll(async () => {
    for (const store of stores) await store.close();
    await twilio?.close();
    await database?.drop();
  });

  /** Each instance's reminder workers, as its channel workers would run them. */
  function workersOf(store: Store, instanceId: string) {
    const transport: MailTransport = {
      name: "file",
      send: async (notification) => {
        mails.push(notification);
      },
      close: async () => {},
    };
    const account = {
      apiUrl: twilio.url,
      accountSid: twilio.accountSid,
      authToken: twilio.authToken,
    };
    const sms = {
      account,
      sender: { from: "+16305550100" },
      ownerPhones: [],
      gate: { countries: ["US" as const], maxPerHour: 30 },
    };
    const senders = reminderSenders({
      db: store.db,
      transport,
      addresses: { to: "owner@example.com", from: "website@example.com" },
      reviewHours: hours,
      manageLink: () => "https://example-contractor.com/book/abc.def",
      sms,
      log: silent,
    });
    return [...senders].map(
      ([channel, sender]) =>
        new OutboxWorker({
          db: store.db,
          channel,
          sender,
          log: silent,
          instanceId,
          now: () => clock.now,
        }),
    );
  }

  it("queues each reminder once and sends it once", async () => {
    const [a, b] = stores as [Store, Store];
    const payload = quoteRequestSchema.parse({ ...validContact, name: "Dana Smith" });
    const id = await storeLead(a.db, payload, { ip: null, userAgent: null, now: clock.now });
    const booked = await bookVisit(a.db, {
      leadId: id,
      start: at("2027-03-02T11:00").getTime(),
      streetAddress: "12 Elm St",
      rules,
      now: clock.now.getTime(),
    });
    expect(booked.ok).toBe(true);
    await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        syncReminders((i % 2 ? b : a).db, id, { texts: true, now: clock.now }),
      ),
    );
    const rows = await a.db
      .selectFrom("outbox")
      .select(["kind", "channel"])
      .where("kind", "in", [...reminderKinds])
      .execute();
    expect(rows).toHaveLength(4);

    const workers = [...workersOf(a, "a"), ...workersOf(b, "b")];
    const pollAll = () => Promise.all(workers.map((worker) => worker.runOnce()));
    clock.now = at("2027-03-01T11:00");
    await pollAll();
    await pollAll();
    expect(twilio.messages).toHaveLength(1);
    expect(mails).toHaveLength(1);
    clock.now = at("2027-03-02T09:00");
    await pollAll();
    await pollAll();
    expect(twilio.messages.map((m) => m.body)).toEqual([
      expect.stringMatching(/visit tomorrow, Tuesday, March 2 at 11:00\sAM\./u),
      expect.stringMatching(/visit today, Tuesday, March 2 at 11:00\sAM\./u),
    ]);
    expect(mails).toHaveLength(2);
  });
});
