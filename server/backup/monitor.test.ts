import { readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { backupAlertCopy } from "../../content/backup-alerts";
import { type ChannelStandIns, startChannelStandIns } from "../../tests/support/channel-stand-ins";
import { solvedToken, startTestApp, type TestApp, validContact } from "../../tests/support/server";
import { tempDir } from "../../tests/support/server";
import { mailDir } from "../mail/create";
import { drillRecordFileName, lastDrill } from "./drill";
import { checkAndAlert, scheduleBackupWatch } from "./monitor";
import { replicaPosition } from "./replica";
import { type Replicator, startReplicator } from "./supervisor";

/** An exit code nobody reads is no alarm: the owner is told by e-mail and text, once. */

const secrets = { ALTCHA_HMAC_KEY: "e5".repeat(32), PHOTO_LINK_SECRET: "f6".repeat(32) };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const hour = 60 * 60_000;

let harness: TestApp | undefined;
let replicator: Replicator | undefined;
let standIns: ChannelStandIns | undefined;
afterEach(async () => {
  await replicator?.stop();
  await harness?.close();
  await standIns?.close();
  harness = replicator = standIns = undefined;
});

function alertMails(t: TestApp): string[] {
  try {
    return readdirSync(mailDir(t.config)).filter((name) => name.endsWith(".alert.eml"));
  } catch {
    return [];
  }
}

function drill(t: TestApp, at: Date, ok: boolean) {
  writeFileSync(
    join(t.config.DATA_DIR, drillRecordFileName),
    JSON.stringify({
      ok,
      at: at.toISOString(),
      replicaLeads: 0,
      liveLeads: 0,
      newerLeads: 0,
      detail: "",
    }),
  );
}

describe("the owner's alert", () => {
  it("a notification stuck for an hour alerts once by e-mail and text, and again only after it clears", async () => {
    standIns = await startChannelStandIns();
    const { WEBHOOK_URL: _url, WEBHOOK_SECRET: _secret, ...sms } = standIns.env;
    harness = await startTestApp(sms);
    const t = harness;
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, captchaToken: await solvedToken(t.app), website: "" },
    });
    expect(response.statusCode).toBe(200);

    const later = new Date(Date.now() + 2 * hour);
    expect(await checkAndAlert(t.config, t.store.db, quiet, later)).toEqual(["notifications"]);
    expect(await checkAndAlert(t.config, t.store.db, quiet, later)).toEqual([]);
    expect(alertMails(t)).toHaveLength(1);
    expect(standIns.twilio.messages.map((m) => m.body)).toEqual([
      backupAlertCopy.text(backupAlertCopy.problems.notifications),
    ]);

    // Delivered: the incident closes; a new one alerts again.
    await t.store.db.updateTable("outbox").set({ status: "delivered" }).execute();
    expect(await checkAndAlert(t.config, t.store.db, quiet, later)).toEqual([]);
    await t.store.db.updateTable("outbox").set({ status: "pending" }).execute();
    expect(await checkAndAlert(t.config, t.store.db, quiet, later)).toEqual(["notifications"]);
    expect(alertMails(t)).toHaveLength(2);
    expect(standIns.twilio.messages).toHaveLength(2);
  }, 30_000);

  it("a restore drill that failed or is late alerts once", async () => {
    harness = await startTestApp({ ...secrets, BACKUP_URL: `file://${tempDir("replica-")}` });
    const t = harness;
    replicator = startReplicator(t.config, quiet);
    for (let i = 0; i < 100 && "error" in (await replicaPosition(t.config)); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const now = new Date();
    drill(t, now, true);
    expect(await checkAndAlert(t.config, t.store.db, quiet, now)).toEqual([]);
    drill(t, now, false);
    expect(await checkAndAlert(t.config, t.store.db, quiet, now)).toEqual(["drill_failed"]);
    expect(await checkAndAlert(t.config, t.store.db, quiet, now)).toEqual([]);
    drill(t, new Date(now.getTime() - 9 * 24 * hour), true);
    expect(await checkAndAlert(t.config, t.store.db, quiet, now)).toEqual(["drill_stale"]);
    expect(alertMails(t)).toHaveLength(2);
  }, 30_000);

  it("the server drills by itself and records the result", async () => {
    harness = await startTestApp({ ...secrets, BACKUP_URL: `file://${tempDir("replica-")}` });
    const t = harness;
    replicator = startReplicator(t.config, quiet);
    const response = await t.app.inject({
      method: "POST",
      url: "/api/contact",
      payload: { ...validContact, captchaToken: await solvedToken(t.app), website: "" },
    });
    expect(response.statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const stop = scheduleBackupWatch(t.config, t.store.db, quiet, {
      firstDrillAfterMs: 10,
      checkEveryMs: 60_000,
    });
    try {
      for (let i = 0; i < 100 && !lastDrill(t.config.DATA_DIR); i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    } finally {
      stop();
    }
    expect(lastDrill(t.config.DATA_DIR)).toMatchObject({ ok: true, replicaLeads: 1, liveLeads: 1 });
  }, 30_000);
});
