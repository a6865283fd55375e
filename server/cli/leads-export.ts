import { writeFile } from "node:fs/promises";
import { resolve } from "node:path";
import { personArchive } from "../admin/person-export";
import type { Store } from "../db/database";
import { printable } from "../leads/printable";
import { type CliResult, personArgument } from "./cli";
import { matchesOfKey, matchLines } from "./person-matches";

/** A name that sorts by time and says nothing of the person, in the current folder. */
function defaultName(now: Date): string {
  const [day = "", time = ""] = now.toISOString().split("T");
  return `person-${day}-${time.slice(0, 8).replaceAll(":", "")}.zip`;
}

/**
 * `npm run leads -- --export VALUE [--out FILE]`: everything the one e-mail address or phone
 * given finds, as one ZIP, for the person's request for a copy; what it matched is listed,
 * and so are the leads left out that share a phone or e-mail with them. The file is created readable by its owner alone, and
 * never over an existing one, whose mode (and reader) a write would keep.
 */
export async function exportPerson(
  store: Store,
  value: string,
  out: string | undefined,
  now: Date,
): Promise<CliResult> {
  const person = personArgument(value);
  if ("failed" in person) return person.failed;
  const { key } = person;
  const found = await matchesOfKey(store.db, key);
  const archive = await personArchive(store.db, found.confirmed, now);
  if (archive.leads + archive.reviewNotices === 0) {
    return { code: 0, stdout: "Nothing stored for that person.\n", stderr: "" };
  }
  const path = resolve(out ?? defaultName(now));
  try {
    await writeFile(path, archive.bytes, { mode: 0o600, flag: "wx" });
  } catch (error) {
    const exists = (error as NodeJS.ErrnoException).code === "EEXIST";
    const reason = exists ? "already exists" : (error as Error).message;
    return { code: 1, stdout: "", stderr: `${printable(path)} ${reason}; nothing written.\n` };
  }
  const lines = [
    ...matchLines(key, found),
    `Wrote ${archive.leads} lead(s), ${archive.reviewNotices} review notice(s) and ${archive.photos} photo(s) to ${path}`,
    "It holds this person's data: send it to them by a safe way, then delete it.",
  ];
  return { code: 0, stdout: `${lines.join("\n")}\n`, stderr: "" };
}
