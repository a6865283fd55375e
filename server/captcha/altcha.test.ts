import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, type Store } from "../db/database";
import { solveAltcha, tempDir } from "../../tests/support/server";
import { altchaProvider, hmacKeyFileName, loadOrCreateHmacKey } from "./altcha";

let stores: Store[] = [];
afterEach(async () => {
  for (const store of stores) await store.close();
  stores = [];
});

async function provider(dataDir: string, hmacKey = loadOrCreateHmacKey(dataDir)) {
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  stores.push(store);
  return altchaProvider({ db: store.db, hmacKey, maxNumber: 20, cost: 10, expiresSeconds: 60 });
}

describe("ALTCHA HMAC key", () => {
  it("is generated once into DATA_DIR, readable by the owner only, and reused", () => {
    const dataDir = tempDir();
    const key = loadOrCreateHmacKey(dataDir);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(readFileSync(join(dataDir, hmacKeyFileName), "utf8")).toBe(key);
    expect(statSync(join(dataDir, hmacKeyFileName)).mode & 0o077).toBe(0);
    expect(loadOrCreateHmacKey(dataDir)).toBe(key);
    expect(loadOrCreateHmacKey(tempDir())).not.toBe(key);
  });

  it("yields to ALTCHA_HMAC_KEY when set", () => {
    expect(loadOrCreateHmacKey(tempDir(), "configured-key")).toBe("configured-key");
  });
});

describe("ALTCHA provider", () => {
  it("verifies after a restart, and still refuses a replay then", async () => {
    const dataDir = tempDir();
    const before = await provider(dataDir);
    const token = await solveAltcha(await before.createChallenge!());
    await stores.pop()!.close();

    const after = await provider(dataDir);
    expect(await after.verify(token, { ip: "127.0.0.1" })).toEqual({ ok: true });
    expect(await after.verify(token, { ip: "127.0.0.1" })).toMatchObject({
      ok: false,
      reason: "replayed",
    });
  });

  it("refuses a challenge signed with another key", async () => {
    const other = await provider(tempDir());
    const token = await solveAltcha(await other.createChallenge!());
    const ours = await provider(tempDir());
    expect(await ours.verify(token, { ip: "127.0.0.1" })).toMatchObject({
      ok: false,
      reason: "invalid",
    });
  });
});
