/**
 * What a restore drill found, and the rule it judges a copy by. The copy stands for a
 * moment: the replica's position for Litestream, the dump's snapshot for PostgreSQL. Every
 * lead the live database held at that moment must be in it, so a copy that lost leads
 * fails, an empty one included. A lead that came later may or may not be in it, and is set
 * aside either way: leads are compared by id, never by count.
 */

export type DrillResult = {
  ok: boolean;
  /** When the drill finished. */
  at: string;
  /** Leads in the restored copy, and in the live database when it was counted. */
  replicaLeads: number | null;
  liveLeads: number | null;
  /** Live leads that arrived after the moment the copy stands for: not a mismatch. */
  newerLeads: number | null;
  detail: string;
};

/** What the copy must hold: the live leads of its moment, and the live leads now. */
export type Expected = { moment: string; older: readonly string[]; live: readonly string[] };

export type CopyStats = { ids: readonly string[]; integrity: string };

export function failed(detail: string): Omit<DrillResult, "at"> {
  return { ok: false, replicaLeads: null, liveLeads: null, newerLeads: null, detail };
}

/** Compares the copy's lead ids with those the live database held at the copy's moment. */
export function compare(expected: Expected, copy: CopyStats): Omit<DrillResult, "at"> {
  const held = new Set(copy.ids);
  const missing = expected.older.filter((id) => !held.has(id)).length;
  const older = new Set(expected.older);
  const base = {
    replicaLeads: copy.ids.length,
    liveLeads: expected.live.length,
    newerLeads: expected.live.filter((id) => !older.has(id)).length,
  };
  if (copy.integrity !== "ok") {
    return { ok: false, ...base, detail: `the restored copy is corrupt: ${copy.integrity}` };
  }
  if (missing > 0) {
    return {
      ok: false,
      ...base,
      detail: `the copy misses ${missing} of the ${expected.older.length} lead(s) the live database held at ${expected.moment}`,
    };
  }
  return { ok: true, ...base, detail: "the copy restored whole and holds every lead it should" };
}
