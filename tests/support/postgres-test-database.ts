import pg from "pg";

/**
 * PostgreSQL for the test suite. TEST_DATABASE_URL names a server and a user allowed to
 * create databases; each test file works in a database of its own and drops it after.
 * `npm test` starts a throwaway server (scripts/postgres.mjs) and sets
 * TEST_POSTGRES_REQUIRED=true, so there a missing server fails the suite instead of
 * skipping it.
 */
const adminUrl = process.env.TEST_DATABASE_URL;
const required = process.env.TEST_POSTGRES_REQUIRED === "true";

/** Skip the PostgreSQL suite only when nobody asked for it. */
export const skipPostgres = !adminUrl && !required;

export type TestDatabase = { url: string; drop: () => Promise<void> };

let count = 0;

/** A new, empty database on the server; `prefix` starts its name. */
export async function createTestDatabase(prefix = "test"): Promise<TestDatabase> {
  if (!adminUrl) {
    throw new Error("TEST_POSTGRES_REQUIRED=true but TEST_DATABASE_URL is not set");
  }
  count += 1;
  const name = `${prefix}_${process.pid}_${Date.now()}_${count}`;
  await admin(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.href, drop: () => admin(`drop database if exists ${name} with (force)`) };
}

async function admin(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
