import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail, type InboxList } from "../../contracts/admin-api";
import type { QuoteRequest } from "../../contracts/quote-schema";
import { call, signIn } from "../../tests/support/admin";
import { functionSource, prototypeNames } from "../../tests/support/prototype-names";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { storeLead, storeReviewNotice } from "../leads/store";
import { platformNames } from "./inbox";

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];
let clock = new Date("2026-03-02T09:00:00Z");

async function inbox() {
  clock = new Date("2026-03-02T09:00:00Z");
  const t = await startTestApp({}, { now: () => clock });
  opened.push(t);
  return { t, cookie: await signIn(t, owner) };
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

function lead(t: TestApp, fields: Partial<QuoteRequest>, at = clock) {
  return storeLead(
    t.store.db,
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchens, Bathrooms",
      message: "A kitchen this spring.",
      smsConsent: "No",
      type: "contact",
      ...fields,
    },
    { ip: "203.0.113.9", userAgent: "test", now: at },
  );
}

const minutesLater = (minutes: number) => new Date(clock.getTime() + minutes * 60_000);

describe("the inbox", () => {
  it("lists leads and review notices newest first, filters by status and searches", async () => {
    const { t, cookie } = await inbox();
    const older = await lead(t, { name: "Ann Older" }, new Date("2026-03-01T08:00:00Z"));
    const newer = await lead(t, {
      name: "Bob Newer",
      email: "bob@example.com",
      phone: "312-555-0100",
      service: "Roofing",
    });
    const review = await storeReviewNotice(
      t.store.db,
      {
        client_name: "Tom Becker",
        client_phone: "6305550123",
        review_platforms: ["google", "yelp"],
        message: "",
        captchaToken: undefined,
      },
      { ip: null, userAgent: null, now: new Date("2026-03-01T12:00:00Z") },
    );
    const list = async (query = "") =>
      (await call(t, `${adminRoutes.inbox}${query}`, { cookie })).json() as InboxList;

    const all = await list();
    expect(all.items.map((i) => i.id)).toEqual([newer, review, older]);
    expect(all.items[1]).toMatchObject({
      kind: "review",
      name: "Tom Becker",
      summary: "Google, Yelp",
      email: null,
      status: "new",
      photoCount: 0,
    });
    expect(all.items[0]).toMatchObject({
      kind: "lead",
      phone: "+13125550100",
      summary: "Roofing",
      minutesToContact: null,
    });

    for (const [q, expected] of [
      ["bob", [newer]],
      ["BOB@EXAMPLE", [newer]],
      ["(312) 555", [newer]],
      ["630-555-0123", [review]],
      ["roof", [newer]],
      ["yelp", [review]],
      ["nobody", []],
    ] as const) {
      expect(
        (await list(`?q=${encodeURIComponent(q)}`)).items.map((i) => i.id),
        q,
      ).toEqual(expected);
    }

    await call(t, adminRoutes.entry(older), { method: "PATCH", cookie, body: { status: "spam" } });
    expect((await list()).items.map((i) => i.id)).toEqual([newer, review]);
    expect((await list("?status=spam")).items.map((i) => i.id)).toEqual([older]);
    expect((await list("?status=new")).items.map((i) => i.id)).toEqual([newer, review]);
    expect((await call(t, `${adminRoutes.inbox}?status=junk`, { cookie })).statusCode).toBe(400);
  });

  it("records each status change with who and when, and starts the response clock", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, {});
    const patch = (status: string) =>
      call(t, adminRoutes.entry(id), { method: "PATCH", cookie, body: { status } });

    clock = minutesLater(42);
    const contacted = await patch("contacted");
    expect(contacted.statusCode).toBe(200);
    expect((contacted.json() as EntryDetail).minutesToContact).toBe(42);
    clock = minutesLater(60);
    await patch("quoted");
    await patch("contacted");
    const detail = (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect(detail.status).toBe("contacted");
    expect(detail.minutesToContact).toBe(42);
    expect(detail.history).toEqual([
      { at: "2026-03-02T09:00:00.000Z", actor: "system", change: "created", from: null, to: null },
      {
        at: "2026-03-02T09:42:00.000Z",
        actor: owner,
        change: "status",
        from: "new",
        to: "contacted",
      },
      {
        at: "2026-03-02T10:42:00.000Z",
        actor: owner,
        change: "status",
        from: "contacted",
        to: "quoted",
      },
      {
        at: "2026-03-02T10:42:00.000Z",
        actor: owner,
        change: "status",
        from: "quoted",
        to: "contacted",
      },
    ]);
    expect((await patch("maybe")).statusCode).toBe(400);
    const missing = await call(t, adminRoutes.entry("0000-0000-0000"), {
      method: "PATCH",
      cookie,
      body: { status: "won" },
    });
    expect(missing.statusCode).toBe(404);
  });

  it("shows the median minutes to first contact over the last 30 days' leads", async () => {
    const { t, cookie } = await inbox();
    const start = clock;
    const contactAfter = async (id: string, minutes: number) => {
      clock = new Date(start.getTime() + minutes * 60_000);
      await call(t, adminRoutes.entry(id), {
        method: "PATCH",
        cookie,
        body: { status: "contacted" },
      });
    };
    const median = async () =>
      ((await call(t, adminRoutes.inbox, { cookie })).json() as InboxList).medianMinutesToContact;

    expect(await median()).toBeNull();
    const ids = [await lead(t, {}, start), await lead(t, {}, start), await lead(t, {}, start)];
    await contactAfter(ids[0]!, 10);
    await contactAfter(ids[1]!, 90);
    await contactAfter(ids[2]!, 30);
    expect(await median()).toBe(30);
    // A fourth: the median of an even count is the mean of the middle two.
    await contactAfter(await lead(t, {}, start), 50);
    expect(await median()).toBe(40);
    // A lead from 31 days before does not count.
    const old = await lead(t, {}, new Date(start.getTime() - 31 * 24 * 3_600_000));
    await contactAfter(old, 0);
    expect(await median()).toBe(40);
  });

  it("shows an entry in full: labeled fields, notes by author, history, deliveries", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, { smsConsent: "Yes" });
    clock = minutesLater(5);
    const note = await call(t, adminRoutes.notes(id), {
      method: "POST",
      cookie,
      body: { body: "  Called, left a message.  " },
    });
    expect(note.statusCode).toBe(201);
    expect(note.json()).toEqual({
      id: expect.any(String),
      author: owner,
      body: "Called, left a message.",
      createdAt: "2026-03-02T09:05:00.000Z",
    });
    expect(
      (await call(t, adminRoutes.notes(id), { method: "POST", cookie, body: { body: " " } }))
        .statusCode,
    ).toBe(400);

    const detail = (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect(detail.fields).toEqual([
      { label: "Full name", value: "Maria Lopez" },
      { label: "Email", value: "maria@example.com" },
      { label: "Phone", value: "(630) 555-0199" },
      { label: "Services needed", value: "Kitchens, Bathrooms" },
      { label: "Message", value: "A kitchen this spring." },
      { label: "Receive SMS Updates", value: "Yes" },
    ]);
    expect(detail.notes).toHaveLength(1);
    expect(detail.history.map((h) => h.change)).toEqual(["created", "note"]);
    expect(detail.deliveries).toEqual([
      {
        outboxId: expect.any(String),
        channel: "email",
        status: "pending",
        attempts: 0,
        lastError: null,
        deliveredAt: null,
      },
    ]);
    expect(detail.photos).toEqual([]);
    expect((await call(t, adminRoutes.entry("0000-0000-0000"), { cookie })).statusCode).toBe(404);
  });

  it("sends one failed notification again, and only a failed one", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, {});
    const row = await t.store.db
      .selectFrom("outbox")
      .select("id")
      .where("ref_id", "=", id)
      .executeTakeFirstOrThrow();
    const retry = () =>
      call(t, adminRoutes.retryDelivery(row.id), { method: "POST", cookie, body: {} });
    expect((await retry()).statusCode).toBe(409);
    await t.store.db
      .updateTable("outbox")
      .set({ status: "failed", last_error: "550 mailbox full" })
      .execute();
    const woken = t.queued;
    const response = await retry();
    expect(response.statusCode).toBe(202);
    expect(t.queued).toBe(woken + 1);
    const after = await t.store.db
      .selectFrom("outbox")
      .select("status")
      .where("id", "=", row.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe("pending");
  });

  it("erases a person with their notes and history", async () => {
    const { t, cookie } = await inbox();
    const id = await lead(t, { email: "Maria@Example.com" });
    const keep = await lead(t, {
      name: "Someone Else",
      email: "else@example.com",
      phone: "3125550111",
    });
    await call(t, adminRoutes.notes(id), {
      method: "POST",
      cookie,
      body: { body: "Her kitchen." },
    });
    const refused = await call(t, adminRoutes.erase, {
      method: "POST",
      cookie,
      body: { entry: id, ids: [] },
    });
    expect(refused.statusCode).toBe(400);
    const erased = await call(t, adminRoutes.erase, {
      method: "POST",
      cookie,
      body: { entry: id, ids: [id] },
    });
    expect(erased.statusCode).toBe(200);
    expect(erased.json()).toEqual({ leads: 1, reviewNotices: 0 });
    expect((await call(t, adminRoutes.entry(id), { cookie })).statusCode).toBe(404);
    expect(await t.store.db.selectFrom("entry_notes").selectAll().execute()).toEqual([]);
    expect(await t.store.db.selectFrom("entry_history").selectAll().execute()).toEqual([]);
    expect((await call(t, adminRoutes.entry(keep), { cookie })).statusCode).toBe(200);
  });
});

describe("the CSV export", () => {
  it("neutralizes formulas, writes phones in national format, and follows the filter", async () => {
    const { t, cookie } = await inbox();
    await lead(
      t,
      {
        name: '=HYPERLINK("http://evil.example")',
        email: "@evil.example",
        service: "+cmd|' /C calc'!A0",
      },
      new Date("2026-03-02T08:00:00Z"),
    );
    await lead(
      t,
      { name: "-2+3", email: "", phone: "3125550100", service: "\tTabbed" },
      new Date("2026-03-02T08:30:00Z"),
    );
    await lead(
      t,
      { name: "\rCarriage", phone: "+44 20 7946 0958", service: 'Roofing, "Gutters"' },
      new Date("2026-03-02T08:45:00Z"),
    );
    const response = await call(t, adminRoutes.inboxCsv, { cookie });
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toBe(
      'attachment; filename="inbox-open-2026-03-02.csv"',
    );
    expect(response.headers["cache-control"]).toBe("no-store");
    const lines = response.body.split("\r\n");
    // Every cell is quoted (issue 32): a reader never has to guess where a cell ends.
    expect(lines[0]).toBe(
      '"Reference","Type","Received (America/Chicago)","Status","Name","Phone","Email","Services or platforms","Message","Notes","Minutes to first contact","ZIP code","Town","Contact by","Best time","Outside service area","Photos","Job value (USD)","Financing","Came from","Last came from"',
    );
    expect(lines[1]).toMatch(
      /^"[0-9A-Z-]{14}","Quote request","2026-03-02 02:45","New","'\rCarriage","'\+442079460958","maria@example\.com","Roofing, ""Gutters""","A kitchen this spring\.","","","","","","","","0","","","not recorded","not recorded"$/,
    );
    // A service is stored as a slug or, unlisted, as its trimmed text (decision 239): the
    // tab before "Tabbed" never reaches the file, so the cell cannot start a formula.
    expect(lines[2]).toMatch(
      /,"'-2\+3","\(312\) 555-0100","","Tabbed","A kitchen this spring\.","","","","","","","","0","","","not recorded","not recorded"$/,
    );
    expect(lines[3]).toMatch(
      /,"'=HYPERLINK\(""http:\/\/evil\.example""\)","\(630\) 555-0199","'@evil\.example","'\+cmd\|' \/C calc'!A0","A kitchen this spring\.","","","","","","","","0","","","not recorded","not recorded"$/,
    );
    expect(lines[4]).toBe("");
    // No cell of a data row starts with a formula character.
    for (const line of lines.slice(1, 4)) {
      for (const cell of line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/)) {
        expect(cell.replace(/^"/, ""), cell).not.toMatch(/^[=+\-@\t\r]/);
      }
    }
    const filtered = await call(t, `${adminRoutes.inboxCsv}?q=carriage`, { cookie });
    expect(filtered.body.split("\r\n")).toHaveLength(3);
  });

  it("an attacker's formula after a ; or , inside a quote request never reaches a spreadsheet as one", async () => {
    const { t, cookie } = await inbox();
    const attacks = [
      'Roofing;=HYPERLINK("http://evil.example/x","Open")',
      "Decks,+1+cmd|' /C calc'!A0",
      "Siding, @SUM(A1:A9)",
      'Windows; "-2+3"',
    ];
    for (const service of attacks) {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...validContact, service, captchaToken: await solvedToken(t.app) },
      });
      expect(response.statusCode, service).toBe(200);
    }
    const csv = (await call(t, adminRoutes.inboxCsv, { cookie })).body;
    const dataRows = csv.split("\r\n").slice(1, -1);
    expect(dataRows).toHaveLength(attacks.length);
    for (const row of dataRows) {
      // Every cell quoted, as RFC 4180 writes it: nothing is left for a reader to guess.
      expect(row, row).toMatch(/^"(?:[^"]|"")*"(?:,"(?:[^"]|"")*")*$/);
    }
    expect(csv).toContain(`"Roofing;'=HYPERLINK(""http://evil.example/x"",""Open"")"`);
    // "Decks" is the picker's label, stored as a slug: the labels come first, joined by ", ".
    expect(csv).toContain(`"Decks, '+1+cmd|' /C calc'!A0"`);
    expect(csv).toContain(`"Siding, '@SUM(A1:A9)"`);
    expect(csv).toContain(`"Windows; ""'-2+3"""`);
    // Split as a spreadsheet in a ';' or ',' locale splits it, quotes ignored: no piece
    // of a visitor's text starts (after spaces and quotes) with a formula character.
    for (const piece of csv.split(/[;,\r\n]/)) {
      expect(piece.replace(/^[ "]*/, ""), piece).not.toMatch(/^[=+\-@\t\r]/);
    }
  });
});

describe("a review notice's platforms in the inbox", () => {
  it("a platform named __proto__ (or any other prototype name) is shown as stored, never a function's source", () => {
    expect(platformNames('["google","yelp","angi"]')).toBe("Google, Yelp, angi");
    const shown = platformNames(JSON.stringify(prototypeNames));
    expect(shown).toBe(prototypeNames.join(", "));
    expect(shown).not.toMatch(functionSource);
  });
});
