import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { routes } from "../../contracts/routes";
import { startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { eraseEntries } from "../leads/erase";
import { storeLead } from "../leads/store";
import { createTransport, mailAddresses, mailDir } from "../mail/create";
import { channelWorkers, type ChannelWorkers } from "../outbox/channel-workers";
import { photoLinkSecret } from "../secret-file";
import { bookingPath, bookingToken } from "./links";
import { visitUid } from "./invite";

const clock = { now: new Date("2027-03-01T15:00:00Z") }; // Monday 9:00 in Chicago
const tuesdayNine = Date.parse("2027-03-02T15:00:00Z");
const tuesdayEleven = Date.parse("2027-03-02T17:00:00Z");
const silent = { info() {}, warn() {}, error() {} };
const form = (fields: Record<string, string | number>) =>
  new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, String(v)])).toString();

describe("the visit's confirmation, sent through the outbox by the file transport", () => {
  let t: TestApp;
  let workers: ChannelWorkers;

  beforeAll(async () => {
    t = await startTestApp({ ACK_EMAIL: "off" }, { now: () => clock.now, channels: ["email"] });
    workers = channelWorkers({
      config: t.config,
      db: t.store.db,
      transport: createTransport(t.config),
      addresses: mailAddresses(t.config),
      channels: ["email"],
      instanceId: "test",
      log: silent,
      now: () => clock.now,
      timings: { pollIntervalMs: 50, baseDelayMs: 50 },
    });
    workers.start();
  });
  afterAll(async () => {
    await workers.stop();
    await t.close();
  });

  const post = (url: string, fields: Record<string, string | number>) =>
    t.app.inject({
      method: "POST",
      url,
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: form(fields),
    });

  /** The homeowner's visit e-mails written so far, oldest first (each change is a new file). */
  function visitMails(): string[] {
    const dir = mailDir(t.config);
    const names = existsSync(dir) ? readdirSync(dir).filter((n) => n.endsWith(".visit.eml")) : [];
    return names
      .map((name) => join(dir, name))
      .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs)
      .map((file) => readFileSync(file, "utf8"));
  }
  async function waitForMails(count: number) {
    for (let i = 0; i < 100; i++) {
      const mails = visitMails();
      if (mails.length >= count) return mails;
      workers.wake();
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`fewer than ${count} visit e-mails`);
  }
  /** The text/calendar part of a MIME message, decoded from base64, parsed with ical.js. */
  function invite(eml: string | undefined) {
    const part =
      /Content-Type: (text\/calendar[^\r\n]*(?:\r\n[ \t][^\r\n]*)*)\r\n([\s\S]*?)\r\n\r\n([\s\S]*?)\r\n--/u.exec(
        eml ?? "",
      );
    if (!part) throw new Error("no .ics attached");
    const [, type = "", headers = "", body = ""] = part;
    const content = Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
    const calendar = new ICAL.Component(ICAL.parse(content));
    const event = new ICAL.Event(calendar.getFirstSubcomponent("vevent") ?? undefined);
    return { method: calendar.getFirstPropertyValue("method"), event, type, headers };
  }

  it("books, moves and cancels: one UID, a higher SEQUENCE, then METHOD:CANCEL", async () => {
    const payload = quoteRequestSchema.parse({ ...validContact, email: "dana@example.com" });
    const id = await storeLead(t.store.db, payload, { ip: null, userAgent: null, now: clock.now });
    const path = bookingPath(bookingToken(photoLinkSecret(t.config), id));

    expect((await post(path, { start: tuesdayNine, street: "12 Elm St" })).statusCode).toBe(303);
    const [booked = ""] = await waitForMails(1);
    expect(booked).toMatch(/^To: .*dana@example\.com/mu);
    expect(booked).toContain("Content-Type: multipart/mixed");
    expect(booked).toContain("Add to Google Calendar");
    const first = invite(booked);
    expect(first.method).toBe("REQUEST");
    expect(first.type).toContain("method=REQUEST");
    expect(first.headers).toContain("filename=estimate-visit.ics");
    expect(first.event.startDate.toUnixTime() * 1000).toBe(tuesdayNine);

    expect((await post(path, { start: tuesdayEleven, street: "12 Elm St" })).statusCode).toBe(303);
    const moved = invite((await waitForMails(2))[1]);
    expect(moved.method).toBe("REQUEST");
    expect(moved.event.uid).toBe(first.event.uid);
    expect(moved.event.sequence).toBeGreaterThan(first.event.sequence);
    expect(moved.event.startDate.toUnixTime() * 1000).toBe(tuesdayEleven);

    expect((await post(`${path}/cancel`, {})).statusCode).toBe(200);
    const cancelled = invite((await waitForMails(3))[2]);
    expect(cancelled.method).toBe("CANCEL");
    expect(cancelled.type).toContain("method=CANCEL");
    expect(cancelled.event.uid).toBe(first.event.uid);
    expect(cancelled.event.uid).toMatch(/^visit-/);
    expect(cancelled.event.sequence).toBeGreaterThan(moved.event.sequence);
    expect(visitUid("x")).toMatch(/^visit-x@/);

    // The owner hears of each change by e-mail, with the lead's inbox link.
    const dir = mailDir(t.config);
    const alerts = readdirSync(dir)
      .filter((name) => name.endsWith(".owner_alert.eml"))
      .map((name) => readFileSync(join(dir, name), "utf8"));
    for (let i = 0; i < 100 && alerts.length < 3; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      alerts.splice(
        0,
        alerts.length,
        ...readdirSync(dir)
          .filter((name) => name.endsWith(".owner_alert.eml"))
          .map((name) => readFileSync(join(dir, name), "utf8")),
      );
    }
    const subjects = alerts.map((eml) => /^Subject: (.*)$/mu.exec(eml)?.[1] ?? "").sort();
    expect(subjects).toEqual([
      expect.stringMatching(/^Visit booked: /u),
      expect.stringMatching(/^Visit canceled: /u),
      expect.stringMatching(/^Visit moved: /u),
    ]);
    // Quoted-printable breaks long lines with "=" at the end: joined again, the link reads whole.
    const plain = alerts.map((eml) => eml.replace(/=\r\n/g, ""));
    expect(plain.every((eml) => eml.includes(routes.adminLead(id)))).toBe(true);
    expect(plain.every((eml) => !/^To: .*dana@example\.com/mu.test(eml))).toBe(true);

    // Each file is named after the lead first, so erasing the lead takes every one of them.
    await workers.stop();
    const erased = await eraseEntries(t.store.db, { leads: [id], reviewNotices: [] }, [], dir);
    const kinds = erased.mailFiles.map((name) => name.split(".").at(-2));
    expect(kinds.filter((kind) => kind === "visit")).toHaveLength(3);
    expect(kinds.filter((kind) => kind === "owner_alert")).toHaveLength(3);
    expect(visitMails()).toEqual([]);
  });
});
