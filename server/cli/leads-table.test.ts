import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { hasUntypable } from "../../contracts/untypable";
import { tempDir, validContact } from "../../tests/support/server";
import { openDatabase } from "../db/database";
import { listSubmissions } from "../leads/list";
import { forTerminal } from "../leads/printable";
import { storeLead } from "../leads/store";
import { toCsv, toTable } from "./leads-table";

/** A lead whose message holds what a text stored before its body was cleaned could hold. */
async function hostileSubmissions() {
  const store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
  try {
    const message = "Hi \u001b[2J\u001b]0;owned\u0007 \u202Eevil\u202C\r\nnext\tline\rover";
    await storeLead(
      store.db,
      { ...quoteRequestSchema.parse(validContact), message },
      { ip: null, userAgent: null, now: new Date("2026-03-01T09:00:00.000Z") },
    );
    return await listSubmissions(store.db);
  } finally {
    await store.close();
  }
}

/** Anything a terminal acts on or reorders by, once tabs and line ends are set aside. */
const hidden = (text: string) => hasUntypable(text.replace(/\r\n|[\t\n]/g, " "));

describe("npm run leads at the owner's terminal", () => {
  it("an attacker's text with ESC sequences and a bidi override reaches the terminal from leads --csv only as marks, and a file keeps its bytes", async () => {
    const csv = toCsv(await hostileSubmissions());
    const shown = forTerminal(csv, { isTTY: true });
    // CSV ends its lines with CRLF: a carriage return anywhere else could overwrite a line.
    expect(hidden(shown)).toBe(false);
    expect(hidden(csv)).toBe(true);
    expect(shown).toContain(
      '"Hi \uFFFD[2J\uFFFD]0;owned\uFFFD \uFFFDevil\uFFFD\r\nnext\tline\uFFFDover"',
    );
    // Redirected to a file or a program, the export is the stored text, byte for byte.
    expect(forTerminal(csv, { isTTY: false })).toBe(csv);
    expect(forTerminal(csv, {})).toBe(csv);
  });

  it("shows the table with every control character and bidi mark as a visible mark", async () => {
    const table = toTable(await hostileSubmissions());
    expect(forTerminal(table, { isTTY: true })).toBe(table);
    expect(hidden(table)).toBe(false);
  });
});
