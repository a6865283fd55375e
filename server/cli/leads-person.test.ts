import { unzipSync } from "fflate";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { openDatabase } from "../db/database";
import { storeLead } from "../leads/store";
import { storeInbound } from "../texts/thread";
import { tempDir, validContact } from "../../tests/support/server";
import { leadsCli } from "./leads";

/** Production, the default, needs its public origin (issue 32), the CLI as much as the server. */
const deployed = { PUBLIC_URL: "https://www.ironwood.example" };

/**
 * Vera's lead, then Mal's with his own e-mail and Vera's phone, as an attacker who knows
 * the phone files it; then a text from Vera's phone, which lands on the newest lead with
 * that phone: Mal's.
 */
async function victimAndAttacker() {
  const dataDir = tempDir();
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const { db } = store;
    const victim = await storeLead(
      db,
      quoteRequestSchema.parse({
        ...validContact,
        name: "Vera Quill",
        email: "vera@example.org",
        phone: "630-555-0142",
        message: "The side door code is 4411.",
      }),
      { ip: "198.51.100.7", userAgent: null, now: new Date("2026-11-20T15:00:00.000Z") },
    );
    const attacker = await storeLead(
      db,
      quoteRequestSchema.parse({
        ...validContact,
        name: "Mal Lory",
        email: "mal@example.net",
        phone: "(630) 555-0142",
        message: "A small deck.",
      }),
      { ip: null, userAgent: null, now: new Date("2026-11-21T15:00:00.000Z") },
    );
    await storeInbound(db, {
      sid: "SM00000000000000000000000000000043",
      from: "+16305550142",
      body: "Vera again: the dog is friendly.",
      stopRequest: false,
      media: [],
      alert: false,
      now: new Date("2026-11-22T15:00:00.000Z"),
    });
    return { dataDir, victim, attacker };
  } finally {
    await store.close();
  }
}

const victimTraces = ["Vera", "vera@example.org", "4411", "198.51.100.7", "dog is friendly"];

describe("npm run leads -- --export and --erase, by the one key given", () => {
  it("an attacker's export by their own e-mail lists what it matched, names the lead that shares their phone, and holds none of the victim's data", async () => {
    const { dataDir, victim, attacker } = await victimAndAttacker();
    const out = join(tempDir(), "mal.zip");
    const result = await leadsCli(["--export", "mal@example.net", "--out", out], {
      ...deployed,
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(
      new RegExp(`Matched by mal@example.net:\\n  ${attacker} +2026-11-21 +Mal Lory`),
    );
    expect(result.stdout).toMatch(/Not included: 1 other lead\(s\) share a phone or e-mail/);
    expect(result.stdout).toMatch(new RegExp(`  ${victim} +2026-11-20 +Vera Quill`));

    const text = Buffer.from(
      unzipSync(new Uint8Array(readFileSync(out)))["person.json"] ?? [],
    ).toString("utf8");
    expect(JSON.parse(text).leads.map((lead: { id: string }) => lead.id)).toEqual([attacker]);
    expect(text).not.toContain(victim);
    for (const trace of victimTraces) expect(text).not.toContain(trace);
  });

  it("an attacker's erase by their own e-mail lists what it will delete before asking, and leaves the victim's lead", async () => {
    const { dataDir, victim, attacker } = await victimAndAttacker();
    const questions: string[] = [];
    const result = await leadsCli(
      ["--erase", "mal@example.net"],
      { ...deployed, DATA_DIR: dataDir },
      {
        confirm: async (question) => {
          questions.push(question);
          return true;
        },
      },
    );
    expect(result.code).toBe(0);
    expect(questions).toHaveLength(1);
    const [question = ""] = questions;
    expect(question).toMatch(new RegExp(`Matched by mal@example.net:\\n  ${attacker} .*Mal Lory`));
    expect(question).toMatch(new RegExp(`Not included: .*\\n  ${victim} .*Vera Quill`));
    expect(question).toMatch(/Delete 1 submission\(s\)/);
    expect(result.stdout).toContain(`Deleted 1 lead(s): ${attacker}`);

    const json = (await leadsCli(["--json"], { ...deployed, DATA_DIR: dataDir })).stdout;
    expect(json).toContain(victim);
    expect(json).toContain("Vera Quill");
    expect(json).not.toContain(attacker);
  });

  it("an erase by a phone two people typed names them both before anything is deleted", async () => {
    const { dataDir, victim, attacker } = await victimAndAttacker();
    const questions: string[] = [];
    const result = await leadsCli(
      ["--erase", "630-555-0142"],
      { ...deployed, DATA_DIR: dataDir },
      {
        confirm: async (question) => {
          questions.push(question);
          return false;
        },
      },
    );
    expect(result.code).toBe(1);
    const [question = ""] = questions;
    expect(question).toMatch(new RegExp(`  ${victim} .*Vera Quill .*vera@example.org`));
    expect(question).toMatch(new RegExp(`  ${attacker} .*Mal Lory .*mal@example.net`));
    const json = (await leadsCli(["--json"], { ...deployed, DATA_DIR: dataDir })).stdout;
    expect(json).toContain(victim);
    expect(json).toContain(attacker);

    // With --yes there is nobody to ask: the list is printed with what was deleted.
    const yes = await leadsCli(["--erase", "630-555-0142", "--yes"], {
      ...deployed,
      DATA_DIR: dataDir,
    });
    expect(yes.stdout).toMatch(new RegExp(`Matched by \\+16305550142:\\n`));
    expect(yes.stdout).toContain(`Deleted 2 lead(s)`);
  });
});
