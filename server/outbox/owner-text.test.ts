import { afterEach, describe, expect, it } from "vitest";
import { startChannelStandIns, standInOwnerPhone } from "../../tests/support/channel-stand-ins";
import { eventually, solvedToken, startTestApp, validContact } from "../../tests/support/server";
import { createTransport, mailAddresses } from "../mail/create";
import { channelWorkers, configuredChannels } from "./channel-workers";

/*
 * What a visitor can make the owner's phone show: a quote request through the API, the
 * owner's text through its worker, and the body as Twilio's stand-in received it.
 */

const silent = { info() {}, warn() {}, error() {} };
const closers: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const close of closers.splice(0).reverse()) await close();
});

async function ownerTextOf(fields: Record<string, string>): Promise<string> {
  const standIns = await startChannelStandIns();
  closers.push(standIns.close);
  const probe = await startTestApp(standIns.env);
  const channels = configuredChannels(probe.config, silent).filter((c) => c === "sms");
  await probe.close();
  const t = await startTestApp({ ...standIns.env, DATA_DIR: probe.config.DATA_DIR }, { channels });
  closers.push(t.close);
  const workers = channelWorkers({
    config: t.config,
    db: t.store.db,
    transport: createTransport(t.config),
    addresses: mailAddresses(t.config),
    channels,
    instanceId: "test",
    log: silent,
    timings: { pollIntervalMs: 50, baseDelayMs: 50, confirmDelayMs: 50 },
  });
  workers.start();
  closers.push(() => workers.stop());
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { ...validContact, ...fields, captchaToken: await solvedToken(t.app) },
  });
  expect(response.statusCode).toBe(200);
  workers.wake();
  const toOwner = () => standIns.twilio.messages.find((m) => m.to === standInOwnerPhone);
  await eventually(() => toOwner() !== undefined, 15_000);
  return toOwner()?.body ?? "";
}

/** Anything a phone could make tappable, other than the lead's own link into the inbox. */
function visitorLinks(body: string): string[] {
  return body
    .split("\n")
    .filter((line) => !line.startsWith("https://example-contractor.com/admin/leads/"))
    .flatMap((line) => line.match(/[\w-]+[.．。｡][\p{L}]{2,}|:\/\/|www\./giu) ?? []);
}

describe("the owner's text", () => {
  it("an attacker's link in the services and a domain for a name never reach the owner's phone", async () => {
    const body = await ownerTextOf({
      name: "paypal-verify.com",
      service: "Kitchen https://evil.example/x",
    });
    expect(body).toMatch(/^New lead: \(no name\)\nCall \(630\) 555-0199\nhttps:\/\//);
    expect(body).not.toContain("evil");
    expect(body).not.toContain("paypal");
    expect(visitorLinks(body)).toEqual([]);
  }, 30_000);

  it("an attacker's domain after a real first name, or among real services, is left out", async () => {
    const body = await ownerTextOf({
      name: "Maria evil.example",
      service: "Roofing, www.evil.example, Decks, bit.ly/x",
    });
    expect(body.split("\n").slice(0, 2)).toEqual(["New lead: Maria", "Roofing, Decks"]);
    expect(visitorLinks(body)).toEqual([]);
  }, 30_000);
});
