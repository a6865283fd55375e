import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { leadsCli } from "../cli/leads";
import { eraseByKey, signIn } from "../../tests/support/admin";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { erasuresSince, personHash } from "./ledger";

/** Both ways of erasing someone leave a hashed line in the ledger, and nothing readable. */

let harness: TestApp | undefined;
afterEach(async () => {
  await harness?.close();
  harness = undefined;
});

async function post(t: TestApp, email: string, phone: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { ...validContact, email, phone, captchaToken: await solvedToken(t.app), website: "" },
  });
  expect(response.statusCode).toBe(200);
}

describe("the erasure ledger", () => {
  it("records the inbox's erase and the command's, as hashes only", async () => {
    harness = await startTestApp();
    const t = harness;
    await post(t, "Inbox.Erased@example.com", "(312) 555-0101");
    await post(t, "cli.erased@example.com", "(312) 555-0102");
    const cookie = await signIn(t);
    const erased = await eraseByKey(t, cookie, "inbox.erased@example.com");
    expect(erased.statusCode).toBe(200);
    const cli = await leadsCli(["--erase", "312-555-0102", "--yes"], {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: t.config.DATA_DIR,
    });
    expect(cli.code).toBe(0);

    const entries = erasuresSince(t.config.DATA_DIR, new Date(0));
    expect(entries.map((e) => e.hash)).toEqual([
      personHash({ email: "inbox.erased@example.com" }),
      // The inbox erased that one lead, whose phone no other lead has: it goes in too.
      personHash({ phone: "+13125550101" }),
      personHash({ phone: "+13125550102" }),
    ]);
    for (const name of ["erasures.sqlite", "erasures.sqlite-wal"]) {
      const file = join(t.config.DATA_DIR, name);
      const raw = existsSync(file) ? readFileSync(file).toString("latin1") : "";
      expect(raw).not.toMatch(/erased@example|555.?0102/i);
    }
  }, 30_000);

  it("an attacker with the bucket's ledger cannot recover an erased phone by hashing every number of an area code", async () => {
    harness = await startTestApp();
    const t = harness;
    await post(t, "erased.phone@example.com", "(312) 555-0177");
    const cli = await leadsCli(["--erase", "312-555-0177", "--yes"], {
      ...process.env,
      NODE_ENV: "test",
      DATA_DIR: t.config.DATA_DIR,
    });
    expect(cli.code).toBe(0);
    const stored = new Set(erasuresSince(t.config.DATA_DIR, new Date(0)).map((e) => e.hash));
    expect(stored.size).toBe(1);
    // The attack that took 34 s for all of 312: here the exchange 555, as the ledger was hashed.
    let found: string | undefined;
    for (let n = 0; n < 10_000 && !found; n++) {
      const phone = `+1312555${String(n).padStart(4, "0")}`;
      if (stored.has(createHash("sha256").update(`phone:${phone}`).digest("hex"))) found = phone;
    }
    expect(found).toBeUndefined();
  }, 30_000);
});
