/**
 * A lead's town from its ZIP, for the inbox's list (issue 52): "Naperville, IL" for 60540.
 * The table is the `zipcodes` package's, read from disk on the server: no request leaves
 * it, and the browser gets the town as text, never the table (decision 234). It loads on
 * the first list that needs it, so starting the server or a command pays nothing for it.
 */

type Lookup = (zip: string) => { city: string; state: string } | undefined;

let table: Promise<Lookup> | undefined;

function zipTable(): Promise<Lookup> {
  table ??= import("zipcodes").then((zipcodes) => zipcodes.lookup);
  return table;
}

/** The five digits of a US ZIP or ZIP+4, or null for anything else. */
export function fiveDigits(zip: string | null | undefined): string | null {
  const match = /^\s*(\d{5})(?:-?\d{4})?\s*$/.exec(zip ?? "");
  return match?.[1] ?? null;
}

/**
 * The towns of some ZIPs, by the ZIP as stored: "City, ST", or the ZIP itself where the
 * table has none (a new ZIP, a typo). An empty ZIP has no entry.
 */
export async function townsOf(zips: Iterable<string | null>): Promise<Map<string, string>> {
  const towns = new Map<string, string>();
  const wanted = [...zips].filter((zip): zip is string => Boolean(zip?.trim()));
  if (wanted.length === 0) return towns;
  const lookup = await zipTable();
  for (const zip of wanted) {
    if (towns.has(zip)) continue;
    const five = fiveDigits(zip);
    const place = five === null ? undefined : lookup(five);
    towns.set(zip, place ? `${place.city}, ${place.state}` : zip.trim());
  }
  return towns;
}
