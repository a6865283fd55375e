import { afterEach, describe, expect, it } from "vitest";
import { adminRoutes, type EntryDetail } from "../../contracts/admin-api";
import { call, signIn } from "../../tests/support/admin";
import { startTestApp, type TestApp } from "../../tests/support/server";
import { storeLead } from "../leads/store";

const owner = "owner@ironwood.example";
const opened: TestApp[] = [];

afterEach(async () => {
  for (const t of opened.splice(0)) await t.close();
});

const texting = {
  SMS_PROVIDER: "twilio",
  TWILIO_ACCOUNT_SID: "AC00000000000000000000000000000000",
  TWILIO_AUTH_TOKEN: "stand-in-token",
  TWILIO_FROM: "+16305550100",
  OWNER_SMS_TO: "+16305550111",
  PUBLIC_URL: "https://example-contractor.com",
};

async function entryOf(env: Record<string, string>, zip: string) {
  const t = await startTestApp(env);
  opened.push(t);
  const cookie = await signIn(t, owner);
  const id = await storeLead(
    t.store.db,
    {
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      service: "Kitchens",
      message: "A kitchen this spring.",
      smsConsent: "Yes",
      type: "contact",
      zip,
      contactPreference: "text",
      bestTime: "evening",
    },
    { ip: "203.0.113.9", userAgent: "test", now: new Date() },
  );
  return (await call(t, adminRoutes.entry(id), { cookie })).json() as EntryDetail;
}

describe("a lead's page answer", () => {
  it("leads with the job: the message, the ZIP's town, how and when to reach them", async () => {
    const entry = await entryOf({}, "60540");
    expect(entry.job).toEqual({
      message: "A kitchen this spring.",
      zip: "60540",
      town: "Naperville, IL",
      contactPreference: "text",
      bestTime: "evening",
      smsConsent: true,
    });
  });

  it("says whether texts go out from the business's number, so Text opens the reply box", async () => {
    expect((await entryOf({}, "60540")).canText).toBe(false);
    expect((await entryOf(texting, "60540")).canText).toBe(true);
  });
});
