import { spawnSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { openDatabase } from "../db/database";
import { storeLead, storeReviewNotice } from "../leads/store";
import { tempDir, validContact, validReview } from "../../tests/support/server";
import { csvCell, leadsCli } from "./leads";

/** Production, the default, needs its public origin (issue 32), the CLI as much as the server. */
const deployed = { PUBLIC_URL: "https://www.ironwood.example" };

/** A DATA_DIR with a delivered lead (March 1), a failed one and a review notice (March 3). */
async function dataDirWithLeads() {
  const dataDir = tempDir();
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  const meta = (iso: string) => ({ ip: null, userAgent: null, now: new Date(iso) });
  const delivered = await storeLead(
    store.db,
    quoteRequestSchema.parse(validContact),
    meta("2026-03-01T09:00:00.000Z"),
  );
  const failed = await storeLead(
    store.db,
    quoteRequestSchema.parse({
      ...validContact,
      name: "Ann Smith",
      message: '=HYPERLINK("http://evil.example","click"), and "quotes"\nsecond line',
    }),
    meta("2026-03-03T09:00:00.000Z"),
  );
  const review = await storeReviewNotice(
    store.db,
    reviewPayloadSchema.parse(validReview),
    meta("2026-03-03T10:00:00.000Z"),
  );
  await store.db
    .updateTable("outbox")
    .set({ status: "delivered", attempts: 1, delivered_at: "2026-03-01T09:00:01.000Z" })
    .where("ref_id", "=", delivered)
    .execute();
  await store.db
    .updateTable("outbox")
    .set({ status: "failed", attempts: 12, last_error: "Error: connect ECONNREFUSED" })
    .where("ref_id", "=", failed)
    .execute();
  await store.close();
  return { env: { ...deployed, DATA_DIR: dataDir }, delivered, failed, review };
}

describe("npm run leads", () => {
  it("--json and --csv carry every fact the inbox shows of a lead (issue 38)", async () => {
    const dataDir = tempDir();
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const id = await storeLead(
      store.db,
      quoteRequestSchema.parse({
        ...validContact,
        zip: "60540",
        contactPreference: "call",
        bestTime: "morning",
        firstTouch: "path=%2F&ref=www.google.com",
      }),
      { ip: null, userAgent: null, now: new Date("2026-03-01T09:00:00.000Z") },
    );
    await store.db.updateTable("leads").set({ status: "won", won_value: 9_000 }).execute();
    await store.close();
    const env = { ...deployed, DATA_DIR: dataDir };
    const json = JSON.parse((await leadsCli(["--json"], env)).stdout) as unknown[];
    expect(json[0]).toMatchObject({
      id,
      status: "won",
      zip: "60540",
      contactPreference: "call",
      bestTime: "morning",
      outsideServiceArea: false,
      photoCount: 0,
      wonValue: 9_000,
      firstSource: "Google search, landed on /",
      lastSource: "Google search, landed on /",
    });
    const csv = (await leadsCli(["--csv"], env)).stdout.split("\r\n");
    expect(csv[1]).toContain(
      '"won","60540","call","morning","no","0","9000","Google search, landed on /","Google search, landed on /"',
    );
  });

  it("prints a table with the delivery state of every lead", async () => {
    const { env, delivered, failed, review } = await dataDirWithLeads();
    const { code, stdout } = await leadsCli([], env);
    expect(code).toBe(0);
    const lines = stdout.split("\n");
    expect(lines[0]).toMatch(/^Received \(UTC\)\s+Reference\s+Type\s+Name/);
    expect(lines.find((l) => l.includes(delivered))).toMatch(/Maria Lopez.*delivered/);
    expect(lines.find((l) => l.includes(failed))).toMatch(
      /Ann Smith.*FAILED \(12 tries\).*ECONNREFUSED/,
    );
    expect(lines.find((l) => l.includes(review))).toMatch(
      /review\s+Tom Becker.*google, yelp.*queued/,
    );
    expect(stdout).toContain("3 in all; 1 waiting for delivery; 1 failed.");
  });

  it("--json gives every field and the delivery state", async () => {
    const { env, failed } = await dataDirWithLeads();
    const rows = JSON.parse((await leadsCli(["--json"], env)).stdout);
    expect(rows).toHaveLength(3);
    expect(rows[1]).toMatchObject({
      type: "contact",
      id: failed,
      name: "Ann Smith",
      email: validContact.email,
      phone: "+16305550199",
      service: validContact.service,
      smsConsent: "Yes",
      delivery: { status: "failed", attempts: 12, lastError: "Error: connect ECONNREFUSED" },
    });
    expect(rows[2]).toMatchObject({
      type: "review",
      reviewPlatforms: ["google", "yelp"],
      reviewCount: 2,
      delivery: { status: "pending", attempts: 0 },
    });
  });

  it("--since keeps what arrived on or after the date", async () => {
    const { env, delivered } = await dataDirWithLeads();
    const rows = JSON.parse((await leadsCli(["--json", "--since", "2026-03-02"], env)).stdout);
    expect(rows).toHaveLength(2);
    expect(rows.map((r: { id: string }) => r.id)).not.toContain(delivered);
  });

  it("--csv quotes what needs quoting and never lets a field become a formula", async () => {
    const { env } = await dataDirWithLeads();
    const { stdout } = await leadsCli(["--csv"], env);
    const lines = stdout.split("\r\n");
    // Every cell is quoted (issue 32), the header's too.
    expect(lines[0]).toBe(
      '"id","type","created_at","name","email","phone","service","review_platforms","message","sms_consent","status","zip","contact_preference","best_time","outside_service_area","photo_count","won_value","first_source","last_source","first_touch","last_touch","delivery_status","attempts","last_error","next_attempt_at","delivered_at"',
    );
    expect(stdout).toContain(
      `"'=HYPERLINK(""http://evil.example"",""click""), and ""quotes""\nsecond line"`,
    );
    expect(csvCell("+1 630")).toBe(`"'+1 630"`);
    expect(csvCell("-2")).toBe(`"'-2"`);
    expect(csvCell("@SUM(A1)")).toBe(`"'@SUM(A1)"`);
    expect(csvCell("plain")).toBe(`"plain"`);
  });

  it("--csv: an attacker's formula after a ; or , or a tab or line break in a field is never one", async () => {
    const dataDir = tempDir();
    const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
    const attack = {
      service: 'Roofing;=HYPERLINK("http://evil.example/x","Open")',
      message: "Call me;\t=1+1, x,+1 and\r=cmd|' /C calc'!A0\n@SUM(A1) ok; -2+3",
    };
    await storeLead(store.db, quoteRequestSchema.parse({ ...validContact, ...attack }), {
      ip: null,
      userAgent: null,
      now: new Date("2026-03-01T09:00:00.000Z"),
    });
    await store.close();
    const { stdout } = await leadsCli(["--csv"], { ...deployed, DATA_DIR: dataDir });
    expect(stdout).toContain(`"Roofing;'=HYPERLINK(""http://evil.example/x"",""Open"")"`);
    expect(stdout).toContain(
      `"Call me;'\t'=1+1, x,'+1 and\r'=cmd|' /C calc'!A0\n'@SUM(A1) ok; '-2+3"`,
    );
    // Every cell quoted, the header's too.
    expect(stdout.split("\r\n")[0]).toMatch(/^"id","type","created_at",/);
    // Split as a spreadsheet in a ';' or ',' locale, or a tab-separated paste, splits it,
    // quotes ignored: no piece starts (after spaces and quotes) with a formula character.
    for (const piece of stdout.split(/[;,\t\r\n]/)) {
      expect(piece.replace(/^[ "]*/, ""), JSON.stringify(piece)).not.toMatch(/^[=+\-@]/);
    }
  });

  it("refuses a production configuration without PUBLIC_URL, as the server does: exit 2, naming it", async () => {
    const result = await leadsCli(["--status"], { DATA_DIR: tempDir(), NODE_ENV: "production" });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/PUBLIC_URL: is required when NODE_ENV=production/);
    expect(result.stdout).toBe("");
  });

  it("says so when there are no leads", async () => {
    const { code, stdout } = await leadsCli([], { ...deployed, DATA_DIR: tempDir() });
    expect(code).toBe(0);
    expect(stdout).toBe("No leads yet.\n");
  });

  it("refuses a bad date, unknown options and both formats at once", async () => {
    const env = { ...deployed, DATA_DIR: tempDir() };
    for (const argv of [
      ["--since", "last tuesday"],
      ["--since", "2026-13-45"],
      ["--xml"],
      ["--json", "--csv"],
    ]) {
      const result = await leadsCli(argv, env);
      expect(result.code, argv.join(" ")).toBe(2);
      expect(result.stderr).toContain("Usage: npm run leads");
    }
  });

  it("runs as a command", async () => {
    const { env, review } = await dataDirWithLeads();
    const result = spawnSync(
      join("node_modules", ".bin", "tsx"),
      ["server/cli/leads.ts", "--json"],
      {
        env: { ...process.env, ...env },
        encoding: "utf8",
      },
    );
    expect(result.status).toBe(0);
    expect(JSON.parse(result.stdout).at(-1).id).toBe(review);
  });
});
