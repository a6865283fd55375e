import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { backends, type Scratch } from "../../tests/support/scratch-database";
import { tempDir, validContact } from "../../tests/support/server";
import { storeLead } from "../leads/store";
import { purgeExpired } from "../retention/purge";
import { inviteUser } from "./accounts";
import { saveChallenge } from "./challenges";
import { addNote, setStatus } from "./entry-changes";
import { issueToken } from "./one-time";
import { startSession } from "./sessions";

const scratches: Scratch[] = [];
afterEach(async () => {
  for (const scratch of scratches.splice(0)) await scratch.drop();
});

const day = 24 * 60 * 60_000;

describe.each(backends)("the inbox's records in the retention purge on $name", (backend) => {
  it("go with their lead, and spent sign-in rows go at their expiry", async () => {
    const scratch = await backend.create();
    scratches.push(scratch);
    const { db } = await scratch.open();
    const now = new Date("2028-06-01T00:00:00.000Z");
    const ago = (days: number) => new Date(now.getTime() - days * day);
    const meta = (at: Date) => ({ ip: null, userAgent: null, now: at });
    const old = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(731)));
    const fresh = await storeLead(db, quoteRequestSchema.parse(validContact), meta(ago(2)));
    for (const id of [old, fresh]) {
      await addNote(db, id, "Called back.", "owner@ironwood.example", ago(1));
      await setStatus(db, id, "contacted", "owner@ironwood.example", ago(1));
    }
    const user = await inviteUser(db, "owner@ironwood.example", ago(40));
    await startSession(db, user.id, ago(31));
    await startSession(db, user.id, ago(1));
    await issueToken(db, "link", user.id, ago(1));
    await issueToken(db, "invite", user.id, new Date(now.getTime() - 60_000));
    await saveChallenge(db, "old-challenge", "sign_in", null, ago(1));

    await purgeExpired(db, { retentionDays: 730, ipRetentionDays: 30, mailDir: tempDir() }, now);

    const notes = await db.selectFrom("entry_notes").select("entry_id").execute();
    expect(notes.map((n) => n.entry_id)).toEqual([fresh]);
    const history = await db.selectFrom("entry_history").select("entry_id").execute();
    expect(new Set(history.map((h) => h.entry_id))).toEqual(new Set([fresh]));
    expect(await db.selectFrom("sessions").selectAll().execute()).toHaveLength(1);
    const tokens = await db.selectFrom("one_time_tokens").select("kind").execute();
    expect(tokens).toEqual([{ kind: "invite" }]);
    expect(await db.selectFrom("webauthn_challenges").selectAll().execute()).toEqual([]);
    expect(await db.selectFrom("admin_users").select("email").execute()).toHaveLength(1);
  });
});
