import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { routes } from "../../contracts/routes";
import { standInOwnerPhone, startChannelStandIns } from "../../tests/support/channel-stand-ins";
import { eventually, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { createTransport, mailAddresses } from "../mail/create";
import { channelWorkers, type ChannelWorkers } from "../outbox/channel-workers";
import { photoLinkSecret } from "../secret-file";
import { bookingPath, bookingToken } from "./links";

/* Issue 55: the owner's phones hear of each booking, move and cancellation, with the lead's link. */

const clock = { now: new Date("2027-03-01T15:00:00Z") }; // Monday 9:00 in Chicago
const tuesdayNine = Date.parse("2027-03-02T15:00:00Z");
const tuesdayEleven = Date.parse("2027-03-02T17:00:00Z");
const silent = { info() {}, warn() {}, error() {} };

describe("the owner's text of a visit", () => {
  let t: TestApp;
  let workers: ChannelWorkers;
  let standIns: Awaited<ReturnType<typeof startChannelStandIns>>;

  beforeAll(async () => {
    standIns = await startChannelStandIns();
    t = await startTestApp(
      { ...standIns.env, ACK_EMAIL: "off" },
      { now: () => clock.now, channels: ["sms"] },
    );
    workers = channelWorkers({
      config: t.config,
      db: t.store.db,
      transport: createTransport(t.config),
      addresses: mailAddresses(t.config),
      channels: ["sms"],
      instanceId: "test",
      log: silent,
      now: () => clock.now,
      timings: { pollIntervalMs: 50, baseDelayMs: 50, confirmDelayMs: 50 },
    });
    workers.start();
  });
  afterAll(async () => {
    await workers.stop();
    await t.close();
    await standIns.close();
  });

  const post = (url: string, fields: Record<string, string | number>) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams(
        Object.entries(fields).map(([k, v]) => [k, String(v)]),
      ).toString(),
    });
  const visitTexts = () =>
    standIns.twilio.messages
      .filter((m) => m.to === standInOwnerPhone && m.body.startsWith("Visit "))
      .map((m) => m.body);

  it("says booked, moved and canceled, with the time and the lead's link, never the street", async () => {
    const payload = quoteRequestSchema.parse({ ...validContact, name: "Dana Smith" });
    const id = await storeLead(t.store.db, payload, { ip: null, userAgent: null, now: clock.now });
    const path = bookingPath(bookingToken(photoLinkSecret(t.config), id));
    const link = routes.adminLead(id);

    await post(path, { start: tuesdayNine, street: "12 Elm St" });
    await eventually(() => visitTexts().length === 1);
    await post(path, { start: tuesdayEleven, street: "12 Elm St" });
    await eventually(() => visitTexts().length === 2);
    await post(`${path}/cancel`, {});
    await eventually(() => visitTexts().length === 3);
    const [booked, moved, canceled] = visitTexts();
    expect(booked).toMatch(/^Visit booked: Dana Smith, Tuesday, March 2 at 9:00\sAM\n/u);
    expect(moved).toMatch(/^Visit moved: Dana Smith, Tuesday, March 2 at 11:00\sAM\n/u);
    expect(canceled).toMatch(/^Visit canceled: Dana Smith, Tuesday, March 2 at 11:00\sAM\n/u);
    for (const text of visitTexts()) {
      expect(text.endsWith(link)).toBe(true);
      expect(text).not.toContain("Elm");
    }
  });
});
