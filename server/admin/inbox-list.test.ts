import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type InboxList } from "../../contracts/admin-api";
import type { QuoteRequest } from "../../contracts/quote-schema";
import { formCopy } from "../../content/forms";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { recordOptOut } from "../texts/opt-outs";
import { storeInbound } from "../texts/thread";

/** Issue 52, item 4: the inbox's list tells each lead's story. */

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];
const clock = new Date("2026-11-03T16:42:00Z");

async function inbox() {
  const t = await startTestApp({}, { now: () => clock });
  opened.push(t);
  return { t, cookie: await signIn(t, owner) };
}

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

let minutes = 0;
function lead(t: TestApp, fields: Partial<QuoteRequest>) {
  minutes += 1;
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
      ...fields,
    },
    { ip: null, userAgent: null, now: new Date(clock.getTime() - 600_000 + minutes * 1000) },
  );
}

let texts = 0;
function text(t: TestApp, from: string, body: string, sid: string) {
  // A second apart, so the latest is the one sent last (ids of one instant are random).
  texts += 1;
  return storeInbound(t.store.db, {
    sid: `SM${sid.padStart(32, "0")}`,
    from,
    body,
    stopRequest: false,
    media: [],
    alert: false,
    now: new Date(clock.getTime() - 300_000 + texts * 1000),
  });
}

async function list(t: TestApp, cookie: string, query = "") {
  const response = await call(t, `${adminRoutes.inbox}${query}`, { cookie });
  expect(response.statusCode).toBe(200);
  return response.json() as InboxList;
}

describe("the inbox's list (issue 52)", () => {
  it("shows each lead's one-line preview, town, number as dialed, opt-out and won value", async () => {
    const { t, cookie } = await inbox();
    const maria = await lead(t, {
      zip: "60540",
      message: "We want a new kitchen.\n\nIsland,   quartz counters and\tnew cabinets.",
    });
    const far = await lead(t, {
      name: "Sam Far",
      email: "sam@example.com",
      phone: "3125550111",
      zip: "00000",
      message: "x".repeat(400),
    });
    // A text from a number no lead has: a lead named by the number, with the text's words.
    const texted = await text(t, "+16305550188", "Do you build decks?", "1");
    await text(t, "+16305550188", "Cedar if you can.", "2");
    await recordOptOut(
      t.store.db,
      "+16305550188",
      { source: "keyword", keyword: "STOP", twilio_opt_out_type: null },
      clock,
    );
    await call(t, adminRoutes.entry(maria), {
      method: "PATCH",
      cookie,
      body: { status: "won", value: 18_500 },
    });

    const items = (await list(t, cookie, "?status=won")).items;
    expect(items.map((i) => i.id)).toEqual([maria]);
    expect(items[0]).toMatchObject({
      displayName: "Maria Lopez",
      displayPhone: "(630) 555-0199",
      phone: "+16305550199",
      preview: "We want a new kitchen. Island, quartz counters and new cabinets.",
      previewFrom: "message",
      zip: "60540",
      town: "Naperville, IL",
      optedOut: false,
      wonValue: 18_500,
    });

    const open = (await list(t, cookie)).items;
    const byId = new Map(open.map((i) => [i.id, i]));
    expect(byId.get(texted.leadId)).toMatchObject({
      name: "+16305550188",
      displayName: "(630) 555-0188",
      displayPhone: "(630) 555-0188",
      preview: "Cedar if you can.",
      previewFrom: "text",
      town: null,
      optedOut: true,
      wonValue: null,
    });
    const sam = byId.get(far);
    expect(sam).toMatchObject({ town: "00000", displayPhone: "(312) 555-0111" });
    expect(sam?.preview.length).toBeLessThanOrEqual(160);
    expect(sam?.preview.endsWith("…")).toBe(true);
  });

  it("a STOP is not counted as an unread text", async () => {
    const { t, cookie } = await inbox();
    const texted = await text(t, "+16305550177", "Can you look at my roof?", "3");
    await text(t, "+16305550177", "stop", "4");
    await text(t, "+16305550177", "  STOP. ", "5");
    const item = (await list(t, cookie)).items.find((i) => i.id === texted.leadId);
    expect(item?.unreadTexts).toBe(1);
    const page = await call(t, adminRoutes.entry(texted.leadId), { cookie });
    expect((page.json() as { unreadTexts: number }).unreadTexts).toBe(1);
  });

  it("searches by ZIP, town, financing and words of the message", async () => {
    const { t, cookie } = await inbox();
    const naperville = await lead(t, { name: "Ann Lee", zip: "60540" });
    const chicago = await lead(t, {
      name: "Bo Chan",
      email: "bo@example.com",
      phone: "3125550100",
      zip: "60601",
      message: "The basement floods every spring.",
    });
    const financing = await lead(t, {
      name: "Cy Diaz",
      email: "cy@example.com",
      phone: "3125550101",
      message: formCopy.financingMessage,
    });
    const texted = await text(t, "+16305550166", "Is the quartz in stock?", "6");
    for (const [q, expected] of [
      ["60540", [naperville]],
      ["606", [chicago]],
      ["naperville", [naperville]],
      ["Chicago, IL", [chicago]],
      ["financing", [financing]],
      ["basement floods", [chicago]],
      ["QUARTZ", [texted.leadId]],
      ["spring", [chicago, naperville]],
    ] as const) {
      const found = (await list(t, cookie, `?q=${encodeURIComponent(q)}`)).items.map((i) => i.id);
      expect(found, q).toEqual(expected);
    }
  });

  it("Open is New, Contacted and Quoted; Won and Completed have their own filters", async () => {
    const { t, cookie } = await inbox();
    const ids: Record<string, string> = {};
    for (const status of ["new", "contacted", "quoted", "won", "completed", "lost", "spam"]) {
      ids[status] = await lead(t, { name: `Lead ${status}` });
      if (status === "new") continue;
      if (status === "completed") {
        await call(t, adminRoutes.entry(ids[status]), {
          method: "PATCH",
          cookie,
          body: { status: "won", value: 1000 },
        });
      }
      const changed = await call(t, adminRoutes.entry(ids[status]), {
        method: "PATCH",
        cookie,
        body: { status, ...(status === "won" ? { value: 2000 } : {}) },
      });
      expect(changed.statusCode, status).toBe(200);
    }
    const names = async (query = "") =>
      (await list(t, cookie, query)).items.map((i) => i.name).sort();
    expect(await names()).toEqual(["Lead contacted", "Lead new", "Lead quoted"]);
    expect(await names("?status=open")).toEqual(["Lead contacted", "Lead new", "Lead quoted"]);
    expect(await names("?status=won")).toEqual(["Lead won"]);
    expect(await names("?status=completed")).toEqual(["Lead completed"]);
  });
});
