import { afterEach, describe, expect, it } from "vitest";
import { quoteRequestSchema } from "../../contracts/quote-schema";
import { tempDir, validContact } from "../../tests/support/server";
import { openDatabase, type Store } from "../db/database";
import { storeLead } from "../leads/store";
import { composeEmail } from "../mail/notification";
import { loadNotification } from "./load";

const addresses = { to: "office@ironwood.example", from: "website@ironwood.example" };

let store: Store | undefined;
afterEach(async () => {
  await store?.close();
  store = undefined;
});

describe("loadNotification", () => {
  it("reads the lead an outbox row announces, with the addresses it goes to", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const id = await storeLead(store.db, quoteRequestSchema.parse(validContact), {
      ip: null,
      userAgent: null,
      now: new Date("2026-03-01T12:00:00.000Z"),
    });
    const row = await store.db
      .selectFrom("outbox")
      .select(["kind", "ref_id", "created_at"])
      .where("ref_id", "=", id)
      .executeTakeFirstOrThrow();

    const notification = await loadNotification(store.db, row, addresses);

    expect(notification).toMatchObject({ kind: "contact", ...addresses });
    expect(notification.kind === "contact" && notification.lead.name).toBe(validContact.name);
  });

  it("links the owner's e-mail to the lead in the inbox, on the site's public origin", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const id = await storeLead(store.db, quoteRequestSchema.parse(validContact), {
      ip: null,
      userAgent: null,
      now: new Date("2026-03-01T12:00:00.000Z"),
    });
    const row = { kind: "contact" as const, ref_id: id, created_at: "2026-03-01" };
    const link = `https://ironwood.example/admin/leads/${id}`;

    const email = composeEmail(
      await loadNotification(store.db, row, addresses, "https://ironwood.example"),
    );
    expect(email.text).toContain(`Open it in the inbox: ${link}`);
    expect(email.html).toContain(`<a href="${link}">Open it in the inbox</a>`);
    // Without a known origin there is no link to give.
    expect(composeEmail(await loadNotification(store.db, row, addresses)).text).not.toContain(
      "/admin/leads/",
    );
  });

  it("fails when the lead is gone, so the row is retried and then marked failed", async () => {
    store = await openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: undefined });
    const row = { kind: "contact" as const, ref_id: "MISSING", created_at: "2026-03-01" };

    await expect(loadNotification(store.db, row, addresses)).rejects.toThrow(
      "lead MISSING not found",
    );
  });
});
