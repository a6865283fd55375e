import { DateTime } from "luxon";
import { afterEach, describe, expect, it } from "vitest";
import { adminVisitCopy } from "../../content/admin-visit";
import { adminRoutes } from "../../contracts/admin-api";
import {
  type LeadVisit,
  visitApi,
  type VisitRefusal,
  type VisitSaved,
} from "../../contracts/admin-visit";
import { call, invite, sessionCookie } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { loadAvailability } from "../booking/service";
import { bookVisit } from "../booking/visits";
import { storeLead } from "../leads/store";

/*
 * The owner's visit routes (decision 259), as an attacker tries them and as the owner uses
 * them: the same rules and races as the homeowner's booking, nothing left behind on a
 * refusal, and the homeowner's e-mail held for the toast's Undo.
 */

const opened: TestApp[] = [];
const zone = "America/Chicago";
// Monday 1 March 2027, 9:00 in Chicago: Tuesday 2 March is the first bookable day.
const clock = DateTime.fromISO("2027-03-01T09:00", { zone }).toJSDate();
const at = (local: string) => DateTime.fromISO(local, { zone }).toMillis();

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function inbox(env: Record<string, string> = {}) {
  const t = await startTestApp(env, { now: () => clock });
  opened.push(t);
  const token = await invite(t, "owner@ironwood.example", clock);
  const redeemed = await call(t, "/api/auth/invite", { method: "POST", body: { token } });
  const leadId = await storeLead(
    t.store.db,
    {
      name: "Dana Booker",
      email: "dana@example.com",
      phone: "(630) 555-0199",
      service: "Kitchens",
      message: "A kitchen this spring.",
      smsConsent: "No",
      type: "contact",
      zip: "60540",
    },
    { ip: null, userAgent: null, now: clock },
  );
  return { t, cookie: sessionCookie(redeemed), leadId };
}

const visitRows = (t: TestApp) => t.store.db.selectFrom("visits").selectAll().execute();
const outboxRows = (t: TestApp) =>
  t.store.db.selectFrom("outbox").select(["id", "kind", "channel", "status"]).execute();

describe("the owner's visit routes from outside", () => {
  it("answers 401 to each without a session, and books nothing", async () => {
    const { t, leadId } = await inbox();
    const path = visitApi.visit(leadId);
    const body = { start: at("2027-03-02T10:00"), street: "12 Elm St" };
    const asked = [
      await call(t, path),
      await call(t, path, { method: "POST", body }),
      await call(t, path, { method: "DELETE" }),
    ];
    expect(asked.map((r) => r.statusCode)).toEqual([401, 401, 401]);
    expect(await visitRows(t)).toEqual([]);
    expect((await outboxRows(t)).filter((r) => r.kind.startsWith("visit"))).toEqual([]);
  });

  it("answers 403 to a change another site started, even with the owner's cookie", async () => {
    const { t, cookie, leadId } = await inbox();
    const path = visitApi.visit(leadId);
    const origin = "https://attacker.example";
    const body = { start: at("2027-03-02T10:00"), street: "12 Elm St" };
    const booked = await call(t, path, { method: "POST", cookie, origin, body });
    const noOrigin = await call(t, path, { method: "POST", cookie, origin: null, body });
    expect([booked.statusCode, noOrigin.statusCode]).toEqual([403, 403]);
    expect(await visitRows(t)).toEqual([]);
  });

  it("answers 404 for an unknown lead, and for canceling a visit that is not booked", async () => {
    const { t, cookie, leadId } = await inbox();
    const body = { start: at("2027-03-02T10:00"), street: "12 Elm St" };
    const unknown = visitApi.visit("no-such-lead");
    const answers = [
      await call(t, unknown, { cookie }),
      await call(t, unknown, { method: "POST", cookie, body }),
      await call(t, unknown, { method: "DELETE", cookie }),
      await call(t, visitApi.visit(leadId), { method: "DELETE", cookie }),
    ];
    expect(answers.map((r) => r.statusCode)).toEqual([404, 404, 404, 404]);
    expect((answers[3]?.json() as VisitRefusal).error).toBe(adminVisitCopy.errors.noVisit);
    expect(await visitRows(t)).toEqual([]);
    expect((await outboxRows(t)).filter((r) => r.kind.startsWith("visit"))).toEqual([]);
  });

  it("answers 400 to bad input: no street address, no time, a time off the rules", async () => {
    const { t, cookie, leadId } = await inbox();
    const path = visitApi.visit(leadId);
    const post = (body: unknown) => call(t, path, { method: "POST", cookie, body });
    const noStreet = await post({ start: at("2027-03-02T10:00"), street: " " });
    const noTime = await post({ street: "12 Elm St" });
    const text = await post({ start: "tomorrow", street: "12 Elm St" });
    const huge = await post({ start: at("2027-03-02T10:00"), street: "x".repeat(201) });
    expect([noStreet, noTime, text, huge].map((r) => r.statusCode)).toEqual([400, 400, 400, 400]);
    expect((noStreet.json() as VisitRefusal).error).toBe(adminVisitCopy.addressMissing);
    expect((noTime.json() as VisitRefusal).error).toBe(adminVisitCopy.timeMissing);
    // A time the rules do not offer (a Sunday, before the notice) is refused as taken.
    const sunday = await post({ start: at("2027-03-07T10:00"), street: "12 Elm St" });
    const today = await post({ start: at("2027-03-01T14:00"), street: "12 Elm St" });
    expect([sunday.statusCode, today.statusCode]).toEqual([409, 409]);
    expect(await visitRows(t)).toEqual([]);
    expect((await outboxRows(t)).filter((r) => r.kind.startsWith("visit"))).toEqual([]);
  });

  it("answers 409 with the fresh days for a time another lead just took, and leaves nothing", async () => {
    const { t, cookie, leadId } = await inbox();
    const other = await storeLead(
      t.store.db,
      {
        name: "Sam Other",
        email: "sam@example.com",
        phone: "",
        service: "Baths",
        message: "A bath.",
        smsConsent: "No",
        type: "contact",
        zip: "60540",
      },
      { ip: null, userAgent: null, now: clock },
    );
    const rules = await loadAvailability(t.store.db);
    const first = await bookVisit(t.store.db, {
      leadId: other,
      start: at("2027-03-02T10:00"),
      streetAddress: "1 Oak St",
      rules,
      now: clock.getTime(),
    });
    expect(first.ok).toBe(true);
    // 10:30 overlaps 10:00's visit and buffer: a different start, the same time taken.
    const refused = await call(t, visitApi.visit(leadId), {
      method: "POST",
      cookie,
      body: { start: at("2027-03-02T10:30"), street: "12 Elm St" },
    });
    expect(refused.statusCode).toBe(409);
    const answer = refused.json() as VisitRefusal;
    expect(answer.error).toBe(adminVisitCopy.errors.taken);
    const tuesday = answer.days?.find((d) => d.date === "2027-03-02");
    expect(tuesday?.times.map((time) => time.start)).not.toContain(at("2027-03-02T10:30"));
    const rows = await visitRows(t);
    expect(rows.map((row) => row.lead_id)).toEqual([other]);
    expect((await outboxRows(t)).filter((r) => r.kind.startsWith("visit"))).toEqual([]);
  });
});

describe("the owner books, moves and cancels a visit", () => {
  it("books with the street address, holds the homeowner's e-mail for Undo, moves it and cancels it", async () => {
    const { t, cookie, leadId } = await inbox({ INBOX_UNDO_SECONDS: "10" });
    const path = visitApi.visit(leadId);
    const offered = (await call(t, path, { cookie })).json() as LeadVisit;
    expect(offered.visit).toBeNull();
    expect(offered.days[0]?.date).toBe("2027-03-02");

    const booked = await call(t, path, {
      method: "POST",
      cookie,
      body: { start: at("2027-03-02T10:00"), street: "12 Elm St" },
    });
    expect(booked.statusCode).toBe(200);
    const saved = booked.json() as VisitSaved;
    expect(saved.visit).toMatchObject({ start: at("2027-03-02T10:00"), address: "12 Elm St" });
    expect(saved.undo?.sendsAt).toBe(new Date(clock.getTime() + 10_000).toISOString());
    const held = await t.store.db
      .selectFrom("outbox")
      .select(["id", "next_attempt_at"])
      .where("channel", "=", "visit_email")
      .execute();
    expect(held).toEqual([{ id: saved.undo?.outboxIds[0], next_attempt_at: saved.undo?.sendsAt }]);
    // The owner's Undo takes the homeowner's e-mail back; the visit stays booked.
    const undone = await call(t, adminRoutes.undo, {
      method: "POST",
      cookie,
      body: { outboxIds: saved.undo?.outboxIds },
    });
    expect(undone.statusCode).toBe(204);
    const mail = await t.store.db
      .selectFrom("outbox")
      .select("status")
      .where("channel", "=", "visit_email")
      .executeTakeFirstOrThrow();
    expect(mail.status).toBe("skipped");
    expect((await visitRows(t)).map((row) => row.status)).toEqual(["booked"]);

    const moved = await call(t, path, {
      method: "POST",
      cookie,
      body: { start: at("2027-03-03T14:00"), street: "12 Elm St, Unit 2" },
    });
    expect(moved.statusCode).toBe(200);
    const [row] = await visitRows(t);
    expect(row).toMatchObject({
      status: "booked",
      starts_at: new Date(at("2027-03-03T14:00")).toISOString(),
      street_address: "12 Elm St, Unit 2",
      sequence: 1,
    });

    const canceled = await call(t, path, { method: "DELETE", cookie });
    expect(canceled.statusCode).toBe(200);
    expect((canceled.json() as VisitSaved).visit).toBeNull();
    expect((await visitRows(t)).map((r) => r.status)).toEqual(["cancelled"]);
    const kinds = (await outboxRows(t))
      .filter((r) => r.channel === "visit_email")
      .map((r) => r.kind);
    expect(kinds).toEqual(["visit_booked", "visit_moved", "visit_cancelled"]);
    // The freed time is offered again.
    const again = (await call(t, path, { cookie })).json() as LeadVisit;
    const wednesday = again.days.find((d) => d.date === "2027-03-03");
    expect(wednesday?.times.map((time) => time.start)).toContain(at("2027-03-03T14:00"));
  });

  it("tells no one again when the same time is posted twice", async () => {
    const { t, cookie, leadId } = await inbox();
    const body = { start: at("2027-03-02T10:00"), street: "12 Elm St" };
    const path = visitApi.visit(leadId);
    const first = await call(t, path, { method: "POST", cookie, body });
    const second = await call(t, path, { method: "POST", cookie, body });
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect((second.json() as VisitSaved).undo).toBeUndefined();
    const mails = (await outboxRows(t)).filter((r) => r.channel === "visit_email");
    expect(mails).toHaveLength(1);
  });
});

describe("the reminders follow what the owner does from the inbox", () => {
  const reminders = (t: TestApp) =>
    t.store.db
      .selectFrom("outbox")
      .select(["kind", "channel", "queued_at"])
      .where("kind", "in", ["visit_reminder_day", "visit_reminder_soon"])
      .where("status", "=", "pending")
      .orderBy("queued_at")
      .execute();
  const iso = (local: string) => new Date(at(local)).toISOString();

  it("queues them at the visit's times, moves them with it, and drops them when canceled", async () => {
    const { t, cookie, leadId } = await inbox();
    const path = visitApi.visit(leadId);
    const post = (local: string) =>
      call(t, path, { method: "POST", cookie, body: { start: at(local), street: "12 Elm St" } });
    expect((await post("2027-03-03T14:00")).statusCode).toBe(200);
    expect(await reminders(t)).toEqual([
      { kind: "visit_reminder_day", channel: "reminder_email", queued_at: iso("2027-03-02T14:00") },
      {
        kind: "visit_reminder_soon",
        channel: "reminder_email",
        queued_at: iso("2027-03-03T12:00"),
      },
    ]);
    expect((await post("2027-03-04T10:00")).statusCode).toBe(200);
    expect(await reminders(t)).toEqual([
      { kind: "visit_reminder_day", channel: "reminder_email", queued_at: iso("2027-03-03T10:00") },
      {
        kind: "visit_reminder_soon",
        channel: "reminder_email",
        queued_at: iso("2027-03-04T08:00"),
      },
    ]);
    expect((await call(t, path, { method: "DELETE", cookie })).statusCode).toBe(200);
    expect(await reminders(t)).toEqual([]);
  });
});
