import { createHash } from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/server";
import { openDatabase, type Store } from "../db/database";
import { clearOptOut, isOptedOut, recordOptOut } from "./opt-outs";

/** A STOP is kept as a hash no list of numbers undoes, and the old hashes still count. */

const stop = { source: "keyword", keyword: "STOP", twilio_opt_out_type: null } as const;

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe("the opt-outs", () => {
  it("an attacker with the database's opt-outs cannot recover a phone that said STOP by hashing every number of its exchange", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    await recordOptOut(store.db, "(312) 555-0142", stop, new Date());
    const stored = new Set(
      (await store.db.selectFrom("text_opt_outs").select("phone_hash").execute()).map(
        (row) => row.phone_hash,
      ),
    );
    expect(stored.size).toBe(1);
    // Every number of 312-555, hashed as the rows were before decision 230.
    let found: string | undefined;
    for (let n = 0; n < 10_000 && !found; n++) {
      const phone = `+1312555${String(n).padStart(4, "0")}`;
      const hash = createHash("sha256").update(`text-opt-out:${phone}`).digest("hex");
      if (stored.has(hash)) found = phone;
    }
    expect(found).toBeUndefined();
    expect(await isOptedOut(store.db, "+1 312 555 0142")).toBe(true);
  });

  it("a STOP stored under the old unkeyed hash is still honored, and START clears it", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const legacy = createHash("sha256").update("text-opt-out:+13125550143").digest("hex");
    await store.db
      .insertInto("text_opt_outs")
      .values({ phone_hash: legacy, opted_out_at: new Date().toISOString(), ...stop })
      .execute();
    expect(await isOptedOut(store.db, "(312) 555-0143")).toBe(true);
    expect(await isOptedOut(store.db, "(312) 555-0144")).toBe(false);
    await clearOptOut(store.db, "312-555-0143");
    expect(await isOptedOut(store.db, "(312) 555-0143")).toBe(false);
    expect(await store.db.selectFrom("text_opt_outs").selectAll().execute()).toEqual([]);
  });
});
