import { readdirSync, readFileSync } from "node:fs";
import { join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * The outbox has one door (decision 238): only server/outbox/door.ts inserts, requeues or
 * deletes its rows, and only the worker's queue.ts moves a row it claimed. This test reads
 * every module of the server, as the layers test does, and fails on a write anywhere else,
 * through Kysely or in raw SQL. Tests may write rows to set a scene.
 */
const root = resolve(import.meta.dirname, "../..");
const server = join(root, "server");

type Write = "insert" | "update" | "delete";

const builderCalls: [Write, RegExp][] = [
  ["insert", /\.\s*(?:insertInto|replaceInto|mergeInto)\(\s*["'`]outbox["'`]/g],
  ["update", /\.\s*updateTable\(\s*["'`]outbox["'`]/g],
  ["delete", /\.\s*deleteFrom\(\s*["'`]outbox["'`]/g],
];
const rawStatements: [Write, RegExp][] = [
  ["insert", /\b(?:insert|replace)\s+(?:or\s+\w+\s+)?into\s+["'`]?outbox\b/gi],
  ["update", /\bupdate\s+["'`]?outbox["'`]?\s+set\b/gi],
  ["delete", /\bdelete\s+from\s+["'`]?outbox\b/gi],
];

/** The writes to the outbox table a source makes, by kind. */
export function outboxWrites(source: string): Write[] {
  return [...builderCalls, ...rawStatements].flatMap(([write, pattern]) =>
    [...source.matchAll(pattern)].map(() => write),
  );
}

/** What each module may write; any other module, nothing. */
const allowed: Record<string, readonly Write[]> = {
  "server/outbox/door.ts": ["insert", "update", "delete"],
  // The worker's own side: claims, leases, holds and settles the rows it took.
  "server/outbox/queue.ts": ["update"],
};

function productionModules(): string[] {
  return readdirSync(server, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.[cm]?ts$/.test(file) && !/\.(test|spec)\.[cm]?ts$/.test(file))
    .map((file) => relative(root, join(server, file)));
}

describe("the outbox's one door", () => {
  it("recognizes every way of writing the table", () => {
    expect(outboxWrites('await trx.insertInto("outbox").values(rows)')).toEqual(["insert"]);
    expect(outboxWrites("db\n    .updateTable('outbox')\n    .set({})")).toEqual(["update"]);
    expect(outboxWrites('trx . deleteFrom( "outbox" )')).toEqual(["delete"]);
    expect(outboxWrites("sql`INSERT INTO outbox (id) VALUES (${id})`")).toEqual(["insert"]);
    expect(outboxWrites('sql`update "outbox" set status = ${s}`')).toEqual(["update"]);
    expect(outboxWrites("sql`DELETE FROM outbox WHERE id = ${id}`")).toEqual(["delete"]);
    expect(outboxWrites('db.selectFrom("outbox").where("status", "=", "held")')).toEqual([]);
    expect(outboxWrites('db.updateTable("outbox_archive")')).toEqual([]);
  });

  it("is the only module that writes the outbox table", () => {
    const modules = productionModules();
    expect(modules).toContain("server/outbox/door.ts");
    const offending = modules.flatMap((file) => {
      const may = allowed[file] ?? [];
      return outboxWrites(readFileSync(join(root, file), "utf8"))
        .filter((write) => !may.includes(write))
        .map((write) => `${file}: ${write}`);
    });
    expect(offending).toEqual([]);
  });
});
