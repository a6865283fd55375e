import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { adminScheduleCopy } from "../../content/admin-schedule";
import {
  type Agenda,
  scheduleApi,
  type ScheduleInfo,
  numberRules,
  scheduleLimits,
  type ScheduleRefusal,
} from "../../contracts/admin-schedule";
import { availabilitySchema } from "../booking/rules-schema";
import { call, invite, sessionCookie } from "../../tests/support/admin";
import { capturedLog } from "../../tests/support/hostile";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { loadAvailability } from "../booking/service";
import { bookVisit, cancelVisit } from "../booking/visits";
import { storeLead } from "../leads/store";

const opened: TestApp[] = [];
const zone = "America/Chicago";
// Monday 1 March 2027, 9:00 in Chicago.
const clock = DateTime.fromISO("2027-03-01T09:00", { zone }).toJSDate();
const secret = "private-abc123def456";
const feedUrl = `https://calendar.example/calendar/ical/owner%40example.com/${secret}/basic.ics`;

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function inbox(env: Record<string, string> = {}, logger?: ReturnType<typeof capturedLog>) {
  const t = await startTestApp(env, { now: () => clock, logger: logger?.logger });
  opened.push(t);
  // Invited on the app's own clock, which is in 2027.
  const token = await invite(t, "owner@ironwood.example", clock);
  const redeemed = await call(t, "/api/auth/invite", { method: "POST", body: { token } });
  return { t, cookie: sessionCookie(redeemed) };
}

const rules = {
  windows: [
    { weekday: 1, start: "08:00", end: "17:00" },
    { weekday: 6, start: "09:00", end: "12:00" },
  ],
  visitMinutes: 60,
  bufferMinutes: 30,
  stepMinutes: 30,
  noticeBusinessDays: 1,
  horizonDays: 14,
  dailyCap: 2,
  daysOff: [{ from: "2027-03-08", to: "2027-03-10" }],
};

describe("the Schedule screen's API from outside (issue 55)", () => {
  it("answers 401 to every route without a session, and changes nothing", async () => {
    const { t } = await inbox();
    const asked = [
      await call(t, scheduleApi.schedule),
      await call(t, scheduleApi.schedule, { method: "POST", body: { rules } }),
      await call(t, scheduleApi.feeds, { method: "POST", body: { label: "x", url: feedUrl } }),
      await call(t, scheduleApi.feed("any"), { method: "DELETE" }),
      await call(t, scheduleApi.agenda),
    ];
    expect(asked.map((r) => r.statusCode)).toEqual([401, 401, 401, 401, 401]);
    expect((await loadAvailability(t.store.db)).dailyCap).toBe(3);
    expect(await t.store.db.selectFrom("calendar_feeds").selectAll().execute()).toEqual([]);
  });

  it("answers 403 to a state change another site started, even with the owner's cookie", async () => {
    const { t, cookie } = await inbox();
    const origin = "https://attacker.example";
    const added = await call(t, scheduleApi.feeds, {
      method: "POST",
      cookie,
      origin,
      body: { label: "x", url: feedUrl },
    });
    const saved = await call(t, scheduleApi.schedule, {
      method: "POST",
      cookie,
      origin,
      body: { rules },
    });
    const noOrigin = await call(t, scheduleApi.schedule, {
      method: "POST",
      cookie,
      origin: null,
      body: { rules },
    });
    expect([added.statusCode, saved.statusCode, noOrigin.statusCode]).toEqual([403, 403, 403]);
    expect((await loadAvailability(t.store.db)).dailyCap).toBe(3);
    expect(await t.store.db.selectFrom("calendar_feeds").selectAll().execute()).toEqual([]);
  });
});

describe("the owner's availability", () => {
  it("shows the defaults, saves the whole schedule, and the booking page's rules are the saved ones", async () => {
    const { t, cookie } = await inbox();
    const first = (await call(t, scheduleApi.schedule, { cookie })).json() as ScheduleInfo;
    expect(first.timeZone).toBe(zone);
    expect(first.rules.dailyCap).toBe(3);
    expect(first.rules.windows).toHaveLength(6);
    const saved = await call(t, scheduleApi.schedule, { method: "POST", cookie, body: { rules } });
    expect(saved.statusCode).toBe(200);
    expect((saved.json() as ScheduleInfo).rules).toEqual(rules);
    expect(await loadAvailability(t.store.db)).toEqual({ timeZone: zone, ...rules });
  });

  it("refuses a schedule out of bounds, or a part of one, naming the field, and keeps the old one", async () => {
    const { t, cookie } = await inbox();
    const refused = async (body: unknown) => {
      const answer = await call(t, scheduleApi.schedule, { method: "POST", cookie, body });
      expect(answer.statusCode).toBe(400);
      return answer.json() as ScheduleRefusal;
    };
    expect(await refused({ rules: { ...rules, dailyCap: 0 } })).toEqual({
      error: adminScheduleCopy.schedule.errors.refused,
      field: "dailyCap",
    });
    const late = { ...rules, windows: [{ weekday: 2, start: "17:00", end: "08:00" }] };
    expect((await refused({ rules: late })).field).toBe("windows.0");
    expect((await refused({ rules: { ...rules, visitMinutes: 62 } })).field).toBe("visitMinutes");
    expect((await refused({ rules: { dailyCap: 2 } })).error).toBe(
      adminScheduleCopy.schedule.errors.refused,
    );
    expect((await refused({ rules: { ...rules, timeZone: "UTC" } })).error).toBeTruthy();
    expect(await refused("not json at all")).toEqual({
      error: adminScheduleCopy.schedule.errors.refused,
    });
    expect((await loadAvailability(t.store.db)).dailyCap).toBe(3);
  });
});

describe("the form's bounds", () => {
  it("are the schema's: the form never lets through what the server refuses, nor the reverse", () => {
    for (const rule of numberRules) {
      const { min, max, step } = scheduleLimits[rule];
      const ok = (value: number) => availabilitySchema.safeParse({ [rule]: value }).success;
      expect([ok(min), ok(max), ok(min - step), ok(max + step)], rule).toEqual([
        true,
        true,
        false,
        false,
      ]);
    }
  });
});

describe("the owner's calendar feeds", () => {
  it("adds a feed and never answers nor logs its address whole; removes it once", async () => {
    const log = capturedLog();
    const { t, cookie } = await inbox({}, log);
    const added = await call(t, scheduleApi.feeds, {
      method: "POST",
      cookie,
      body: { label: "Google", url: ` ${feedUrl} ` },
    });
    expect(added.statusCode).toBe(201);
    expect(added.body).not.toContain(secret);
    const [feed] = (added.json() as ScheduleInfo).feeds;
    expect(feed).toMatchObject({ label: "Google", address: "https://calendar.example/….ics" });
    const listed = await call(t, scheduleApi.schedule, { cookie });
    expect(listed.body).not.toContain(secret);
    const id = feed?.id ?? "";
    const removed = await call(t, scheduleApi.feed(id), { method: "DELETE", cookie });
    expect(removed.statusCode).toBe(204);
    const again = await call(t, scheduleApi.feed(id), { method: "DELETE", cookie });
    expect(again.statusCode).toBe(404);
    expect(log.lines.length).toBeGreaterThan(0);
    expect(JSON.stringify(log.lines)).not.toContain(secret);
  });

  it("refuses what the command line refuses, in words beside the address", async () => {
    const { t, cookie } = await inbox();
    const add = (url: string) =>
      call(t, scheduleApi.feeds, { method: "POST", cookie, body: { label: "", url } });
    const errors = adminScheduleCopy.feeds.errors;
    for (const [url, error] of [
      ["http://calendar.example/a.ics", errors.notHttps],
      ["https://127.0.0.1/a.ics", errors.notPublic],
      ["https://[::1]/a.ics", errors.notPublic],
      ["https://192.168.1.4/a.ics", errors.notPublic],
      ["file:///etc/passwd", errors.notHttps],
      ["not an address", errors.notAddress],
      ["   ", errors.empty],
    ] as const) {
      const answer = await add(url);
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json(), url).toEqual({ error, field: "url" });
    }
    const wrongShape = await call(t, scheduleApi.feeds, { method: "POST", cookie, body: {} });
    expect(wrongShape.statusCode).toBe(400);
    expect(await t.store.db.selectFrom("calendar_feeds").selectAll().execute()).toEqual([]);
  });

  it("takes an http loopback address only with CALENDAR_FEEDS_ALLOW_LOCAL=1", async () => {
    const { t, cookie } = await inbox({ CALENDAR_FEEDS_ALLOW_LOCAL: "1" });
    const added = await call(t, scheduleApi.feeds, {
      method: "POST",
      cookie,
      body: { label: "Local", url: "http://127.0.0.1:9/secret-token/cal.ics" },
    });
    expect(added.statusCode).toBe(201);
    expect(added.body).not.toContain("secret-token");
  });

  it("stops at 20 feeds", async () => {
    const { t, cookie } = await inbox();
    for (let n = 0; n < 20; n++) {
      const added = await call(t, scheduleApi.feeds, {
        method: "POST",
        cookie,
        body: { label: `C${n}`, url: feedUrl },
      });
      expect(added.statusCode).toBe(201);
    }
    const over = await call(t, scheduleApi.feeds, {
      method: "POST",
      cookie,
      body: { label: "one more", url: feedUrl },
    });
    expect(over.statusCode).toBe(409);
  });
});

describe("the Agenda", () => {
  it("lists the booked visits from today on, by day, without the canceled ones", async () => {
    const { t, cookie } = await inbox();
    const lead = (name: string, zip: string) =>
      storeLead(
        t.store.db,
        {
          name,
          email: "home@example.com",
          phone: "(630) 555-0199",
          service: "Kitchens",
          message: "A kitchen this spring.",
          smsConsent: "No",
          type: "contact",
          zip,
        },
        { ip: null, userAgent: null, now: clock },
      );
    const dana = await lead("Dana Booker", "60540");
    const sam = await lead("Sam Gone", "60187");
    const lee = await lead("Lee Earlier", "60187");
    const availability = await loadAvailability(t.store.db);
    const at = (local: string) => DateTime.fromISO(local, { zone }).toMillis();
    const book = (leadId: string, local: string, now = clock.getTime()) =>
      bookVisit(t.store.db, {
        leadId,
        start: at(local),
        streetAddress: "12 Elm St",
        rules: availability,
        now,
      });
    const booked = await book(dana, "2027-03-02T10:00");
    const canceled = await book(sam, "2027-03-02T14:00");
    await book(lee, "2027-02-26T10:00", at("2027-02-20T09:00"));
    expect(booked.ok && canceled.ok).toBe(true);
    if (canceled.ok) await cancelVisit(t.store.db, canceled.visit.id, clock.getTime());
    const agenda = (await call(t, scheduleApi.agenda, { cookie })).json() as Agenda;
    expect(agenda).toEqual({
      timeZone: zone,
      days: [
        {
          date: "2027-03-02",
          visits: [
            {
              id: booked.ok ? booked.visit.id : "",
              leadId: dana,
              start: new Date(at("2027-03-02T10:00")).toISOString(),
              end: new Date(at("2027-03-02T11:00")).toISOString(),
              firstName: "Dana",
              address: "12 Elm St",
              town: "Naperville, IL",
            },
          ],
        },
      ],
    });
  });
});
