import { randomUUID } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";

/**
 * The name this instance gives its claims on outbox rows. It must outlive a restart, so
 * that a restarted instance can take back its own interrupted rows at once: INSTANCE_ID,
 * else an id generated once into DATA_DIR (per instance, as each has its own DATA_DIR).
 */
export function instanceId(config: Pick<Config, "INSTANCE_ID" | "DATA_DIR">): string {
  if (config.INSTANCE_ID) return config.INSTANCE_ID;
  const file = join(config.DATA_DIR, "instance-id");
  try {
    const stored = readFileSync(file, "utf8").trim();
    if (stored) return stored;
  } catch {
    // Not created yet.
  }
  mkdirSync(config.DATA_DIR, { recursive: true, mode: 0o700 });
  const id = randomUUID();
  writeFileSync(file, `${id}\n`, { mode: 0o600 });
  return id;
}
