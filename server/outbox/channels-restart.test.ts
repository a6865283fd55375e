import type { ChildProcess } from "node:child_process";
import { once } from "node:events";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase } from "../db/database";
import {
  freePort,
  tempDir,
  validContact,
  waitForHealth,
  eventually,
  startServerProcess,
} from "../../tests/support/server";
import {
  standInOwnerPhone as ownerPhone,
  type ChannelStandIns,
  startChannelStandIns,
} from "../../tests/support/channel-stand-ins";

const children: ChildProcess[] = [];
let standIns: ChannelStandIns | undefined;

afterEach(async () => {
  for (const child of children) if (child.exitCode === null) child.kill("SIGKILL");
  children.length = 0;
  await standIns?.close();
});

describe("speed to lead across a crash", () => {
  it("delivers every lead on every channel after a SIGKILL mid-send, with the same webhook-id", async () => {
    standIns = await startChannelStandIns();
    const { twilio, receiver } = standIns;
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
      ...standIns.env,
    };

    const first = startServerProcess(env);
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
    await eventually(() => receiver.attempts.length >= 6, 20_000);
    first.kill("SIGKILL");
    await once(first, "exit");

    const second = startServerProcess(env);
    children.push(second);
    const store = await openDatabase({ DATA_DIR: env.DATA_DIR, DATABASE_URL: undefined });
    const statuses = async () =>
      (await store.db.selectFrom("outbox").select(["channel", "status"]).execute()).map(
        (row) => `${row.channel} ${row.status}`,
      );
    // Five rows a lead: the owner's e-mail and text, the webhook, and both thank-yous. The
    // five leads share a phone, thanked once a day: one thank-you text goes out, four are
    // not needed.
    await eventually(async () => {
      const rows = await statuses();
      return rows.length === 5 * 5 && rows.every((row) => !/pending|sending|confirming/.test(row));
    }, 30_000);
    const settled = await statuses();
    await store.close();
    expect(settled.filter((row) => row.endsWith(" delivered"))).toHaveLength(5 * 4 + 1);
    expect(settled.filter((row) => row.endsWith(" skipped"))).toEqual(
      Array.from({ length: 4 }, () => "ack_sms skipped"),
    );
    expect(twilio.messages.filter((m) => m.to !== ownerPhone)).toHaveLength(1);

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
