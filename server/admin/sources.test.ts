import { afterEach, describe, expect, it } from "vitest";
import {
  adminRoutes,
  sourcePeriods,
  sourceTouches,
  type EntryDetail,
  type SourceReport,
} from "../../contracts/admin-api";
import type { QuoteRequest } from "../../contracts/quote-schema";
import { call, signIn } from "../../tests/support/admin";
import { functionSource, prototypeNames } from "../../tests/support/prototype-names";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];
let clock = new Date("2026-03-02T09:00:00Z");

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function inbox() {
  clock = new Date("2026-03-02T09:00:00Z");
  const t = await startTestApp({}, { now: () => clock });
  opened.push(t);
  return { t, cookie: await signIn(t, owner) };
}

const ads =
  "path=%2Fservices%2Fkitchen-remodeling&utm_source=google&utm_campaign=kitchens&gclid=Cj0KCQiA-G1_ad";
const search = "path=%2F&ref=www.google.com";

function lead(t: TestApp, touches: Partial<QuoteRequest>, minutesAgo = 0) {
  return storeLead(
    t.store.db,
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchens",
      message: "A kitchen this spring.",
      smsConsent: "No",
      type: "contact",
      ...touches,
    },
    { ip: null, userAgent: null, now: new Date(clock.getTime() - minutesAgo * 60_000) },
  );
}

describe("where leads come from (issue 38)", () => {
  it("shows both touches on the lead's page in plain words, and the won job's value", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, { firstTouch: ads, lastTouch: search });
    const won = await call(t, adminRoutes.entry(id), {
      method: "PATCH",
      cookie,
      body: { status: "won", value: 18_500 },
    });
    expect(won.statusCode).toBe(200);
    const detail = won.json() as EntryDetail;
    expect(detail.wonValue).toBe(18_500);
    expect(detail.fields).toEqual(
      expect.arrayContaining([
        {
          label: "Came from",
          value: "Google Ads, campaign kitchens, landed on /services/kitchen-remodeling",
        },
        { label: "Last came from", value: "Google search, landed on /" },
        { label: "Job value", value: "$18,500" },
      ]),
    );
    const refused = await call(t, adminRoutes.entry(id), {
      method: "PATCH",
      cookie,
      body: { status: "won", value: -1 },
    });
    expect(refused.statusCode).toBe(400);
  });

  it("adds up leads, contacts, wins and revenue per source, first touch or last", async () => {
    const { t, cookie } = await inbox();
    const a = await lead(t, { firstTouch: ads, lastTouch: search }, 300);
    const b = await lead(t, { firstTouch: ads }, 200);
    const c = await lead(t, { firstTouch: search }, 100);
    await lead(t, { firstTouch: "path=%2F" }, 50);
    await lead(t, { firstTouch: ads }, 60 * 24 * 120);
    const spam = await lead(t, { firstTouch: ads }, 10);
    const patch = (id: string, body: object) =>
      call(t, adminRoutes.entry(id), { method: "PATCH", cookie, body });
    await patch(a, { status: "contacted" });
    await patch(a, { status: "won", value: 20_000 });
    await patch(b, { status: "contacted" });
    await patch(b, { status: "won", value: 5_000 });
    await patch(c, { status: "contacted" });
    await patch(spam, { status: "spam" });

    const report = async (query: string) =>
      (await call(t, `${adminRoutes.sources}${query}`, { cookie })).json() as SourceReport;
    const first = await report("?days=90");
    expect(first.rows).toEqual([
      {
        source: "Google Ads",
        leads: 2,
        contacted: 2,
        won: 2,
        revenue: 25_000,
        medianMinutesToContact: 250,
      },
      {
        source: "direct",
        leads: 1,
        contacted: 0,
        won: 0,
        revenue: 0,
        medianMinutesToContact: null,
      },
      {
        source: "Google search",
        leads: 1,
        contacted: 1,
        won: 0,
        revenue: 0,
        medianMinutesToContact: 100,
      },
    ]);
    expect(first.total).toMatchObject({ leads: 4, contacted: 3, won: 2, revenue: 25_000 });

    const last = await report("?days=90&touch=last");
    expect(last.rows.map((r) => [r.source, r.leads, r.revenue])).toEqual([
      ["Google search", 2, 20_000],
      ["Google Ads", 1, 5_000],
      ["direct", 1, 0],
    ]);
    expect((await report("?days=all")).total.leads).toBe(5);
    expect((await call(t, `${adminRoutes.sources}?days=7`, { cookie })).statusCode).toBe(400);
  });

  it("counts a lead marked won without passing through Contacted as contacted", async () => {
    const { t, cookie } = await inbox();
    const won = await lead(t, { firstTouch: ads }, 300);
    const completed = await lead(t, { firstTouch: ads }, 200);
    await lead(t, { firstTouch: ads }, 100);
    const patch = (id: string, body: object) =>
      call(t, adminRoutes.entry(id), { method: "PATCH", cookie, body });
    await patch(won, { status: "won", value: 9_000 });
    await patch(completed, { status: "won", value: 1_000 });
    await patch(completed, { status: "completed" });
    const report = (await call(t, adminRoutes.sources, { cookie })).json() as SourceReport;
    expect(report.rows).toEqual([
      {
        source: "Google Ads",
        leads: 3,
        contacted: 2,
        won: 1,
        revenue: 9_000,
        medianMinutesToContact: null,
      },
    ]);
    expect(report.total).toMatchObject({ leads: 3, contacted: 2 });
  });

  it("names a campaign's utm_source in words: gbp is Google Business Profile", async () => {
    const { t, cookie } = await inbox();
    await lead(t, { firstTouch: "path=%2F&utm_source=gbp&utm_medium=organic" });
    await lead(t, { firstTouch: "path=%2F&utm_source=GMB" });
    await lead(t, { firstTouch: "path=%2F&utm_source=flyer42" });
    const report = (await call(t, adminRoutes.sources, { cookie })).json() as SourceReport;
    expect(report.rows.map((row) => [row.source, row.leads])).toEqual([
      ["Google Business Profile", 2],
      ["flyer42", 1],
    ]);
  });

  it("puts every fact the lead's page shows in the inbox's CSV", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, {
      firstTouch: ads,
      lastTouch: search,
      zip: "90210",
      contactPreference: "text",
      bestTime: "evening",
    });
    await call(t, adminRoutes.entry(id), {
      method: "PATCH",
      cookie,
      body: { status: "won", value: 18_500 },
    });
    // A won lead is no longer open: the Won filter lists it (issue 52).
    const lines = (await call(t, `${adminRoutes.inboxCsv}?status=won`, { cookie })).body.split(
      "\r\n",
    );
    expect(lines[0]).toMatch(
      /,"ZIP code","Town","Contact by","Best time","Outside service area","Photos","Job value \(USD\)","Financing","Came from","Last came from"$/,
    );
    expect(lines[1]).toMatch(
      /^"[^"]+","Quote request",.*,"Won",.*,"90210","Beverly Hills, CA","Text message","Evening","Yes","0","18500","","Google Ads, campaign kitchens, landed on \/services\/kitchen-remodeling","Google search, landed on \/"$/,
    );
  });

  it("serves the Google Ads conversions to the signed-in owner only", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, { firstTouch: ads });
    await call(t, adminRoutes.entry(id), {
      method: "PATCH",
      cookie,
      body: { status: "won", value: 18_500 },
    });
    const response = await call(t, adminRoutes.googleAdsCsv, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.body.split("\r\n")[2]).toBe(
      "Cj0KCQiA-G1_ad,Won job,2026-03-02 03:00:00,18500,USD,,",
    );
    expect((await call(t, adminRoutes.googleAdsCsv)).statusCode).toBe(401);
  });

  it("an attacker's utm_source=__proto__ (and every other prototype name) leaves the Sources screen answering 200", async () => {
    const { t, cookie } = await inbox();
    for (const name of prototypeNames) {
      const touch = new URLSearchParams({ path: "/", utm_source: name, utm_campaign: name });
      await lead(t, { firstTouch: touch.toString(), lastTouch: `${touch}&utm_medium=cpc` });
    }
    await lead(t, { firstTouch: ads });
    for (const days of sourcePeriods) {
      for (const touch of sourceTouches) {
        const response = await call(t, `${adminRoutes.sources}?days=${days}&touch=${touch}`, {
          cookie,
        });
        expect(response.statusCode).toBe(200);
        const report = response.json() as SourceReport;
        expect(report.rows.map((row) => row.source).sort()).toEqual(
          [...prototypeNames, "Google Ads"].sort(),
        );
        expect(report.total.leads).toBe(prototypeNames.length + 1);
      }
    }
  });

  it("an attacker's campaign tag named after a prototype never shows a function's source on the lead's page", async () => {
    const { t, cookie } = await inbox();
    for (const name of prototypeNames) {
      const touch = new URLSearchParams({ path: "/", utm_source: name, utm_campaign: name });
      const id = await lead(t, { firstTouch: touch.toString() });
      const response = await call(t, adminRoutes.entry(id), { cookie });
      expect(response.statusCode).toBe(200);
      const { fields } = response.json() as EntryDetail;
      expect(fields).toEqual(
        expect.arrayContaining([
          { label: "Came from", value: `${name}, campaign ${name}, landed on /` },
        ]),
      );
      expect(JSON.stringify(fields)).not.toMatch(functionSource);
    }
    const csv = (await call(t, adminRoutes.inboxCsv, { cookie })).body;
    expect(csv).not.toMatch(functionSource);
  });

  it("an attacker's campaign tag that starts a formula never reaches the inbox's CSV as one", async () => {
    const { t, cookie } = await inbox();
    const touch = new URLSearchParams({
      path: "/@SUM(A1:A9)",
      ref: "-2+3.example",
      utm_source: '=HYPERLINK("http://evil.example/x","Open")',
      utm_campaign: "fall, +1+cmd|' /C calc'!A0;@SUM(A1)",
    });
    await lead(t, { firstTouch: touch.toString(), lastTouch: touch.toString() });
    const csv = (await call(t, adminRoutes.inboxCsv, { cookie })).body;
    expect(csv).toContain(
      `"'=HYPERLINK(""http://evil.example/x"",""Open""), campaign fall, '+1+cmd|' /C calc'!A0;'@SUM(A1), from -2+3.example`,
    );
    // Split as a spreadsheet in a ';' or ',' locale splits it, quotes ignored: no piece
    // of a visitor's text starts (after spaces and quotes) with a formula character.
    for (const piece of csv.split(/[;,\r\n]/)) {
      expect(piece.replace(/^[ "]*/, ""), piece).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});
