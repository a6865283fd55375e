import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DateTime } from "luxon";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Store } from "../db/database";
import {
  createTestDatabase,
  skipPostgres,
  type TestDatabase,
} from "../../tests/support/postgres-test-database";
import { defaultAvailability } from "./slots";
import { bookVisit, cancelVisit, cellsOf, moveVisit } from "./visits";

const rules = defaultAvailability("America/Chicago");
const at = (local: string) => DateTime.fromISO(local, { zone: rules.timeZone }).toMillis();
const now = at("2027-03-01T09:00");
const book = (store: Store, start: number, lead = "lead") =>
  bookVisit(store.db, { leadId: lead, start, streetAddress: "1 Main St", rules, now });

describe("the cells a visit covers", () => {
  it("cover the visit and its buffer: two starts clash exactly when they are under 90 minutes apart", () => {
    const nine = cellsOf(at("2027-03-02T09:00"), rules);
    expect(nine).toHaveLength(18);
    const clash = (t: string) => cellsOf(at(t), rules).some((c) => nine.includes(c));
    expect(clash("2027-03-02T07:30")).toBe(false);
    expect(clash("2027-03-02T08:00")).toBe(true);
    expect(clash("2027-03-02T10:00")).toBe(true);
    expect(clash("2027-03-02T10:30")).toBe(false);
  });
});

/** The races, on one store or on two (two app instances) sharing one database. */
function races(name: string, open: () => Promise<[Store, Store]>, close: () => Promise<void>) {
  describe(`races for a visit on ${name}`, () => {
    let a: Store;
    let b: Store;
    beforeAll(async () => {
      [a, b] = await open();
    });
    afterAll(close);

    const count = async (day: string) =>
      (
        await a.db
          .selectFrom("visits")
          .select("id")
          .where("day", "=", day)
          .where("status", "=", "booked")
          .execute()
      ).length;

    it("books one of 20 parallel requests for one slot", async () => {
      const start = at("2027-03-02T10:00");
      const results = await Promise.all(
        Array.from({ length: 20 }, (_, i) => book(i % 2 ? b : a, start, `lead-${i}`)),
      );
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok).map((r) => !r.ok && r.reason)).toEqual(
        Array(19).fill("taken"),
      );
      expect(await count("2027-03-02")).toBe(1);
    });

    it("never lets different but overlapping start times both in", async () => {
      const starts = ["08:00", "08:30", "09:00", "09:30", "10:00", "10:30"].map((t) =>
        at(`2027-03-03T${t}`),
      );
      const results = await Promise.all(
        starts.flatMap((s, i) => [book(a, s, `x${i}`), book(b, s, `y${i}`)]),
      );
      const won = results.flatMap((r) => (r.ok ? [r.visit.start] : [])).sort((x, y) => x - y);
      for (let i = 1; i < won.length; i++) {
        expect(won[i]! - won[i - 1]!).toBeGreaterThanOrEqual(90 * 60_000);
      }
      expect(won.length).toBeGreaterThanOrEqual(1);
      expect(won.length).toBeLessThanOrEqual(2);
    });

    it("never lets a day go over its cap, racing for its last slot", async () => {
      const day = "2027-03-04";
      for (const t of ["08:00", "10:00"]) expect((await book(a, at(`${day}T${t}`))).ok).toBe(true);
      // The last of 3: four far-apart times race for it, from both instances.
      const last = ["12:00", "14:00", "15:30", "16:00"].map((t) => at(`${day}T${t}`));
      const results = await Promise.all(last.flatMap((s) => [book(a, s), book(b, s)]));
      expect(results.filter((r) => r.ok)).toHaveLength(1);
      expect(results.filter((r) => !r.ok && r.reason === "full").length).toBeGreaterThan(0);
      expect(await count(day)).toBe(3);
    });

    it("frees the time on cancel, and a move takes the new time and frees the old at once", async () => {
      const day = "2027-03-05";
      const first = await book(a, at(`${day}T09:00`));
      if (!first.ok) throw new Error("not booked");
      expect((await book(b, at(`${day}T09:30`))).ok).toBe(false);
      const moved = await moveVisit(a.db, {
        visitId: first.visit.id,
        start: at(`${day}T13:00`),
        rules,
        now,
      });
      expect(moved?.ok && moved.visit.sequence).toBe(1);
      expect((await book(b, at(`${day}T09:30`))).ok).toBe(true);
      const blocked = await moveVisit(a.db, {
        visitId: first.visit.id,
        start: at(`${day}T10:00`),
        rules,
        now,
      });
      expect(blocked).toEqual({ ok: false, reason: "taken" });
      const cancelled = await cancelVisit(a.db, first.visit.id, now);
      expect(cancelled?.sequence).toBe(2);
      expect(await cancelVisit(a.db, first.visit.id, now)).toBeUndefined();
      expect((await book(b, at(`${day}T13:00`))).ok).toBe(true);
      expect(await count(day)).toBe(2);
    });
  });
}

let dir = "";
races(
  "SQLite",
  async () => {
    dir = mkdtempSync(join(tmpdir(), "booking-"));
    const store = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    const second = await openDatabase({ DATA_DIR: dir, DATABASE_URL: undefined });
    return [store, second];
  },
  async () => rmSync(dir, { recursive: true, force: true }),
);

if (!skipPostgres) {
  let database: TestDatabase | undefined;
  const stores: Store[] = [];
  races(
    "PostgreSQL, two instances",
    async () => {
      database = await createTestDatabase("booking");
      for (let i = 0; i < 2; i++)
        stores.push(await openDatabase({ DATA_DIR: "", DATABASE_URL: database.url }));
      return [stores[0]!, stores[1]!];
    },
    async () => {
      for (const store of stores) await store.close();
      await database?.drop();
    },
  );
}
