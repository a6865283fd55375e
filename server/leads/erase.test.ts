import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { tempDir, validContact } from "../../tests/support/server";
import { claimAcknowledgement } from "./acknowledgements";
import { erasePerson, findPerson, personKey } from "./erase";
import { storeLead } from "./store";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

describe.each(backends)("erasing an e-mail address on $name", (backend) => {
  async function db() {
    const scratch = await backend.create();
    scratches.push(scratch);
    return (await scratch.open()).db;
  }
  type Db = Awaited<ReturnType<typeof db>>;

  /** A lead as a row stored before addresses were checked strictly: the text kept as sent. */
  async function storedBefore(d: Db, email: string): Promise<string> {
    const id = await storeLead(d, quoteRequestSchema.parse(validContact), {
      ip: null,
      userAgent: null,
      now: new Date("2026-03-01T10:00:00.000Z"),
    });
    await d.updateTable("leads").set({ email }).where("id", "=", id).execute();
    return id;
  }

  it("erasing victim@example.org also finds the variants an attacker stored before the fix", async () => {
    const d = await db();
    const variants = [
      "x<victim@example.org>",
      "Victim@EXAMPLE.org",
      " victim@example.org ",
      '"Victim" <Victim@Example.Org>',
      "victim@example.org?bcc=attacker@example.net",
      "attacker@example.net,victim@example.org",
    ];
    const theirs: string[] = [];
    for (const email of variants) theirs.push(await storedBefore(d, email));
    const others = [
      "avictim@example.org",
      "victim@example.org.attacker.net",
      "victim@example.organic",
      "victim+quotes@example.org",
    ];
    const kept: string[] = [];
    for (const email of others) kept.push(await storedBefore(d, email));

    const key = personKey("victim@example.org")!;
    expect((await findPerson(d, key)).leads.sort()).toEqual([...theirs].sort());
    const erased = await erasePerson(d, key, tempDir());
    expect(erased.leads.sort()).toEqual([...theirs].sort());
    const left = await d.selectFrom("leads").select("id").execute();
    expect(left.map((row) => row.id).sort()).toEqual([...kept].sort());
  });

  it("erasing the exact text stored before the fix still finds its row", async () => {
    const d = await db();
    const id = await storedBefore(d, "x<victim@example.org>");
    const erased = await erasePerson(d, personKey("x<victim@example.org>")!, tempDir());
    expect(erased.leads).toEqual([id]);
  });

  it("erasing Victim@EXAMPLE.org forgets the thank-you claimed for victim@example.org", async () => {
    const d = await db();
    const id = await storedBefore(d, "victim@example.org");
    const claim = { channel: "ack_email" as const, outboxId: "o1", now: new Date() };
    expect(await claimAcknowledgement(d, { ...claim, address: "victim@example.org" })).toBe(true);
    await erasePerson(d, personKey("  Victim@EXAMPLE.org ")!, tempDir());
    expect(await d.selectFrom("acknowledgements").selectAll().execute()).toEqual([]);
    expect(await d.selectFrom("leads").select("id").where("id", "=", id).execute()).toEqual([]);
  });
});
