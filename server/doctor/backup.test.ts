import { describe, expect, it } from "vitest";
import { doctorContext } from "../../tests/support/doctor-context";
import { backupCheck } from "./backup";
import type { BackupStatus } from "./line";

const now = new Date("2026-06-10T12:00:00Z");
// A backup needs the signing keys from the environment (decision 200).
const configured = {
  BACKUP_URL: "file:///srv/backup",
  ALTCHA_HMAC_KEY: "a".repeat(64),
  PHOTO_LINK_SECRET: "b".repeat(64),
};

async function check(
  env: Record<string, string>,
  status?: BackupStatus | (() => Promise<BackupStatus>),
) {
  const backupStatus = typeof status === "function" ? status : status && (async () => status);
  const [line] = await backupCheck(doctorContext(env, { now, backupStatus }));
  return line;
}

const fresh: BackupStatus = {
  configured: true,
  lagSeconds: 0.4,
  lastDrill: { at: "2026-06-07T03:00:00Z", ok: true },
};

describe("doctor: the backup is configured and fresh", () => {
  it("is ok when the copy is within a minute and the last drill passed this week", async () => {
    expect(await check(configured, fresh)).toMatchObject({ mark: "ok", subject: "Backup" });
  });

  it("reports not configured when BACKUP_URL is unset: a failure on SQLite, a warning on PostgreSQL", async () => {
    expect(await check({})).toMatchObject({
      mark: "fail",
      detail: expect.stringMatching(/not configured/),
    });
    const postgres = await check({
      DATABASE_URL: "postgres://db.example/leads",
      ALTCHA_HMAC_KEY: "k".repeat(32),
    });
    expect(postgres).toMatchObject({ mark: "warn", fix: expect.stringMatching(/point-in-time/) });
  });

  it("fails when the copy lags or never caught up, or the drill failed or is old", async () => {
    expect(await check(configured, { ...fresh, lagSeconds: 75 })).toMatchObject({
      mark: "fail",
      detail: expect.stringMatching(/75 s behind/),
    });
    expect(await check(configured, { ...fresh, lagSeconds: null })).toMatchObject({ mark: "fail" });
    expect(await check(configured, { ...fresh, configured: false })).toMatchObject({
      mark: "fail",
    });
    const failedDrill = { ...fresh, lastDrill: { at: "2026-06-09T03:00:00Z", ok: false } };
    expect(await check(configured, failedDrill)).toMatchObject({
      mark: "fail",
      fix: expect.stringMatching(/drill/),
    });
    const oldDrill = { ...fresh, lastDrill: { at: "2026-05-30T03:00:00Z", ok: true } };
    expect(await check(configured, oldDrill)).toMatchObject({
      mark: "fail",
      detail: expect.stringMatching(/11 days ago/),
    });
    const broken = async (): Promise<BackupStatus> => {
      throw new Error("bucket unreachable");
    };
    expect(await check(configured, broken)).toMatchObject({
      mark: "fail",
      detail: expect.stringMatching(/bucket unreachable/),
    });
  });

  it("warns before the first drill, and when it cannot read the status", async () => {
    expect(await check(configured, { ...fresh, lastDrill: null })).toMatchObject({ mark: "warn" });
    expect(await check(configured)).toMatchObject({
      mark: "warn",
      fix: expect.stringMatching(/backup -- status/),
    });
  });
});
