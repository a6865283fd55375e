import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { rmSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { backupCli } from "../cli/backup";
import { plainJpeg } from "../../tests/support/images";
import { multipartBody } from "../../tests/support/multipart";
import { s3Env, type S3StandIn, startS3 } from "../../tests/support/s3";
import {
  freePort,
  solveAltcha,
  tempDir,
  validContact,
  waitForHealth,
} from "../../tests/support/server";
import { openDatabase } from "../db/database";
import { signedPhotoUrl } from "../photos/links";

/**
 * The server and its replicator die together (SIGKILL to the process group), the disk is
 * lost (DATA_DIR deleted), and the backup brings everything back that was acknowledged
 * more than a second before: the leads, their photos, and the keys' work (a photo link
 * and a captcha token issued before the crash still pass).
 */

const secrets = {
  ALTCHA_HMAC_KEY: "a1".repeat(32),
  PHOTO_LINK_SECRET: "b2".repeat(32),
};

let child: ChildProcess | undefined;
let s3: S3StandIn | undefined;
afterEach(async () => {
  killGroup();
  await s3?.close();
  s3 = undefined;
});

function killGroup() {
  if (child?.pid && child.exitCode === null && child.signalCode === null) {
    try {
      process.kill(-child.pid, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
  child = undefined;
}

async function startServer(env: Record<string, string>, port: number) {
  // Its own process group, so one signal takes the server and its replicator together.
  child = spawn(process.execPath, ["--import", "tsx", "server/main.ts"], {
    env: { ...process.env, ...env },
    stdio: "ignore",
    detached: true,
  });
  await waitForHealth(port, 30_000);
  return child;
}

async function token(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/captcha/challenge`);
  return solveAltcha((await response.json()) as object);
}

async function postLead(port: number, index: number, photo: Buffer | undefined) {
  const fields = {
    ...validContact,
    email: `crash${index}@example.com`,
    captchaToken: await token(port),
    website: "",
  };
  const { body, contentType } = await multipartBody(
    fields,
    photo ? [{ name: `kitchen-${index}.jpg`, bytes: photo }] : [],
  );
  const response = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  if (response.status !== 200) return undefined;
  const { id } = (await response.json()) as { id: string };
  return { id, email: fields.email, photo: photo !== undefined, ackedAt: Date.now() };
}

async function crashAndRestore(backupEnv: Record<string, string>) {
  const dataDir = tempDir("crash-");
  const port = await freePort();
  const env = {
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    PORT: String(port),
    HOST: "127.0.0.1",
    SERVE_SITE: "false",
    DATA_DIR: dataDir,
    ALTCHA_MAX_NUMBER: "20",
    ALTCHA_COST: "10",
    RATE_LIMIT_MAX: "100000",
    ...secrets,
    ...backupEnv,
  };
  const photo = await plainJpeg(640, 480);
  const server = await startServer(env, port);
  // A captcha token solved before the crash, sent after it.
  const savedToken = await token(port);

  // Leads arrive steadily for three seconds, every fourth with a photo.
  const acked: NonNullable<Awaited<ReturnType<typeof postLead>>>[] = [];
  const started = Date.now();
  for (let i = 0; Date.now() - started < 3_000; i++) {
    const lead = await postLead(port, i, i % 4 === 0 ? photo : undefined);
    if (lead) acked.push(lead);
    await new Promise((resolve) => setTimeout(resolve, 40));
  }
  const withPhoto = acked.find((lead) => lead.photo);
  expect(withPhoto).toBeDefined();
  // The link a webhook would carry for that photo, minted before the crash.
  const link = signedPhotoUrl({
    origin: `http://127.0.0.1:${port}`,
    secret: secrets.PHOTO_LINK_SECRET,
    leadId: withPhoto?.id ?? "",
    index: 0,
    expiresAt: new Date(Date.now() + 24 * 60 * 60_000),
  });

  const exited = once(server, "exit");
  const killedAt = Date.now();
  if (server.pid) process.kill(-server.pid, "SIGKILL");
  await exited;
  child = undefined;
  rmSync(dataDir, { recursive: true, force: true });

  const restored = await backupCli(["restore"], { ...process.env, ...env });
  expect(restored.stderr).toBe("");
  expect(restored.code).toBe(0);

  await startServer(env, port);
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    const ids = new Set(
      (await store.db.selectFrom("leads").select("id").execute()).map((row) => row.id),
    );
    const due = acked.filter((lead) => lead.ackedAt < killedAt - 1_000);
    expect(due.length).toBeGreaterThan(3);
    expect(due.filter((lead) => !ids.has(lead.id))).toEqual([]);
    const photos = await store.db
      .selectFrom("lead_photos")
      .select("lead_id")
      .where(
        "lead_id",
        "in",
        due.filter((lead) => lead.photo).map((lead) => lead.id),
      )
      .execute();
    expect(photos).toHaveLength(due.filter((lead) => lead.photo).length);
  } finally {
    await store.close();
  }

  const fetched = await fetch(link);
  expect(fetched.status).toBe(200);
  expect(fetched.headers.get("content-type")).toMatch(/^image\//);

  const { body, contentType } = await multipartBody(
    { ...validContact, email: "after@example.com", captchaToken: savedToken, website: "" },
    [],
  );
  const after = await fetch(`http://127.0.0.1:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": contentType },
    body: new Uint8Array(body),
  });
  expect(after.status).toBe(200);
  killGroup();
}

describe("backup after a crash that loses the disk", () => {
  it("brings back every lead acknowledged over 1 s before the kill, from file://", async () => {
    const replica = tempDir("replica-");
    await crashAndRestore({ BACKUP_URL: `file://${replica}` });
  }, 90_000);

  it("brings back every lead acknowledged over 1 s before the kill, from S3", async () => {
    s3 = await startS3();
    await crashAndRestore(s3Env(s3, "ironwood/prod"));
  }, 90_000);
});
