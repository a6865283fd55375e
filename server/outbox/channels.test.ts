import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { smsConsentWording } from "../../content/acknowledgement";
import { plainJpeg } from "../../tests/support/images";
import { postWithPhotos } from "../../tests/support/multipart";
import {
  decodedBody,
  eventually,
  mailHeaders,
  solvedToken,
  startTestApp,
  type TestApp,
  validContact,
} from "../../tests/support/server";
import { startChannelStandIns } from "../../tests/support/channel-stand-ins";
import type { TwilioStandIn } from "../../tests/support/twilio-stand-in";
import type { WebhookReceiver } from "../../tests/support/webhook-receiver";
import { leadsCli } from "../cli/leads";
import { createTransport, mailAddresses, mailDir } from "../mail/create";
import { channelWorkers, configuredChannels, type ChannelWorkers } from "./channel-workers";

/*
 * Speed to lead, end to end in one process: a quote request through the API, one outbox
 * row per channel, each channel's worker, and local stand-ins that speak Twilio's Messages
 * API (Basic auth) and verify Standard Webhooks signatures.
 */

const ownerPhone = "+16305550142";
const visitorPhone = "+16305550199";
const silent = { info() {}, warn() {}, error() {} };

type Harness = {
  t: TestApp;
  twilio: TwilioStandIn;
  receiver: WebhookReceiver;
  workers: ChannelWorkers;
  env: Record<string, string>;
  post: (body: Record<string, unknown>) => Promise<string>;
  rows: () => Promise<
    { channel: string; status: string; last_error: string | null; attempts: number }[]
  >;
};

const open: Harness[] = [];

afterEach(async () => {
  for (const h of open.splice(0)) {
    await h.workers.stop();
    await h.t.close();
    await h.twilio.close();
    await h.receiver.close();
  }
});

async function harness(extra: Record<string, string> = {}): Promise<Harness> {
  const standIns = await startChannelStandIns();
  const { twilio, receiver } = standIns;
  const env = { ...standIns.env, ...extra };
  const probe = await startTestApp(env);
  const channels = configuredChannels(probe.config, silent);
  await probe.close();
  const t = await startTestApp({ ...env, DATA_DIR: probe.config.DATA_DIR }, { channels });
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
  const h: Harness = {
    t,
    twilio,
    receiver,
    workers,
    env: { ...env, DATA_DIR: t.config.DATA_DIR, LOG_LEVEL: "silent" },
    post: async (body) => {
      const response = await t.app.inject({
        method: "POST",
        url: "/api/contact",
        payload: { ...validContact, ...body, captchaToken: await solvedToken(t.app) },
      });
      expect(response.statusCode).toBe(200);
      workers.wake();
      return (response.json() as { id: string }).id;
    },
    rows: () =>
      t.store.db
        .selectFrom("outbox")
        .select(["channel", "status", "last_error", "attempts"])
        .where("kind", "!=", "digest")
        .orderBy("channel")
        .execute(),
  };
  open.push(h);
  return h;
}

const allDelivered = (h: Harness) => async () =>
  (await h.rows()).every((row) => row.status === "delivered");

function mailFiles(h: Harness): string[] {
  return readdirSync(mailDir(h.t.config)).filter((name) => !name.startsWith("."));
}

describe("speed to lead", () => {
  it("takes one lead to every channel once, with the consent's words kept", async () => {
    const h = await harness();
    const message = "Our basement floods every spring; please call before noon.";
    const id = await h.post({
      name: "Maria Lopez",
      email: "maria@example.com",
      phone: "(630) 555-0199",
      smsConsent: "Yes",
      message,
    });
    await eventually(allDelivered(h), 15_000);
    expect((await h.rows()).map((row) => row.channel)).toEqual([
      "ack_email",
      "ack_sms",
      "email",
      "sms",
      "webhook",
    ]);

    const toOwner = h.twilio.messages.filter((m) => m.to === ownerPhone);
    const toVisitor = h.twilio.messages.filter((m) => m.to === visitorPhone);
    expect(toOwner).toHaveLength(1);
    expect(toOwner[0]?.body).toContain(`https://example-contractor.com/admin/leads/${id}`);
    expect(toOwner[0]?.body.length).toBeLessThanOrEqual(320);
    expect(toVisitor).toHaveLength(1);
    expect(toVisitor[0]?.body).toMatch(/Reply STOP to opt out$/);

    expect(h.receiver.deliveries).toHaveLength(1);
    const event = h.receiver.deliveries[0]?.body;
    expect(event?.type).toBe("lead.created");
    expect(event?.data.id).toBe(id);

    const files = mailFiles(h);
    expect(files.filter((f) => f.endsWith(".contact.eml"))).toHaveLength(1);
    const ack = files.find((f) => f.endsWith(".acknowledgement.eml")) ?? "";
    const ackText = readFileSync(join(mailDir(h.t.config), ack), "utf8");
    expect(ackText).toContain("maria@example.com");
    expect(ackText).toContain(id);
    // The visitor's words never travel in the thank-you.
    expect(ackText).not.toContain("basement floods");
    expect(toVisitor[0]?.body).not.toContain("basement");

    const lead = await h.t.store.db
      .selectFrom("leads")
      .select(["sms_consent_text", "sms_consent_at", "created_at"])
      .executeTakeFirstOrThrow();
    expect(lead.sms_consent_text).toBe(smsConsentWording);
    expect(lead.sms_consent_at).toBe(lead.created_at);

    // Once: nothing more arrives after every row is delivered.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(h.twilio.messages).toHaveLength(2);
    expect(h.receiver.deliveries).toHaveLength(1);
  }, 30_000);

  it("tells every channel of the photos and details, and gives the CRM links that work for a week", async () => {
    const h = await harness();
    const photo = await plainJpeg(900, 600);
    const response = await postWithPhotos(
      h.t,
      {
        ...validContact,
        smsConsent: "No",
        zip: "53202",
        contactPreference: "text",
        bestTime: "evening",
        captchaToken: await solvedToken(h.t.app),
      },
      [
        { name: "front.jpg", bytes: photo },
        { name: "back.jpg", bytes: photo },
      ],
    );
    expect(response.statusCode).toBe(200);
    const { id } = response.json<{ id: string }>();
    h.workers.wake();
    await eventually(allDelivered(h), 15_000);

    const text = h.twilio.messages.find((m) => m.to === ownerPhone)?.body ?? "";
    expect(text).toContain("ZIP 53202 OUTSIDE service area, 2 photos, prefers a text, evenings");
    expect(text.length).toBeLessThanOrEqual(320);

    const mail = readFileSync(join(mailDir(h.t.config), `${id}.contact.eml`), "utf8");
    const body = decodedBody(mail);
    expect(mailHeaders(mail).get("subject")?.[0]).toContain("outside the service area");
    expect(body).toContain("ZIP code: 53202 (outside the service area)");
    expect(body).toContain("Contact by: Text message");
    expect(body).toContain("Best time: Evening");
    expect(body).toContain("Photos: 2 photos, in the lead in the inbox");

    const data = h.receiver.deliveries[0]?.body.data as {
      zip: string;
      outsideServiceArea: boolean;
      contactPreference: string;
      bestTime: string;
      photos: { url: string; width: number; height: number; expiresAt: string }[];
    };
    expect(data).toMatchObject({
      zip: "53202",
      outsideServiceArea: true,
      contactPreference: "text",
      bestTime: "evening",
    });
    expect(data.photos).toHaveLength(2);
    const week = Date.now() + 7 * 24 * 60 * 60_000;
    for (const [index, link] of data.photos.entries()) {
      expect(link).toMatchObject({ width: 900, height: 600 });
      expect(Math.abs(Date.parse(link.expiresAt) - week)).toBeLessThan(60_000);
      const url = new URL(link.url);
      expect(url.origin).toBe("https://example-contractor.com");
      expect(url.pathname).toBe(`/api/photos/${id}/${index}`);
      expect(url.pathname.startsWith("/api/admin/")).toBe(false);
      const served = await h.t.app.inject({ method: "GET", url: `${url.pathname}${url.search}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers["content-type"]).toBe("image/jpeg");
    }
  }, 30_000);

  it("sends no text to a visitor who said No, and thanks one address once a day", async () => {
    const h = await harness();
    await h.post({ email: "ann@example.com", phone: "6305550199", smsConsent: "No" });
    await h.post({ email: "ANN@example.com", phone: "6305550199", smsConsent: "No" });
    // The second thank-you e-mail is queued, then not sent: the address was thanked today.
    await eventually(async () => {
      const rows = await h.rows();
      const skipped = rows.filter((row) => row.status === "skipped");
      const delivered = rows.filter((row) => row.status === "delivered");
      return skipped.length === 1 && skipped[0]?.channel === "ack_email" && delivered.length === 7;
    }, 15_000);
    expect(h.twilio.messages.filter((m) => m.to === visitorPhone)).toHaveLength(0);
    expect(h.twilio.messages.filter((m) => m.to === ownerPhone)).toHaveLength(2);
    expect(mailFiles(h).filter((f) => f.endsWith(".acknowledgement.eml"))).toHaveLength(1);
    expect(h.receiver.deliveries).toHaveLength(2);
    // The owner's list says why the second visitor's thank-you did not go out.
    const list = (await leadsCli([], h.env)).stdout.split("\n");
    expect(list.filter((line) => line.includes("ack_email thanked today"))).toHaveLength(1);
    expect(list.filter((line) => line.includes("all delivered"))).toHaveLength(1);
  }, 30_000);

  it("retries a stand-in that fails, and delivers later with the same webhook-id", async () => {
    const h = await harness();
    h.twilio.failNext(2, 500);
    h.receiver.failNext(2, 503);
    await h.post({ smsConsent: "No" });
    await eventually(allDelivered(h), 20_000);
    const rows = await h.rows();
    expect(rows.find((row) => row.channel === "sms")?.attempts).toBe(3);
    expect(rows.find((row) => row.channel === "webhook")?.attempts).toBe(3);
    const ids = new Set(h.receiver.attempts.map((attempt) => attempt.id));
    expect(h.receiver.attempts).toHaveLength(3);
    expect(ids.size).toBe(1);
  }, 30_000);

  it("fails a text Twilio refuses at once, keeps its code, and shows it in --status", async () => {
    const h = await harness();
    h.twilio.rejectTo(ownerPhone, 21211);
    await h.post({ smsConsent: "No" });
    await eventually(async () =>
      (await h.rows()).some((row) => row.channel === "sms" && row.status === "failed"),
    );
    const sms = (await h.rows()).find((row) => row.channel === "sms");
    expect(sms?.attempts).toBe(1);
    expect(sms?.last_error).toContain("21211");
    const status = await leadsCli(["--status"], h.env);
    expect(status.stdout).toMatch(/^sms\s+0\s+0\s+1\s+.*21211/m);
  }, 30_000);

  it("counts a text the carrier never delivered as failed", async () => {
    const h = await harness();
    h.twilio.finalStatusFor(ownerPhone, "undelivered", 30034);
    await h.post({ smsConsent: "No" });
    await eventually(async () =>
      (await h.rows()).some((row) => row.channel === "sms" && row.status === "failed"),
    );
    expect((await h.rows()).find((row) => row.channel === "sms")?.last_error).toContain("30034");
    const status = await leadsCli(["--status"], h.env);
    expect(status.stdout).toMatch(/^sms\s+0\s+0\s+1\s+.*undelivered.*30034/m);
    // Every other channel went out regardless (each on its own worker, so wait for them).
    await eventually(
      async () => (await h.rows()).filter((row) => row.status === "delivered").length === 3,
    );
    expect((await h.rows()).filter((row) => row.status === "delivered")).toHaveLength(3);
  }, 30_000);

  it("caps the owner's texts to one summary a minute, never the webhooks or thank-yous", async () => {
    const h = await harness({ NOTIFY_MAX_PER_MINUTE: "1" });
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) {
      await h.post({ email, smsConsent: "No" });
    }
    await eventually(async () => {
      const toOwner = h.twilio.messages.filter((m) => m.to === ownerPhone);
      const thanks = mailFiles(h).filter((f) => f.endsWith(".acknowledgement.eml"));
      return toOwner.length === 2 && h.receiver.deliveries.length === 3 && thanks.length === 3;
    }, 20_000);
    const toOwner = h.twilio.messages.filter((m) => m.to === ownerPhone);
    // The second text sums up the leads held back: never silence, never one text each.
    expect(toOwner[0]?.body).toMatch(/^New lead: /);
    expect(toOwner[1]?.body).toMatch(/^Ironwood: [12] more new leads? in the last minute/);
  }, 30_000);
});
