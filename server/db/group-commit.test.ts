import SQLite from "better-sqlite3";
import { Kysely, sql } from "kysely";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { tempDir } from "../../tests/support/server";
import { GroupCommitSqliteDialect } from "./group-commit";

type Tables = { items: { id: number; name: string } };

let cleanup: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const step of cleanup) await step();
  cleanup = [];
});

/** A WAL database with synchronous=FULL, counting the COMMITs that reach SQLite. */
async function open() {
  const path = join(tempDir(), "test.sqlite");
  const file = new SQLite(path);
  file.pragma("journal_mode = WAL");
  file.pragma("synchronous = FULL");
  const exec = file.exec.bind(file);
  const counts = { commits: 0 };
  file.exec = (source: string) => {
    if (/^\s*commit\s*$/i.test(source)) counts.commits += 1;
    return exec(source);
  };
  const db = new Kysely<Tables>({ dialect: new GroupCommitSqliteDialect(file) });
  await sql`create table items (id integer primary key, name text not null unique)`.execute(db);
  // Another connection, as another process would see the file.
  const observer = new SQLite(path, { readonly: true });
  const visible = (name: string) =>
    observer.prepare("select count(*) as n from items where name = ?").get(name) as { n: number };
  cleanup.push(async () => {
    observer.close();
    await db.destroy();
  });
  return { db, counts, visible: (name: string) => visible(name).n === 1 };
}

describe("group commit", () => {
  it("commits writes of the same turn together, each resolving only once it is on disk", async () => {
    const { db, counts, visible } = await open();
    const before = counts.commits;
    const seenAtResolve: boolean[] = [];
    await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        db
          .transaction()
          .execute(async (trx) => {
            await trx
              .insertInto("items")
              .values({ id: i, name: `item ${i}` })
              .execute();
          })
          .then(() => seenAtResolve.push(visible(`item ${i}`))),
      ),
    );
    expect(seenAtResolve).toHaveLength(50);
    expect(seenAtResolve.every(Boolean)).toBe(true);
    expect(counts.commits - before).toBeLessThanOrEqual(3);
  });

  it("undoes a failed transaction alone and keeps the others of its turn", async () => {
    const { db, visible } = await open();
    const results = await Promise.allSettled([
      db.insertInto("items").values({ id: 1, name: "kept" }).execute(),
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ id: 2, name: "undone" }).execute();
        throw new Error("changed my mind");
      }),
      // A duplicate name: this statement fails, alone.
      db.insertInto("items").values({ id: 3, name: "kept" }).execute(),
      db.transaction().execute(async (trx) => {
        await trx.insertInto("items").values({ id: 4, name: "also kept" }).execute();
      }),
    ]);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "rejected",
      "fulfilled",
    ]);
    expect(visible("kept")).toBe(true);
    expect(visible("also kept")).toBe(true);
    expect(visible("undone")).toBe(false);
    const rows = await db.selectFrom("items").select("id").orderBy("id").execute();
    expect(rows.map((row) => row.id)).toEqual([1, 4]);
  });

  it("makes a read wait for the turn's commit, and lets it run at once when nothing is open", async () => {
    const { db, counts } = await open();
    const before = counts.commits;
    const write = db.insertInto("items").values({ id: 1, name: "first" }).execute();
    const read = db.selectFrom("items").selectAll().execute();
    let writeDone = false;
    void write.then(() => (writeDone = true));
    const rows = await read;
    expect(writeDone).toBe(true);
    expect(rows).toHaveLength(1);
    expect(counts.commits - before).toBe(1);
    await db.selectFrom("items").selectAll().execute();
    expect(counts.commits - before).toBe(1);
  });

  it("fails every write of a turn whose commit fails", async () => {
    const { db } = await open();
    // Deferred foreign keys are checked at COMMIT: this one fails the commit of its turn.
    await sql`pragma foreign_keys = on`.execute(db);
    await sql`create table parents (id integer primary key)`.execute(db);
    await sql`create table children (id integer primary key, parent integer references parents(id) deferrable initially deferred)`.execute(
      db,
    );
    const results = await Promise.allSettled([
      db.insertInto("items").values({ id: 1, name: "innocent" }).execute(),
      sql`insert into children (id, parent) values (1, 99)`.execute(db),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(await db.selectFrom("items").selectAll().execute()).toEqual([]);
  });
});
