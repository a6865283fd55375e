import { existsSync, mkdirSync, readdirSync } from "node:fs";
import { resolve } from "node:path";
import { openDatabase } from "../db/database";
import { mailDir } from "../mail/create";
import { erasuresSince, reapplyErasures } from "./ledger";
import {
  type BackupConfig,
  litestreamError,
  type ReplicatedName,
  replicatedFiles,
  runLitestream,
} from "./litestream";
import { replicaPosition, withReplicaConfig } from "./replica";

export type RestoreResult =
  | { ok: true; restoredTo: string; leads: number; erasedAgain: number }
  | { ok: false; error: string };

/**
 * An erasure is recorded in the ledger a moment before its deletion commits; one recorded
 * this long before the restore point may not be in the restored copy yet, so it is applied
 * again too (doing so twice is harmless).
 */
const ledgerMarginMs = 1_000;

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
 * last holds it, with the erasure ledger as it last stands; then erases again everyone the
 * ledger says was erased after that moment. The keys that sign captcha answers and photo
 * links come from the environment (decision 200), so what was signed before still verifies.
 */
export async function restoreBackup(
  config: BackupConfig,
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
    const entries = erasuresSince(dataDir, new Date(point.getTime() - ledgerMarginMs));
    const erasedAgain = await reapplyErasures(store.db, entries, mailDir({ DATA_DIR: dataDir }));
    const { n } = await store.db
      .selectFrom("leads")
      .select((eb) => eb.fn.countAll<string | number>().as("n"))
      .executeTakeFirstOrThrow();
    return { ok: true, restoredTo: point.toISOString(), leads: Number(n), erasedAgain };
  } finally {
    await store.close();
  }
}
