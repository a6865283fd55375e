import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes } from "../../contracts/admin-api";
import type { QuoteRequest } from "../../contracts/quote-schema";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { storeInbound } from "../texts/thread";
import { addNote } from "./entry-changes";
import { localTime } from "./csv";

/** Issue 52, item 6: the inbox's CSV as people read it in a spreadsheet. */

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];
const clock = new Date("2026-11-03T16:42:00Z");

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

async function inbox() {
  const t = await startTestApp({}, { now: () => clock });
  opened.push(t);
  return { t, cookie: await signIn(t, owner) };
}

function lead(t: TestApp, fields: Partial<QuoteRequest>, at: Date) {
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
    { ip: null, userAgent: null, now: at },
  );
}

/** The CSV's rows as cells: quoted cells, "" for a quote inside one. */
function parse(csv: string): string[][] {
  const rows: string[][] = [];
  for (const match of csv.matchAll(/((?:"(?:[^"]|"")*",?)+)\r\n/g)) {
    const cells = [...(match[1] ?? "").matchAll(/"((?:[^"]|"")*)"/g)];
    rows.push(cells.map((cell) => (cell[1] ?? "").replace(/""/g, '"')));
  }
  return rows;
}

describe("the inbox's CSV (issue 52)", () => {
  it("writes the message, the notes, local times with the zone named, statuses in words and a phone-name as dialed", async () => {
    const { t, cookie } = await inbox();
    const maria = await lead(
      t,
      { zip: "60540", message: "Island and\nquartz counters." },
      new Date("2026-11-03T16:42:00Z"),
    );
    await addNote(t.store.db, maria, "Called, left a message.", owner, clock);
    await addNote(t.store.db, maria, "=Quote sent.", owner, new Date("2026-11-04T14:05:00Z"));
    await call(t, adminRoutes.entry(maria), {
      method: "PATCH",
      cookie,
      body: { status: "contacted" },
    });
    // A lead that began as a text is named by its number.
    const texted = await storeInbound(t.store.db, {
      sid: `SM${"7".padStart(32, "0")}`,
      from: "+16305550188",
      body: "Do you build decks?",
      stopRequest: false,
      media: [],
      alert: false,
      // Summer: Central Daylight Time.
      now: new Date("2026-07-01T15:00:00Z"),
    });

    const response = await call(t, adminRoutes.inboxCsv, { cookie });
    expect(response.statusCode).toBe(200);
    const [headings, ...rows] = parse(response.body);
    const column = (name: string) => headings?.indexOf(name) ?? -1;
    expect(headings).toEqual(
      expect.arrayContaining([
        "Received (America/Chicago)",
        "Status",
        "Name",
        "Message",
        "Notes",
        "Town",
      ]),
    );
    const byId = new Map(rows.map((row) => [row[0], row]));
    const first = byId.get(maria) ?? [];
    expect(first[column("Received (America/Chicago)")]).toBe("2026-11-03 10:42");
    expect(first[column("Status")]).toBe("Contacted");
    expect(first[column("Message")]).toBe("Island and\nquartz counters.");
    // Each note's line starts with its time, so no note's words start a piece a spreadsheet splits.
    expect(first[column("Notes")]).toBe(
      `2026-11-03 10:42, ${owner}: Called, left a message.\n2026-11-04 08:05, ${owner}: =Quote sent.`,
    );
    expect(first[column("Town")]).toBe("Naperville, IL");
    const text = byId.get(texted.leadId) ?? [];
    expect(text[column("Name")]).toBe("(630) 555-0188");
    expect(text[column("Phone")]).toBe("(630) 555-0188");
    expect(text[column("Received (America/Chicago)")]).toBe("2026-07-01 10:00");
    expect(text[column("Status")]).toBe("New");
    expect(response.body).not.toContain("'+1630");
  });

  it("writes a time on the business's clock, across the change to and from daylight time", () => {
    expect(localTime("2026-03-08T07:59:00Z", "America/Chicago")).toBe("2026-03-08 01:59");
    expect(localTime("2026-03-08T08:00:00Z", "America/Chicago")).toBe("2026-03-08 03:00");
    expect(localTime("2026-11-01T06:30:00Z", "America/Chicago")).toBe("2026-11-01 01:30");
    expect(localTime("2026-01-01T00:00:00Z", "America/Chicago")).toBe("2025-12-31 18:00");
  });
});
