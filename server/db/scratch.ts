import pg from "pg";
import { tempDir } from "../test-helpers";
import { openDatabase, type Store } from "./database";

/**
 * A throwaway database for tests, on SQLite or on the PostgreSQL server named by
 * TEST_DATABASE_URL (an admin URL; a database of its own is created and dropped).
 * `open` may be called more than once, for several instances on one database.
 */
export type Scratch = { open: () => Promise<Store>; drop: () => Promise<void> };

export type Backend = { name: string; create: () => Promise<Scratch> };

const adminUrl = process.env.TEST_DATABASE_URL;
let counter = 0;

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

function tracked(openOne: () => Promise<Store>, after: () => Promise<void>): Scratch {
  const stores: Store[] = [];
  return {
    async open() {
      const store = await openOne();
      stores.push(store);
      return store;
    },
    async drop() {
      for (const store of stores) await store.close();
      await after();
    },
  };
}

export const sqliteBackend: Backend = {
  name: "SQLite",
  async create() {
    const dataDir = tempDir();
    return tracked(
      () => openDatabase({ DATA_DIR: dataDir, DATABASE_URL: undefined }),
      async () => {},
    );
  },
};

export const postgresBackend: Backend | undefined = adminUrl
  ? {
      name: "PostgreSQL",
      async create() {
        counter += 1;
        const name = `ops_test_${process.pid}_${Date.now()}_${counter}`;
        await adminQuery(`create database ${name}`);
        const url = new URL(adminUrl);
        url.pathname = `/${name}`;
        return tracked(
          () => openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: url.href }),
          () => adminQuery(`drop database if exists ${name} with (force)`),
        );
      },
    }
  : undefined;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (npm test always does). */
export const backends: Backend[] = [sqliteBackend, ...(postgresBackend ? [postgresBackend] : [])];
