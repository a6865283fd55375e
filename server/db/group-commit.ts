import type { Database as SqliteDatabase, Statement } from "better-sqlite3";
import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type QueryResult,
  SqliteDialect,
} from "kysely";

/**
 * SQLite with group commit. With synchronous=FULL every COMMIT waits for the disk, and
 * better-sqlite3 waits on the event loop: one fsync per lead (two with the captcha's
 * replay record, two more for the outbox worker) caps the server at a few hundred leads a
 * second whatever the CPU. Here, writes arriving in the same turn of the event loop share
 * one transaction and one fsync:
 *
 * - the first write of a turn opens the shared transaction (BEGIN IMMEDIATE);
 * - a Kysely transaction becomes a SAVEPOINT inside it, run alone (a mutex keeps the others
 *   out until it is released or rolled back), so a failed one is undone alone;
 * - a statement outside a transaction runs alone as well;
 * - after the turn, one COMMIT makes them all durable, and only then does any of them
 *   resolve: a caller still hears "done" only once its data is on disk, exactly as before.
 *   If the COMMIT fails, every one of them fails.
 *
 * A read with no shared transaction open runs at once; one that finds a transaction open
 * waits for its COMMIT, so nobody acts on data that is not yet durable.
 */
export class GroupCommitSqliteDialect extends SqliteDialect {
  readonly #database: SqliteDatabase;

  constructor(database: SqliteDatabase) {
    super({ database });
    this.#database = database;
  }

  override createDriver(): Driver {
    return new GroupCommitDriver(this.#database);
  }
}

type Waiter = { resolve: () => void; reject: (error: unknown) => void };

class Mutex {
  #tail: Promise<void> = Promise.resolve();

  /** Resolves with the function that releases the lock, in the order lock() was called. */
  lock(): Promise<() => void> {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const acquired = this.#tail.then(() => release);
    this.#tail = this.#tail.then(() => held);
    return acquired;
  }
}

class GroupCommitDriver implements Driver {
  readonly #db: SqliteDatabase;
  readonly #mutex = new Mutex();
  #waiters: Waiter[] = [];
  #open = false;
  #flushing: Promise<void> | undefined;
  /** Prepared once per SQL text: preparing costs more than running the insert itself. */
  readonly #statements = new Map<string, Statement>();

  constructor(db: SqliteDatabase) {
    this.#db = db;
  }

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GroupConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const unit = connection as GroupConnection;
    unit.release = await this.#mutex.lock();
    try {
      this.#ensureOpen();
      this.#db.exec("savepoint unit");
    } catch (error) {
      unit.endUnit();
      throw error;
    }
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    const unit = connection as GroupConnection;
    let durable: Promise<void>;
    try {
      this.#db.exec("release unit");
      durable = this.#durable();
    } finally {
      unit.endUnit();
    }
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    const unit = connection as GroupConnection;
    try {
      // SQLite may already have rolled the whole shared transaction back (e.g. disk full).
      if (this.#db.inTransaction) this.#db.exec("rollback to unit; release unit");
    } finally {
      unit.endUnit();
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    await this.#flushing;
    if (this.#open) await this.#flush();
    this.#db.close();
  }

  /** Runs one statement; inside a unit at once, else alone and then durably. */
  async execute<R>(connection: GroupConnection, query: CompiledQuery): Promise<QueryResult<R>> {
    const statement = this.#prepare(query.sql);
    if (connection.release) return run<R>(statement, query);
    const release = await this.#mutex.lock();
    let result: QueryResult<R>;
    let durable: Promise<void> | undefined;
    try {
      if (statement.readonly && !this.#open) return run<R>(statement, query);
      this.#ensureOpen();
      result = run<R>(statement, query);
      durable = this.#durable();
    } finally {
      release();
    }
    await durable;
    return result;
  }

  #prepare(sql: string): Statement {
    let statement = this.#statements.get(sql);
    if (!statement) {
      statement = this.#db.prepare(sql);
      // Queries are built from a fixed set of shapes; a flood of distinct ones is a bug.
      if (this.#statements.size >= 500) this.#statements.clear();
      this.#statements.set(sql, statement);
    }
    return statement;
  }

  #ensureOpen(): void {
    if (this.#open) return;
    this.#db.exec("begin immediate");
    this.#open = true;
    setImmediate(() => {
      this.#flushing = this.#flush();
    });
  }

  #durable(): Promise<void> {
    return new Promise((resolve, reject) => this.#waiters.push({ resolve, reject }));
  }

  /** Waits for the unit in progress, then commits everything written this turn. */
  async #flush(): Promise<void> {
    const release = await this.#mutex.lock();
    if (!this.#open) return release();
    const waiters = this.#waiters;
    this.#waiters = [];
    this.#open = false;
    try {
      if (!this.#db.inTransaction) throw new Error("the shared transaction was rolled back");
      this.#db.exec("commit");
      for (const waiter of waiters) waiter.resolve();
    } catch (error) {
      if (this.#db.inTransaction) this.#db.exec("rollback");
      for (const waiter of waiters) waiter.reject(error);
    } finally {
      release();
    }
  }
}

function run<R>(statement: Statement, { parameters }: CompiledQuery): QueryResult<R> {
  if (statement.reader) return { rows: statement.all(parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}

class GroupConnection implements DatabaseConnection {
  /** Set while this connection runs a transaction (it holds the driver's lock). */
  release: (() => void) | undefined;

  constructor(private readonly driver: GroupCommitDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute<R>(this, query);
  }

  streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error("streaming is not supported by the group-commit SQLite driver");
  }

  endUnit(): void {
    const release = this.release;
    this.release = undefined;
    release?.();
  }
}
