import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail, type InboxList } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";

const opened: TestApp[] = [];

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

describe("a lead's services in the inbox's answers", () => {
  it("lists them one by one, a dropped slug and a made-up name unlisted, on the list and the page", async () => {
    const t = await startTestApp();
    opened.push(t);
    const cookie = await signIn(t, "owner@ironwood.example");
    const id = await storeLead(
      t.store.db,
      {
        name: "Maria Lopez",
        email: "maria@example.com",
        phone: "(630) 555-0199",
        service: "Kitchen Remodeling, Hot tub install, Roofing",
        message: "A kitchen this spring.",
        smsConsent: "No",
        type: "contact",
      },
      { ip: "203.0.113.9", userAgent: "test", now: new Date() },
    );
    // A service the site has since dropped: its slug stays stored.
    await t.store.db
      .updateTable("leads")
      .set({ services: '["kitchen-remodeling","gazebos","roofing"]' })
      .where("id", "=", id)
      .execute();
    const expected = [
      { slug: "kitchen-remodeling", label: "Kitchen Remodeling", listed: true },
      { slug: "gazebos", label: "gazebos", listed: false },
      { slug: "roofing", label: "Roofing", listed: true },
      { slug: null, label: "Hot tub install", listed: false },
    ];

    const list = (await call(t, adminRoutes.inbox, { cookie })).json() as InboxList;
    expect(list.items[0]?.services).toEqual(expected);
    const page = (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
    expect(page.services).toEqual(expected);
    // The search still reads the names.
    const found = (await call(t, `${adminRoutes.inbox}?q=gazebos`, { cookie })).json() as InboxList;
    expect(found.items.map((item) => item.id)).toEqual([id]);
  });
});
