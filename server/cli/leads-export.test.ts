import { unzipSync } from "fflate";
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { reviewPayloadSchema } from "../../contracts/review-schema";
import { addNote } from "../admin/entry-changes";
import { openDatabase } from "../db/database";
import { storeLead, storeReviewNotice } from "../leads/store";
import { fileTransport } from "../mail/file";
import { OutboxWorker } from "../outbox/loop";
import { preparePhoto } from "../photos/prepare";
import { plainJpeg } from "../../tests/support/images";
import { tempDir, validContact, validReview } from "../../tests/support/server";
import { leadsCli } from "./leads";

const quiet = { info() {}, warn() {}, error() {} };
const at = new Date("2026-11-20T15:00:00.000Z");

/** Maria (a lead with a photo, a note and a sent e-mail; a review notice) and Ann. */
async function dataDirWithTwoPeople() {
  const dataDir = tempDir();
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const { db } = store;
    const photo = await preparePhoto("kitchen.jpg", await plainJpeg(640, 480));
    const maria = await storeLead(db, quoteRequestSchema.parse(validContact), {
      ip: "203.0.113.9",
      userAgent: "Maria's phone",
      now: at,
      photos: [photo],
    });
    const review = await storeReviewNotice(
      db,
      reviewPayloadSchema.parse({
        ...validReview,
        client_name: "Maria Lopez",
        client_phone: "630-555-0199",
      }),
      { ip: null, userAgent: null, now: at },
    );
    const ann = await storeLead(
      db,
      quoteRequestSchema.parse({
        ...validContact,
        name: "Ann Smith",
        email: "ann@example.com",
        phone: "+44 20 7946 0958",
        message: "Ann's own attic.",
      }),
      { ip: null, userAgent: null, now: at },
    );
    await addNote(db, maria, "Called Maria back.", "owner@ironwood.example", at);
    await new OutboxWorker({
      db,
      transport: fileTransport(join(dataDir, "mail")),
      addresses: { to: "office@ironwood.example", from: "website@ironwood.example" },
      log: quiet,
    }).runOnce();
    const stored = await db
      .selectFrom("lead_photos")
      .select("bytes")
      .where("lead_id", "=", maria)
      .executeTakeFirstOrThrow();
    return { dataDir, maria, review, ann, photoBytes: Buffer.from(stored.bytes) };
  } finally {
    await store.close();
  }
}

describe("npm run leads -- --export", () => {
  it("writes one ZIP, readable by its owner alone, of everything held about the person and nobody else", async () => {
    const { dataDir, maria, review, ann, photoBytes } = await dataDirWithTwoPeople();
    const out = join(tempDir(), "maria.zip");

    const result = await leadsCli(["--export", "+1 (630) 555-0199", "--out", out], {
      DATA_DIR: dataDir,
    });
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(out);
    expect(statSync(out).mode & 0o777).toBe(0o600);

    const files = unzipSync(new Uint8Array(readFileSync(out)));
    expect(Object.keys(files).sort()).toEqual(["person.json", `photos/${maria}-1.jpg`]);
    expect(Buffer.from(files[`photos/${maria}-1.jpg`] ?? [])).toEqual(photoBytes);

    const text = Buffer.from(files["person.json"] ?? []).toString("utf8");
    const person = JSON.parse(text);
    expect(person.leads).toHaveLength(1);
    expect(person.leads[0]).toMatchObject({
      id: maria,
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "+16305550199",
      service: validContact.service,
      message: validContact.message,
      sms_consent: "Yes",
      ip: "203.0.113.9",
      user_agent: "Maria's phone",
      created_at: at.toISOString(),
      photos: [{ file: `photos/${maria}-1.jpg`, width: 640, height: 480 }],
      notes: [{ author: "owner@ironwood.example", body: "Called Maria back." }],
      history: [{ change: "note", actor: "owner@ironwood.example" }],
    });
    const [email] = person.leads[0].notifications;
    expect(email).toMatchObject({ channel: "email", status: "delivered", attempts: 1 });
    expect(email.delivered_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(email.delivery_attempts).toEqual([expect.objectContaining({ attempt: 1 })]);
    expect(person.review_notices).toEqual([
      expect.objectContaining({ id: review, client_name: "Maria Lopez" }),
    ]);
    expect(text).not.toContain(ann);
    expect(text).not.toContain("Ann");
    expect(text).not.toContain("ann@example.com");
  });

  it("finds by e-mail what erasure would erase, and writes nothing when nothing is stored", async () => {
    const { dataDir, maria, ann } = await dataDirWithTwoPeople();
    const folder = tempDir();
    const out = join(folder, "ann.zip");
    const byEmail = await leadsCli(["--export", " ANN@Example.com ", "--out", out], {
      DATA_DIR: dataDir,
    });
    expect(byEmail.code).toBe(0);
    const person = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(readFileSync(out)))["person.json"] ?? []).toString(),
    );
    expect(person.leads.map((lead: { id: string }) => lead.id)).toEqual([ann]);
    expect(JSON.stringify(person)).not.toContain(maria);

    // An existing file is never overwritten: it may be someone else's, readable by others.
    const again = await leadsCli(["--export", "ann@example.com", "--out", out], {
      DATA_DIR: dataDir,
    });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("exists");

    const nobody = await leadsCli(
      ["--export", "nobody@example.com", "--out", join(folder, "n.zip")],
      { DATA_DIR: dataDir },
    );
    expect(nobody.code).toBe(0);
    expect(nobody.stdout).toContain("Nothing stored for that person.");
    expect(existsSync(join(folder, "n.zip"))).toBe(false);

    const bad = await leadsCli(["--export", "12"], { DATA_DIR: dataDir });
    expect(bad.code).toBe(2);
    const both = await leadsCli(["--export", "ann@example.com", "--erase", "ann@example.com"], {
      DATA_DIR: dataDir,
    });
    expect(both.code).toBe(2);
  });

  it("runs as a command, writing a file named by the date into the current folder", async () => {
    const { dataDir, maria } = await dataDirWithTwoPeople();
    const folder = tempDir();
    const result = spawnSync(
      resolve("node_modules", ".bin", "tsx"),
      [resolve("server/cli/leads.ts"), "--export", "maria@example.com"],
      { cwd: folder, env: { ...process.env, DATA_DIR: dataDir }, encoding: "utf8" },
    );
    expect(result.status, result.stderr).toBe(0);
    const [name] = readdirSync(folder);
    expect(name).toMatch(/^person-\d{4}-\d{2}-\d{2}-\d{6}\.zip$/);
    expect(result.stdout).toContain(join(folder, name ?? ""));
    expect(statSync(join(folder, name ?? "")).mode & 0o777).toBe(0o600);
    const files = unzipSync(new Uint8Array(readFileSync(join(folder, name ?? ""))));
    expect(Object.keys(files)).toContain(`photos/${maria}-1.jpg`);
  });
});
