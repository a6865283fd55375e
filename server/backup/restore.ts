import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../db/database";
import { mailDir } from "../mail/create";
import { ledgerSince } from "../db/ledger-file";
import { checkPersonHashKey, setPersonHashKeyFrom } from "./ledger";
import {
  type BackupConfig,
  litestreamError,
  type ReplicatedName,
  replicatedFiles,
  runLitestream,
} from "./litestream";
import { reapplyLedger, type Reapplied } from "./reapply";
import { replicaPosition, withReplicaConfig } from "./replica";

export type RestoreResult =
  | { ok: true; restoredTo: string; leads: number; erasedAgain: number; again: Reapplied }
  | { ok: false; error: string };

/**
 * An erasure or a STOP is recorded in the ledger a moment before its change commits; one
 * recorded this long before the restore point may not be in the restored copy yet, so it
 * is applied again too (doing so twice is harmless).
 */
export const ledgerMarginMs = 1_000;

function restoreOne(config: BackupConfig, name: ReplicatedName, to: Date | undefined) {
  const path = resolve(config.DATA_DIR, replicatedFiles[name]);
  return withReplicaConfig(config, (configFile) =>
    runLitestream(config, [
      "restore",
      "-config",
      configFile,
      ...(to ? ["-timestamp", to.toISOString()] : []),
      "-o",
      path,
      path,
    ]),
  );
}

/**
 * Restores the leads' database into an empty DATA_DIR, as it was at `to` or as the replica
 * last holds it, with the ledger as it last stands; then does again what the ledger says
 * happened after that moment: erasures, STOPs, STARTs and review unsubscribes. The keys
 * that sign captcha answers and photo links come from the environment (decision 200), so
 * what was signed before still verifies, and the ledger's hashes are found (decision 230).
 */
export async function restoreBackup(
  config: BackupConfig & { PHOTO_LINK_SECRET?: string },
  { to }: { to?: Date } = {},
): Promise<RestoreResult> {
  const dataDir = resolve(config.DATA_DIR);
  if (existsSync(dataDir) && readdirSync(dataDir).length > 0) {
    return {
      ok: false,
      error: `${dataDir} is not empty: restore into an empty DATA_DIR, with the server stopped`,
    };
  }
  mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const site = await restoreOne(config, "site", to);
  if (site.code !== 0) return { ok: false, error: litestreamError(site) };
  // The restore point: the moment asked for, or the latest the replica holds (to the
  // second). Litestream reads the position only beside a database file, hence after.
  let point = to;
  if (!point) {
    const position = await replicaPosition(config);
    if ("error" in position) return { ok: false, error: `no replica: ${position.error}` };
    point = new Date(position.end);
  }
  const ledger = await restoreOne(config, "erasures", undefined);
  if (ledger.code !== 0 && !/no matching backups/.test(litestreamError(ledger))) {
    return { ok: false, error: `the erasure ledger: ${litestreamError(ledger)}` };
  }
  const store = await openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined });
  try {
    // The restored DATA_DIR's ledger, hashed with the key the environment gives.
    setPersonHashKeyFrom({ ...config, DATA_DIR: dataDir });
    const refused = await checkPersonHashKey(store.db, dataDir);
    if (refused) return { ok: false, error: refused };
    const entries = ledgerSince(dataDir, new Date(point.getTime() - ledgerMarginMs));
    const again = await reapplyLedger(store.db, entries, mailDir({ DATA_DIR: dataDir }));
    const { n } = await store.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return {
      ok: true,
      restoredTo: point.toISOString(),
      leads: Number(n),
      erasedAgain: again.erased,
      again,
    };
  } finally {
    await store.close();
  }
}
