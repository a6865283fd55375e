import { openDatabase, type Store } from "../../server/db/database";
import { createTestDatabase } from "./postgres-test-database";
import { tempDir } from "./server";

/**
 * A throwaway database for tests, on SQLite or on the PostgreSQL server named by
 * TEST_DATABASE_URL (an admin URL; a database of its own is created and dropped).
 * `open` may be called more than once, for several instances on one database.
 */
export type Scratch = { open: () => Promise<Store>; drop: () => Promise<void> };

export type Backend = { name: string; create: () => Promise<Scratch> };

const adminUrl = process.env.TEST_DATABASE_URL;

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
        const database = await createTestDatabase("ops_test");
        return tracked(
          () => openDatabase({ DATA_DIR: tempDir(), DATABASE_URL: database.url }),
          database.drop,
        );
      },
    }
  : undefined;

/** SQLite always; PostgreSQL too when TEST_DATABASE_URL names a server (npm test always does). */
export const backends: Backend[] = [sqliteBackend, ...(postgresBackend ? [postgresBackend] : [])];
