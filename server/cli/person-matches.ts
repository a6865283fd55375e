import type { Kysely } from "kysely";
import type { PersonMatch } from "../../contracts/admin-api";
import { type Confirmed, confirmedByKey } from "../admin/person-export";
import type { Database } from "../db/schema";
import { type PersonKey, personKey } from "../leads/erase";
import { personMatches } from "../leads/person-data";
import { printable } from "../leads/printable";

/** What the one key given finds, and the leads it does not that share a phone or e-mail with them. */
export type KeyMatches = { confirmed: Confirmed; matches: PersonMatch[]; others: PersonMatch[] };

/**
 * `--export` and `--erase` act on what the one key given finds, never on what a phone or
 * address of those entries finds besides: someone may have typed another person's phone.
 * Those others are named, so the owner sees them, and left alone.
 */
export async function matchesOfKey(db: Kysely<Database>, key: PersonKey): Promise<KeyMatches> {
  const confirmed = await confirmedByKey(db, key);
  const matches = await personMatches(db, [key]);
  const found = new Set(matches.map((match) => match.id));
  const otherKeys = matches.flatMap((match) =>
    [match.email, match.phone].flatMap((value) => {
      const other = value?.trim() ? personKey(value) : undefined;
      return other ? [other] : [];
    }),
  );
  const others = (await personMatches(db, otherKeys)).filter((match) => !found.has(match.id));
  return { confirmed, matches, others };
}

function line(match: PersonMatch): string {
  const kind = match.kind === "lead" ? "lead" : "review notice";
  const fields = [
    match.id,
    match.createdAt.slice(0, 10),
    printable(match.name),
    printable(match.email ?? "-"),
    match.phone,
    `(${kind})`,
  ];
  return `  ${fields.join("  ")}`;
}

/** The entries matched, and those left out that share a phone or e-mail with them. */
export function matchLines(key: PersonKey, { matches, others }: KeyMatches): string[] {
  const lines = [`Matched by ${"email" in key ? key.email : key.phone}:`, ...matches.map(line)];
  if (others.length > 0) {
    lines.push(
      `Not included: ${others.length} other lead(s) share a phone or e-mail with these:`,
      ...others.map(line),
      "Include them only by their own key, once the person shows they control it.",
    );
  }
  return lines;
}
