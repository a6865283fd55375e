import { rmSync } from "node:fs";
import { afterEach, describe, expect, it, vi } from "vitest";
import { backupCli } from "../cli/backup";
import {
  solvedToken,
  startTestApp,
  tempDir,
  type TestApp,
  validContact,
} from "../../tests/support/server";
import type * as Replica from "./replica";
import { type Replicator, startReplicator } from "./supervisor";

/**
 * Issue 50, item 10: the drill judges a copy by the moment it stands for (the replica's
 * position), lead by lead, so an empty copy fails and a lead stored during the drill does
 * not fail a good one. Against a real Litestream and a file:// replica.
 */

/** Runs once, right after the drill has read the replica's position (then forgotten). */
const hooks = vi.hoisted(() => ({ afterPosition: undefined as (() => Promise<void>) | undefined }));
vi.mock("./replica", async (importOriginal) => {
  const actual = await importOriginal<typeof Replica>();
  return {
    ...actual,
    replicaPosition: async (...args: Parameters<typeof actual.replicaPosition>) => {
      const position = await actual.replicaPosition(...args);
      const hook = hooks.afterPosition;
      hooks.afterPosition = undefined;
      await hook?.();
      return position;
    },
  };
});
const { replicaPosition } = await import("./replica");

const secrets = { ALTCHA_HMAC_KEY: "c3".repeat(32), PHOTO_LINK_SECRET: "d4".repeat(32) };
const quiet = { info: () => {}, warn: () => {}, error: () => {} };
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const running: { app: TestApp; replicator: Replicator }[] = [];
afterEach(async () => {
  hooks.afterPosition = undefined;
  for (const { app, replicator } of running.splice(0).reverse()) {
    await replicator.stop();
    await app.close();
  }
});

async function backedUp(replica: string) {
  const app = await startTestApp({ ...secrets, BACKUP_URL: `file://${replica}` });
  const replicator = startReplicator(app.config, quiet);
  if (!replicator) throw new Error("BACKUP_URL is set: the replicator should run");
  running.push({ app, replicator });
  return app;
}

const cliEnv = (t: TestApp, replica: string) => ({
  ...process.env,
  ...secrets,
  BACKUP_URL: `file://${replica}`,
  NODE_ENV: "test",
  DATA_DIR: t.config.DATA_DIR,
});

async function post(t: TestApp, email: string) {
  const response = await t.app.inject({
    method: "POST",
    url: "/api/contact",
    payload: { ...validContact, email, captchaToken: await solvedToken(t.app), website: "" },
  });
  expect(response.statusCode).toBe(200);
}

/** Waits until the replica holds what the live database holds. */
async function replicated(t: TestApp) {
  await sleep(400);
  for (let i = 0; i < 50; i++) {
    const position = await replicaPosition(t.config);
    if (!("error" in position) && position.lagMs <= 100) return;
    await sleep(100);
  }
  throw new Error("the replica did not catch up");
}

describe("npm run backup -- drill judges the copy by its moment", () => {
  it("an attacker's (or a broken dump's) empty copy fails the drill", async () => {
    const replica = tempDir("replica-");
    const t = await backedUp(replica);
    for (const email of ["a@example.com", "b@example.com", "c@example.com"]) await post(t, email);
    await replicated(t);
    // The copy is swapped for one of a database with no lead in it, newer than the real one.
    await running[0]?.replicator.stop();
    rmSync(replica, { recursive: true, force: true });
    await sleep(1_100);
    const empty = await backedUp(replica);
    await replicated(empty);

    const drill = await backupCli(["drill"], cliEnv(t, replica));
    expect(drill.stdout).toMatch(/Replica: 0 lead\(s\)/);
    expect(drill.stdout).toMatch(/DRILL FAILED: the copy misses 3 of the 3 lead\(s\)/);
    expect(drill.code).toBe(1);
  }, 60_000);

  it("a lead that lands during the drill does not fail a good copy", async () => {
    const replica = tempDir("replica-");
    const t = await backedUp(replica);
    await post(t, "a@example.com");
    await post(t, "b@example.com");
    await replicated(t);
    // The replica's time is to the second: a write a second later carries it past a and b.
    await sleep(1_100);
    await post(t, "c@example.com");
    await replicated(t);
    // Stored after the drill has read the replica's position, and copied before it restores:
    // the copy holds one lead more than the live database held at its moment.
    hooks.afterPosition = async () => {
      await post(t, "during@example.com");
      await replicated(t);
    };
    const drill = await backupCli(["drill"], cliEnv(t, replica));
    expect(hooks.afterPosition).toBeUndefined();
    expect(drill.stdout).toMatch(/Replica: 4 lead\(s\)/);
    expect(drill.stdout).toMatch(/Live: +4 lead\(s\), [12] newer than the replica/);
    expect(drill.stdout).toMatch(/Drill passed/);
    expect(drill.code).toBe(0);
  }, 60_000);
});
