import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import {
  freePort,
  tempDir,
  validContact,
  waitForHealth,
  eventually,
} from "../../tests/support/server";
import { startTwilioStandIn, type TwilioStandIn } from "../../tests/support/twilio-stand-in";
import { startWebhookReceiver, type WebhookReceiver } from "../../tests/support/webhook-receiver";
import { newWebhookSecret } from "../channels/webhook";

/** The real entry point in its own process, as `npm start` runs it. */
function startServer(env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: ["ignore", "ignore", "pipe"],
  });
}

const ownerPhone = "+16305550142";
const children: ChildProcess[] = [];
let twilio: TwilioStandIn | undefined;
let receiver: WebhookReceiver | undefined;

afterEach(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  children.length = 0;
  await twilio?.close();
  await receiver?.close();
});

describe("speed to lead across a crash", () => {
  it("delivers every lead on every channel after a SIGKILL mid-send, with the same webhook-id", async () => {
    twilio = await startTwilioStandIn();
    const secret = newWebhookSecret();
    receiver = await startWebhookReceiver({ secret });
    // The CRM is down at first: every lead's webhook is being retried when the process dies.
    receiver.failNext(10, 503);
    const port = await freePort();
    const env = {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      PORT: String(port),
      HOST: "127.0.0.1",
      SERVE_SITE: "false",
      DATA_DIR: tempDir(),
      INSTANCE_ID: "crash-test",
      CAPTCHA_PROVIDER: "off",
      MAIL_TRANSPORT: "file",
      MAIL_RETRY_BASE_MS: "100",
      SMS_PROVIDER: "twilio",
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_FROM: "+16305550100",
      TWILIO_API_URL: twilio.url,
      OWNER_SMS_TO: ownerPhone,
      PUBLIC_URL: "https://example-contractor.com",
      WEBHOOK_URL: receiver.url,
      WEBHOOK_SECRET: secret,
    };

    const first = startServer(env);
    children.push(first);
    await waitForHealth(port);
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ ...validContact, email: `visitor${i}@example.com` }),
      });
      expect(response.status).toBe(200);
      ids.push(((await response.json()) as { id: string }).id);
    }
    await eventually(() => (receiver?.attempts.length ?? 0) >= 6, 20_000);
    first.kill("SIGKILL");
    await once(first, "exit");

    const second = startServer(env);
    children.push(second);
    const store = await openDatabase({ DATA_DIR: env.DATA_DIR, DATABASE_URL: undefined });
    await eventually(async () => {
      const rows = await store.db.selectFrom("outbox").select("status").execute();
      // Four rows a lead (the owner's e-mail and text, the webhook, the thank-you e-mail),
      // and one thank-you text: the five share a phone, thanked once a day.
      return rows.length === 5 * 4 + 1 && rows.every((row) => row.status === "delivered");
    }, 30_000);
    await store.close();

    for (const id of ids) {
      const texts = twilio.messages.filter((m) => m.to === ownerPhone && m.body.includes(id));
      expect(texts.length, id).toBeGreaterThanOrEqual(1);
      const delivered = receiver.deliveries.filter((d) => d.body.data.id === id);
      expect(delivered, id).toHaveLength(1);
      // Every try of this lead's delivery, before and after the crash, carried one id.
      const tries = receiver.attempts.filter((a) => a.id === delivered[0]?.id);
      expect(tries.length, id).toBeGreaterThanOrEqual(2);
    }
    expect(new Set(receiver.attempts.map((a) => a.id)).size).toBe(5);
  }, 60_000);
});
