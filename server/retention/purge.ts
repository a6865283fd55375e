import type { Kysely } from "kysely";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import { retention } from "../../content/privacy";
import type { Database } from "../db/schema";
import { deleteEntryRecords, removeMailFiles } from "../leads/erase";
import { deleteThreads } from "../leads/text-threads";
import { deleteVisits } from "../db/visit-erasure";
import { idempotencyWindowMs } from "../leads/idempotency";
import { acknowledgementIntervalMs } from "../leads/acknowledgements";
import { phoneWeekPrefix } from "../channels/text-gate";
import { minuteSlot } from "../outbox/cap";
import { deleteRowsOf, digestsCreatedBefore } from "../outbox/queue";

export type RetentionPolicy = {
  /** Leads, notices, their outbox rows, attempts and mail files go after this many days. */
  retentionDays: number;
  /** IP address and user agent are dropped from stored submissions after this many days. */
  ipRetentionDays: number;
  mailDir: string;
};

export type Purged = {
  leads: number;
  reviewNotices: number;
  outboxRows: number;
  mailFiles: number;
  addressesDropped: number;
  captchaSolutions: number;
  photos: number;
  idempotencyKeys: number;
};

const day = 24 * 60 * 60_000;
const batch = 500;

/** Deletes what the privacy policy says is no longer kept. Safe to run on several instances at once. */
export async function purgeExpired(
  db: Kysely<Database>,
  policy: RetentionPolicy,
  now: Date,
): Promise<Purged> {
  const cutoff = new Date(now.getTime() - policy.retentionDays * day).toISOString();
  const purged: Purged = {
    leads: 0,
    reviewNotices: 0,
    outboxRows: 0,
    mailFiles: 0,
    addressesDropped: 0,
    captchaSolutions: 0,
    photos: 0,
    idempotencyKeys: 0,
  };

  for (const table of ["leads", "review_notices"] as const) {
    for (;;) {
      const ids = (
        await db
          .selectFrom(table)
          .select("id")
          .where("created_at", "<", cutoff)
          .limit(batch)
          .execute()
      ).map((r) => r.id);
      if (ids.length === 0) break;
      purged.outboxRows += await deleteRowsOf(db, ids);
      await deleteEntryRecords(db, ids);
      if (table === "leads") {
        purged.photos += await deletePhotosFor(db, ids);
        await deleteThreads(db, ids);
        // A visit keeps the street address: it goes with its lead, as on erasure (issue 55).
        await deleteVisits(db, ids);
      }
      await db.deleteFrom(table).where("id", "in", ids).execute();
      if (table === "leads") purged.leads += ids.length;
      else purged.reviewNotices += ids.length;
      purged.mailFiles += (await removeMailFiles(policy.mailDir, ids)).length;
    }
  }
  // Digests outlive none of the leads they list.
  const digests = await digestsCreatedBefore(db, cutoff);
  for (let i = 0; i < digests.length; i += batch) {
    const ids = digests.slice(i, i + batch);
    purged.outboxRows += await deleteRowsOf(db, ids, "digest");
    purged.mailFiles += (await removeMailFiles(policy.mailDir, ids)).length;
  }
  purged.mailFiles += await removeOldFiles(policy.mailDir, Date.parse(cutoff));

  const ipCutoff = new Date(now.getTime() - policy.ipRetentionDays * day).toISOString();
  for (const table of ["leads", "review_notices"] as const) {
    const dropped = await db
      .updateTable(table)
      .set({ ip: null, user_agent: null })
      .where("created_at", "<", ipCutoff)
      .where((eb) => eb.or([eb("ip", "is not", null), eb("user_agent", "is not", null)]))
      .executeTakeFirst();
    purged.addressesDropped += Number(dropped.numUpdatedRows);
  }

  const solutions = await db
    .deleteFrom("captcha_solutions")
    .where("expires_at", "<", now.toISOString())
    .executeTakeFirst();
  purged.captchaSolutions = Number(solutions.numDeletedRows);
  // Who was thanked is only kept while it can stop a second thank-you the same day.
  await db
    .deleteFrom("acknowledgements")
    .where("sent_at", "<", new Date(now.getTime() - acknowledgementIntervalMs).toISOString())
    .execute();
  // Sign-in records past their use: sessions, invites and links, passkey challenges.
  const at = now.toISOString();
  await db.deleteFrom("sessions").where("expires_at", "<", at).execute();
  await db.deleteFrom("one_time_tokens").where("expires_at", "<", at).execute();
  await db.deleteFrom("webauthn_challenges").where("expires_at", "<", at).execute();
  // A STOP is kept as long as the policy says, then forgotten like the rest.
  const optOutCutoff = new Date(now.getTime() - retention.optOutDays * day).toISOString();
  await db.deleteFrom("text_opt_outs").where("opted_out_at", "<", optOutCutoff).execute();
  // An answer to a resend is only kept while the browser may still resend (24 hours).
  const keys = await db
    .deleteFrom("idempotency_keys")
    .where("created_at", "<", new Date(now.getTime() - idempotencyWindowMs).toISOString())
    .executeTakeFirst();
  purged.idempotencyKeys = Number(keys.numDeletedRows);
  await db
    .deleteFrom("notification_counts")
    .where("slot", "<", minuteSlot(new Date(now.getTime() - day)))
    .execute();
  // A phone's daily counts serve the week's limit: kept 8 days, named by day after the prefix.
  const weekAgo = new Date(now.getTime() - 8 * day).toISOString().slice(0, 10);
  await db
    .deleteFrom("notification_counts")
    .where("slot", ">=", phoneWeekPrefix)
    .where("slot", "<", `${phoneWeekPrefix}${weekAgo}`)
    .execute();
  return purged;
}

/** A lead's photos, and the answer kept for its resend, go with the lead. */
async function deletePhotosFor(db: Kysely<Database>, leadIds: string[]): Promise<number> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom("idempotency_keys").where("lead_id", "in", leadIds).execute();
    const photos = await trx
      .deleteFrom("lead_photos")
      .where("lead_id", "in", leadIds)
      .executeTakeFirst();
    return Number(photos.numDeletedRows);
  });
}

/** Mail files written before the cutoff, whatever their name says. */
async function removeOldFiles(dir: string, cutoffMs: number): Promise<number> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch {
    return 0;
  }
  let removed = 0;
  for (const name of names) {
    const path = join(dir, name);
    const info = await stat(path).catch(() => undefined);
    if (info?.isFile() && info.mtimeMs < cutoffMs) {
      await rm(path, { force: true });
      removed += 1;
    }
  }
  return removed;
}

export type PurgeLogger = {
  info: (obj: object, msg: string) => void;
  error: (obj: object, msg: string) => void;
};

/** Purges now and then once a day; returns a function that stops it. */
export function schedulePurge(
  db: Kysely<Database>,
  policy: RetentionPolicy,
  log: PurgeLogger,
  now: () => Date = () => new Date(),
): () => void {
  const run = () => {
    purgeExpired(db, policy, now())
      .then((purged) => log.info(purged, "retention purge done"))
      .catch((error: unknown) => log.error({ err: error }, "retention purge failed"));
  };
  run();
  const timer = setInterval(run, day);
  timer.unref();
  return () => clearInterval(timer);
}
