import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { leadsCli } from "../cli/leads";
import { openDatabase } from "../db/database";
import { googleAdsColumns, googleAdsCsv, zonedTime } from "./google-ads";
import { storeLead } from "./store";

const template = readFileSync(
  join(import.meta.dirname, "../../tests/fixtures/google-ads-offline-conversions.csv"),
  "utf8",
).split("\r\n");
const now = new Date("2026-06-01T12:00:00.000Z");

async function withWonLeads() {
  const dataDir = tempDir();
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  const lead = async (firstTouch: string, daysAgo: number, won: number | null) => {
    const at = new Date(now.getTime() - daysAgo * 24 * 60 * 60_000);
    const id = await storeLead(
      store.db,
      quoteRequestSchema.parse({ ...validContact, firstTouch }),
      {
        ip: null,
        userAgent: null,
        now: at,
      },
    );
    if (won !== null) {
      await store.db
        .updateTable("leads")
        .set({ status: "won", won_value: won, won_at: "2026-05-30T15:04:05.000Z" })
        .where("id", "=", id)
        .execute();
    }
  };
  await lead("path=%2F&gclid=Cj0-gclid_1&wbraid=CjkKEQW0braid", 10, 18_500);
  await lead("path=%2F&gbraid=0AAAAAoG1braid", 20, 7_000);
  await lead("path=%2F&wbraid=CjkKEQW1braid", 30, 1_200);
  await lead("path=%2F&ref=www.google.com", 5, 9_999);
  await lead("path=%2F&gclid=Cj0-TooOld_1", 91, 4_000);
  await lead("path=%2F&gclid=Cj0-NotWon_1", 3, null);
  return { store, env: { PUBLIC_URL: "https://www.ironwood.example", DATA_DIR: dataDir } };
}

describe("Google Ads offline conversions (issue 38)", () => {
  it("follows Google's template column for column, one id per click", async () => {
    const { store } = await withWonLeads();
    const lines = (await googleAdsCsv(store.db, now, "America/Chicago")).split("\r\n");
    await store.close();
    expect(lines[0]).toBe(template[0]);
    expect(lines[1]).toBe(template[1]);
    expect(lines[1]?.split(",")).toEqual([...googleAdsColumns]);
    // Oldest first; a gclid wins over a wbraid that came with it.
    expect(lines.slice(2)).toEqual([
      ",Won job,2026-05-30 10:04:05,1200,USD,,CjkKEQW1braid",
      ",Won job,2026-05-30 10:04:05,7000,USD,0AAAAAoG1braid,",
      "Cj0-gclid_1,Won job,2026-05-30 10:04:05,18500,USD,,",
      "",
    ]);
    for (const line of lines.slice(2, -1)) {
      expect(line.split(",")).toHaveLength(googleAdsColumns.length);
    }
  });

  it("is what npm run leads -- --google-ads-csv prints", async () => {
    const { store, env } = await withWonLeads();
    const expected = await googleAdsCsv(store.db, now);
    await store.close();
    const { code, stdout } = await leadsCli(["--google-ads-csv"], env, { now: () => now });
    expect(code).toBe(0);
    expect(stdout).toBe(expected);
    expect(stdout.split("\r\n")).toHaveLength(6);
  });

  it("tells the time on the business's clock", () => {
    expect(zonedTime("2026-01-15T18:00:00.000Z", "America/Chicago")).toBe("2026-01-15 12:00:00");
    expect(zonedTime("2026-07-15T05:30:00.000Z", "America/Chicago")).toBe("2026-07-15 00:30:00");
  });

  it("an attacker's click id that starts with '-' never reaches the Google Ads CSV", async () => {
    const dataDir = tempDir();
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const hostile = [
      "-2+3+cmd|' /C calc'!A0",
      "-1-HYPERLINK-evil",
      "-GclidThatLooksFine0123456789",
      "--",
      "short_id",
      "x".repeat(301),
    ];
    const fine = "Cj0KCQjw-Ab_1234567890";
    for (const id of [...hostile, fine]) {
      const touch = new URLSearchParams({ path: "/", gclid: id, gbraid: id, wbraid: id });
      const lead = await storeLead(
        store.db,
        quoteRequestSchema.parse({ ...validContact, firstTouch: touch.toString().slice(0, 2_000) }),
        { ip: null, userAgent: null, now },
      );
      await store.db
        .updateTable("leads")
        .set({ status: "won", won_value: 100, won_at: now.toISOString() })
        .where("id", "=", lead)
        .execute();
    }
    const rows = (await googleAdsCsv(store.db, now, "America/Chicago")).split("\r\n").slice(2, -1);
    await store.close();
    expect(rows).toEqual([`${fine},Won job,2026-06-01 07:00:00,100,USD,,`]);
    for (const cell of rows.flatMap((row) => row.split(","))) expect(cell).not.toMatch(/^[-=+@]/);
  });
});
