import ICAL from "ical.js";
import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { visitFeedCopy } from "../../content/visit-feed";
import { scheduleApi, type ScheduleInfo, type VisitFeedMade } from "../../contracts/admin-schedule";
import { routes } from "../../contracts/routes";
import { call, invite, sessionCookie, siteOrigin } from "../../tests/support/admin";
import { capturedLog } from "../../tests/support/hostile";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { visitUid } from "./invite";
import { loadAvailability } from "./service";
import { bookVisit, cancelVisit, moveVisit } from "./visits";

const opened: TestApp[] = [];
const zone = "America/Chicago";
// Monday 1 March 2027, 9:00 in Chicago.
const clock = DateTime.fromISO("2027-03-01T09:00", { zone }).toJSDate();
const at = (local: string) => DateTime.fromISO(local, { zone }).toMillis();

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function inbox(logger?: ReturnType<typeof capturedLog>) {
  const t = await startTestApp(
    { PUBLIC_URL: "https://ironwood.example" },
    { now: () => clock, logger: logger?.logger },
  );
  opened.push(t);
  const token = await invite(t, "owner@ironwood.example", clock);
  const redeemed = await call(t, "/api/auth/invite", { method: "POST", body: { token } });
  return { t, cookie: sessionCookie(redeemed) };
}

async function makeFeed(t: TestApp, cookie: string): Promise<VisitFeedMade> {
  const made = await call(t, scheduleApi.visitFeed, { method: "POST", cookie });
  expect(made.statusCode).toBe(201);
  return made.json() as VisitFeedMade;
}

const pathOf = (address: string) => new URL(address).pathname;

/** Three leads with visits: Dana's ahead, Lee's 20 days back, Sam's canceled; Old's too old. */
async function visits(t: TestApp) {
  const lead = (name: string, zip: string, phone: string) =>
    storeLead(
      t.store.db,
      {
        name,
        email: "home@example.com",
        phone,
        service: "Kitchens",
        message: "Secret message: the gate code is 4471.",
        smsConsent: "No",
        type: "contact",
        zip,
      },
      { ip: null, userAgent: null, now: clock },
    );
  const dana = await lead("Dana Booker", "60540", "(630) 555-0199");
  const lee = await lead("Lee Earlier", "99999", "(630) 555-0142");
  const sam = await lead("Sam Gone", "60187", "(630) 555-0177");
  const old = await lead("Olive Old", "60187", "(630) 555-0166");
  const rules = await loadAvailability(t.store.db);
  const book = (leadId: string, local: string, now: number) =>
    bookVisit(t.store.db, { leadId, start: at(local), streetAddress: "12 Elm St", rules, now });
  const booked = await book(dana, "2027-03-02T10:00", clock.getTime());
  const earlier = await book(lee, "2027-02-09T10:00", at("2027-02-01T09:00"));
  const canceled = await book(sam, "2027-03-03T14:00", clock.getTime());
  await book(old, "2027-01-20T10:00", at("2027-01-10T09:00"));
  if (!booked.ok || !earlier.ok || !canceled.ok) throw new Error("not booked");
  await cancelVisit(t.store.db, canceled.visit.id, clock.getTime());
  return { dana, lee, booked: booked.visit, earlier: earlier.visit };
}

describe("the owner's private ICS feed of the visits (issue 55, decision 260)", () => {
  it("lists the booked visits from 30 days back, with the invitation's UID, in UTC, and nothing private", async () => {
    const { t, cookie } = await inbox();
    const { dana, lee, booked, earlier } = await visits(t);
    const { address, since } = await makeFeed(t, cookie);
    expect(address).toMatch(/^https:\/\/ironwood\.example\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(since).toBe(clock.toISOString());

    const feed = await t.app.inject({ url: pathOf(address) });
    expect(feed.statusCode).toBe(200);
    expect(feed.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(feed.headers["cache-control"]).toBe("no-store");
    for (const private_ of ["12 Elm", "555", "6305550", "gate code", "Booker", "home@example"]) {
      expect(feed.body, private_).not.toContain(private_);
    }
    // Lines end in CRLF and none is longer than 75 octets (ical.js folds them).
    expect(feed.body.split("\r\n").every((line) => Buffer.byteLength(line) <= 75)).toBe(true);

    const calendar = new ICAL.Component(ICAL.parse(feed.body));
    const events = calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    expect(events.map((e) => e.uid)).toEqual([visitUid(earlier.id), visitUid(booked.id)]);
    const [first, second] = events;
    expect(second?.summary).toBe("Estimate visit: Dana, Naperville, IL");
    expect(first?.summary).toBe("Estimate visit: Lee, 99999");
    expect(second?.startDate.toJSDate().getTime()).toBe(at("2027-03-02T10:00"));
    expect(second?.endDate.toJSDate().getTime()).toBe(at("2027-03-02T11:00"));
    expect(second?.startDate.zone?.tzid).toBe("UTC");
    const link = `https://ironwood.example${routes.adminLead(dana)}`;
    expect(second?.component.getFirstPropertyValue("url")).toBe(link);
    expect(second?.description).toBe(visitFeedCopy.description(link));
    expect(first?.component.getFirstPropertyValue("url")).toContain(routes.adminLead(lee));
    expect(second?.sequence).toBe(0);
    expect(calendar.getFirstPropertyValue("x-wr-calname")).toBe(visitFeedCopy.calendarName);
    expect(feed.body).toContain("\r\nREFRESH-INTERVAL;VALUE=DURATION:PT15M\r\n");

    // HEAD answers the same headers with no body.
    const head = await t.app.inject({ method: "HEAD", url: pathOf(address) });
    expect(head.statusCode).toBe(200);
    expect(head.headers["content-type"]).toBe("text/calendar; charset=utf-8");
    expect(head.body).toBe("");

    // The Schedule screen says the feed exists and since when, never its address.
    const info = (await call(t, scheduleApi.schedule, { cookie })).json() as ScheduleInfo;
    expect(info.visitFeed).toEqual({ since: clock.toISOString() });
    expect(JSON.stringify(info)).not.toContain(pathOf(address));
  });

  it("drops a visit once canceled, and shows a move with a higher SEQUENCE", async () => {
    const { t, cookie } = await inbox();
    const { booked, earlier } = await visits(t);
    const { address } = await makeFeed(t, cookie);
    const rules = await loadAvailability(t.store.db);
    const start = at("2027-03-04T13:00");
    const moved = await moveVisit(t.store.db, {
      visitId: booked.id,
      start,
      rules,
      now: clock.getTime(),
    });
    expect(moved?.ok).toBe(true);
    const read = async () => {
      const feed = await t.app.inject({ url: pathOf(address) });
      const calendar = new ICAL.Component(ICAL.parse(feed.body));
      return calendar.getAllSubcomponents("vevent").map((c) => new ICAL.Event(c));
    };
    const after = (await read()).find((event) => event.uid === visitUid(booked.id));
    expect(after?.sequence).toBe(1);
    expect(after?.startDate.toJSDate().getTime()).toBe(start);
    await cancelVisit(t.store.db, booked.id, clock.getTime());
    expect((await read()).map((event) => event.uid)).toEqual([visitUid(earlier.id)]);
  });

  it("answers 404 alike to a revoked, turned off, guessed or malformed address", async () => {
    const { t, cookie } = await inbox();
    const never = await t.app.inject({ url: `/calendar/${"A".repeat(43)}.ics` });
    const old = await makeFeed(t, cookie);
    const renewed = await makeFeed(t, cookie);
    expect(renewed.address).not.toBe(old.address);
    const secret = pathOf(renewed.address).slice("/calendar/".length, -".ics".length);
    const guessed = `${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;
    const answers = [
      never,
      await t.app.inject({ url: pathOf(old.address) }),
      await t.app.inject({ url: `/calendar/${guessed}.ics` }),
      await t.app.inject({ url: `/calendar/${secret.slice(0, 20)}.ics` }),
      await t.app.inject({ url: "/calendar/..%2F..%2Fdata.ics" }),
      await t.app.inject({ url: "/calendar/.ics" }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.body).toBe(visitFeedCopy.notFound);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
    expect((await t.app.inject({ url: pathOf(renewed.address) })).statusCode).toBe(200);

    const off = await call(t, scheduleApi.visitFeed, { method: "DELETE", cookie });
    expect(off.statusCode).toBe(204);
    const gone = await t.app.inject({ url: pathOf(renewed.address) });
    expect([gone.statusCode, gone.body]).toEqual([404, visitFeedCopy.notFound]);
    const info = (await call(t, scheduleApi.schedule, { cookie })).json() as ScheduleInfo;
    expect(info.visitFeed).toBeNull();
  });

  it("refuses to make or turn off a feed without a session (401) or from another site (403)", async () => {
    const { t, cookie } = await inbox();
    const made = await makeFeed(t, cookie);
    const asked = [
      await call(t, scheduleApi.visitFeed, { method: "POST" }),
      await call(t, scheduleApi.visitFeed, { method: "DELETE" }),
      await call(t, scheduleApi.visitFeed, {
        method: "POST",
        cookie,
        origin: "https://evil.example",
      }),
      await call(t, scheduleApi.visitFeed, {
        method: "DELETE",
        cookie,
        origin: "https://evil.example",
      }),
      await call(t, scheduleApi.visitFeed, { method: "DELETE", cookie, origin: null }),
    ];
    expect(asked.map((r) => r.statusCode)).toEqual([401, 401, 403, 403, 403]);
    for (const answer of asked) expect(answer.body).not.toContain("/calendar/");
    // The feed made before still works, and is still the only one.
    expect((await t.app.inject({ url: pathOf(made.address) })).statusCode).toBe(200);
    expect(await t.store.db.selectFrom("visit_feeds").selectAll().execute()).toHaveLength(1);
    const answer = await call(t, scheduleApi.visitFeed, { method: "POST", cookie });
    expect(answer.headers["cache-control"]).toBe("no-store");
  });

  it("keeps the secret out of the log, and limits a guesser's rate", async () => {
    const log = capturedLog();
    const { t, cookie } = await inbox(log);
    const { address } = await makeFeed(t, cookie);
    const secret = pathOf(address).slice("/calendar/".length, -".ics".length);
    expect((await t.app.inject({ url: pathOf(address) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `${pathOf(address)}?x=1` })).statusCode).toBe(200);
    const logged = JSON.stringify(log.lines);
    expect(logged).toContain("/calendar/:secret.ics");
    expect(logged).not.toContain(secret);

    const answers: number[] = [];
    for (let n = 0; n < 70; n++) {
      const guess = await t.app.inject({ url: `/calendar/${String(n).padStart(43, "x")}.ics` });
      answers.push(guess.statusCode);
    }
    expect(answers).toContain(429);
    expect(answers.filter((status) => status === 404).length).toBeLessThanOrEqual(60);
    expect(siteOrigin(t)).toBe("https://ironwood.example");
  });
});
