import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail, type InboxList } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { storeInbound } from "../texts/thread";

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

/** A signed-in owner, a lead that began as a text from an unknown number, and a form's lead. */
async function setUp() {
  const t = await startTestApp();
  opened.push(t);
  const cookie = await signIn(t, owner);
  const { leadId: texted } = await storeInbound(t.store.db, {
    sid: "SM00000000000000000000000000000001",
    from: "+16305550188",
    body: "Do you do decks?",
    stopRequest: false,
    media: [],
    alert: false,
    now: new Date(),
  });
  const formed = await storeLead(
    t.store.db,
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchens",
      message: "A kitchen this spring.",
      smsConsent: "No",
      type: "contact",
    },
    { ip: "203.0.113.9", userAgent: "test", now: new Date() },
  );
  const name = (id: string, body: unknown, extra: { cookie?: string; origin?: string } = {}) =>
    call(t, adminRoutes.name(id), { method: "POST", cookie, body, ...extra });
  const stored = async (id: string) =>
    (await t.store.db.selectFrom("leads").select("name").where("id", "=", id).executeTakeFirst())
      ?.name;
  return { t, cookie, texted, formed, name, stored };
}

describe("naming a lead that came from an unknown number", () => {
  it("names it, and the page, the list, the search and the CSV show the name", async () => {
    const { t, cookie, texted, name } = await setUp();
    const answer = await name(texted, { name: "  Dana Reyes " });
    expect(answer.statusCode).toBe(200);
    expect((answer.json() as EntryDetail).name).toBe("Dana Reyes");

    const entry = (await call(t, adminRoutes.entry(texted), { cookie })).json() as EntryDetail;
    expect(entry.name).toBe("Dana Reyes");
    // The number it came from stays in the history: who named it, from what, to what.
    expect(entry.history.at(-1)).toMatchObject({
      actor: owner,
      change: "name",
      from: "+16305550188",
      to: "Dana Reyes",
    });

    const list = (await call(t, `${adminRoutes.inbox}?q=dana`, { cookie })).json() as InboxList;
    expect(list.items.map((item) => [item.id, item.displayName])).toEqual([[texted, "Dana Reyes"]]);
    const csv = (await call(t, adminRoutes.inboxCsv, { cookie })).body;
    expect(csv).toContain("Dana Reyes");
  });

  it("lets the owner correct a name they gave, and keeps both in the history", async () => {
    const { t, cookie, texted, name } = await setUp();
    await name(texted, { name: "Dana Reyes" });
    expect((await name(texted, { name: "Dana Reyes-Ortiz" })).statusCode).toBe(200);
    const entry = (await call(t, adminRoutes.entry(texted), { cookie })).json() as EntryDetail;
    expect(entry.history.filter((event) => event.change === "name")).toMatchObject([
      { from: "+16305550188", to: "Dana Reyes" },
      { from: "Dana Reyes", to: "Dana Reyes-Ortiz" },
    ]);
  });
});

describe("what an attacker tries on a lead's name", () => {
  it("answers 401 without a session, and changes nothing", async () => {
    const { texted, name, stored } = await setUp();
    const answer = await name(texted, { name: "Mallory" }, { cookie: "" });
    expect(answer.statusCode).toBe(401);
    expect(await stored(texted)).toBe("+16305550188");
  });

  it("answers 403 to another site's page with the owner's cookie, and changes nothing", async () => {
    const { texted, name, stored } = await setUp();
    const answer = await name(texted, { name: "Mallory" }, { origin: "https://evil.example" });
    expect(answer.statusCode).toBe(403);
    expect(await stored(texted)).toBe("+16305550188");
  });

  it.each([
    ["no name", {}],
    ["an empty name", { name: "   " }],
    ["one letter", { name: "D" }],
    ["101 letters", { name: "D".repeat(101) }],
    ["not a string", { name: ["Dana"] }],
    ["markup", { name: "<img src=x onerror=alert(1)>" }],
    ["a spreadsheet formula", { name: "=HYPERLINK(1)" }],
    ["a line break", { name: "Dana\nReyes" }],
    ["an escape character", { name: "Dana\u001b[2J" }],
    ["a bidi override", { name: "Dana\u202eseyeR" }],
    ["a number, to pass as unnamed", { name: "+16305550199" }],
  ])("answers 400 to %s, and changes nothing", async (_what, body) => {
    const { texted, name, stored } = await setUp();
    expect((await name(texted, body)).statusCode).toBe(400);
    expect(await stored(texted)).toBe("+16305550188");
  });

  it("answers 404 for a reference nothing has", async () => {
    const { name } = await setUp();
    expect((await name("no-such-lead", { name: "Dana Reyes" })).statusCode).toBe(404);
  });

  it("answers 409 and keeps the name a homeowner gave on the form", async () => {
    const { formed, name, stored } = await setUp();
    expect((await name(formed, { name: "Someone Else" })).statusCode).toBe(409);
    expect(await stored(formed)).toBe("Maria Lopez");
  });
});
