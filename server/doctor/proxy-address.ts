import { existsSync } from "node:fs";
import { join } from "node:path";
import { doctorCopy } from "../../content/doctor";
import type { Config } from "../config";
import { openDatabase, sqliteFileName } from "../db/database";
import type { DoctorCheck } from "./line";
import { isPublicAddress } from "./trust-proxy";

const copy = doctorCopy.visitorAddresses;
const subject = doctorCopy.subjects.visitorAddresses;

/** How many of the latest leads are looked at, and how few are too few to judge. */
export const addressWindow = 20;
const fewest = 3;

/** An IPv4 address as an IPv6 socket writes it (::ffff:172.17.0.1) is the IPv4 address. */
const plain = (address: string) => address.replace(/^::ffff:(?=\d+\.)/i, "");

/**
 * Every one of the last leads from one private address means the server never sees a
 * visitor: Docker's userland proxy, or a NAT, stands between the front and the world, and
 * every visitor shares one rate limit, which one attacker can then use up for all.
 */
export const proxyAddressCheck: DoctorCheck = async ({ recentAddresses }) => {
  if (!recentAddresses) return [];
  const addresses = (await recentAddresses()).map(plain);
  // A new site has too few leads to say: no line rather than one that says nothing.
  if (addresses.length < fewest) return [];
  const distinct = new Set(addresses);
  const [only] = distinct;
  if (distinct.size === 1 && only !== undefined && !isPublicAddress(only)) {
    return [{ mark: "warn", subject, ...copy.onePrivate(addresses.length, only) }];
  }
  return [{ mark: "ok", subject, detail: copy.varied(addresses.length, distinct.size) }];
};

/**
 * The addresses of the last leads that still have one (they are erased after
 * IP_RETENTION_DAYS), newest first. A SQLite database that does not exist yet is not made.
 */
export async function readRecentAddresses(config: Config): Promise<string[]> {
  if (!config.DATABASE_URL && !existsSync(join(config.DATA_DIR, sqliteFileName))) return [];
  const store = await openDatabase(config);
  try {
    const rows = await store.db
      .selectFrom("leads")
      .select("ip")
      .where("ip", "is not", null)
      .orderBy("created_at", "desc")
      .limit(addressWindow)
      .execute();
    return rows.flatMap((row) => (row.ip ? [row.ip] : []));
  } finally {
    await store.close();
  }
}
