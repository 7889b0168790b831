import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, SqliteDialect, type SqliteDatabase, type SqliteStatement } from "kysely";
import pg from "pg";
import type { DatabaseTarget } from "./database-url";
import type { Database } from "./schema";
import { WriteCountingPostgresDialect } from "./write-counting-postgres.server";
import { logDatabaseConnectionLost } from "../lib/log.server";

export type AppDatabase = Kysely<Database>;

/** Opens the database. SQLite files get their folder created and WAL journaling on. */
export function openDatabase(target: DatabaseTarget): AppDatabase {
  if (target.engine === "sqlite") {
    const path = resolve(target.path);
    mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    // First: every statement waits this long for a lock another instance holds, rather than
    // failing at once with SQLITE_BUSY.
    sqlite.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
    turnOnWriteAheadLog(sqlite);
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("synchronous = NORMAL");
    const writes = { count: 0 };
    const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, writes) }) });
    const dataVersion = sqlite.prepare("PRAGMA data_version").pluck();
    const dataVersionThisTurn = oncePerTurn(() => dataVersion.get());
    // The mark's text, made again only when a part of it moved.
    let mark = { dataVersion: null as unknown, writes: -1, text: "" };
    changeMarks.set(db, () => {
      const dataVersion = dataVersionThisTurn();
      if (dataVersion !== mark.dataVersion || writes.count !== mark.writes) {
        mark = { dataVersion, writes: writes.count, text: `${String(dataVersion)}:${writes.count}` };
      }
      return mark.text;
    });
    return db;
  }
  const pool = new pg.Pool({ connectionString: target.connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // A client that loses its server (a restart, a failover, a cut connection) must not take the
  // process down. The pool reports its idle clients' errors itself; a client that is checked out
  // raises its own, unheard, which Node turns into a crash, so every client gets a listener. The
  // query in flight fails on its own, and the pool drops the broken client when it comes back.
  pool.on("error", logDatabaseConnectionLost);
  pool.on("connect", (client) => client.on("error", logDatabaseConnectionLost));
  const writes = { count: 0 };
  const db = new Kysely<Database>({ dialect: new WriteCountingPostgresDialect({ pool }, writes) });
  // A new look after each statement of this process that may have written (see changeMark).
  changeMarks.set(
    db,
    oncePerTurn(
      () => {
        const snapshot = pool.query<{ snapshot: string }>(CURRENT_SNAPSHOT).then(({ rows }) => rows[0]!.snapshot);
        // Its callers hear of a failure; a look no call waits for any more must not end the process.
        snapshot.catch(() => undefined);
        return snapshot;
      },
      () => writes.count,
    ),
  );
  return db;
}

/**
 * `read` made once per turn of the event loop, and again when `since` changes within it: the calls
 * of a turn (the requests answered together) share its value (see changeMark).
 */
function oncePerTurn<T>(read: () => T, since: () => number = () => 0): () => T {
  let thisTurn: { since: number; value: T } | null = null;
  return () => {
    if (thisTurn === null || thisTurn.since !== since()) {
      if (thisTurn === null) setImmediate(() => (thisTurn = null));
      thisTurn = { since: since(), value: read() };
    }
    return thisTurn.value;
  };
}

/**
 * Which transactions of the PostgreSQL server have committed, as a text (`xmin:xmax:in-progress`):
 * a transaction that writes takes an id, which moves xmax, and its commit takes it off the list in
 * progress. So while the text is the same, nothing was committed anywhere on the server since. It
 * reads no table, and transactions that only read take no id.
 */
const CURRENT_SNAPSHOT = "SELECT pg_current_snapshot()::text AS snapshot";

const CHANGE_MARKS = Symbol.for("patates-restaurant.changeMarks");

/**
 * Each database's mark of change (changeMark). One map for the whole process: the server and the
 * React Router build each load their own copy of this module (decision 0037), and a loader must find
 * the mark of the connection the server opened.
 */
const changeMarks = ((globalThis as { [CHANGE_MARKS]?: WeakMap<AppDatabase, () => string | Promise<string>> })[CHANGE_MARKS] ??= new WeakMap());

/**
 * Where the database stands, as this process sees it: the same mark means nothing was written
 * since. A write of this process counts at once; another connection's commit (another instance, a
 * command) from the next turn of the event loop after it. Null for a database openDatabase did not open.
 *
 * - SQLite: `PRAGMA data_version`, which moves when another connection commits, and how many
 *   statements that write this connection has run (a commit is one). Given at once: the pragma is
 *   read straight from the driver, without Kysely, once per turn of the event loop.
 * - PostgreSQL: the server's snapshot of committed transactions (`pg_current_snapshot()`), asked
 *   once per turn of the event loop and again after each statement of this process that may have
 *   written; the calls in between share the answer.
 */
export function changeMark(db: AppDatabase): string | Promise<string> | null {
  return changeMarks.get(db)?.() ?? null;
}

/** Whether the database has a change mark (changeMark), without looking at it. */
export function hasChangeMark(db: AppDatabase): boolean {
  return changeMarks.has(db);
}

/** How long a SQLite statement waits for another connection's lock. */
const BUSY_TIMEOUT_MS = 5000;

/**
 * Turns WAL journaling on. A file that is not in WAL yet (a new database) is switched under an
 * exclusive lock, and SQLite answers SQLITE_BUSY at once, without its busy handler, while another
 * instance starting on the same file at the same moment holds a lock on it. So this waits as every
 * other statement does: tried again every few milliseconds, up to the busy timeout.
 */
function turnOnWriteAheadLog(sqlite: SQLite.Database): void {
  const deadline = Date.now() + BUSY_TIMEOUT_MS;
  const pause = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      sqlite.pragma("journal_mode = WAL");
      return;
    } catch (error) {
      const busy = error instanceof SQLite.SqliteError && error.code === "SQLITE_BUSY";
      if (!busy || Date.now() >= deadline) throw error;
      Atomics.wait(pause, 0, 0, 10);
    }
  }
}

/** Statements kept per SQLite database; the app has a few dozen distinct queries. */
const STATEMENTS_KEPT = 500;

/**
 * better-sqlite3 for Kysely, with each SQL text prepared once. Kysely prepares every query afresh,
 * which costs more than running a small one (the public content version is read on every guest's
 * request). Sharing a statement is safe: Kysely runs one query at a time on its single SQLite
 * connection, and SQLite re-prepares a statement by itself when the schema changes.
 */
export function withStatementCache(sqlite: SQLite.Database, writes: { count: number } = { count: 0 }): SqliteDatabase {
  const statements = new Map<string, SqliteStatement>();
  return {
    prepare(sql) {
      let statement = statements.get(sql);
      if (!statement) {
        statement = countingWrites(sqlite.prepare(sql), writes);
        if (/^rollback$/i.test(sql)) statement = rollbackOnlyWhenOpen(statement, sqlite);
        if (statements.size >= STATEMENTS_KEPT) statements.delete(statements.keys().next().value!);
        statements.set(sql, statement);
      }
      return statement;
    },
    close() {
      statements.clear();
      sqlite.close();
    },
  };
}

/**
 * Kysely's ROLLBACK after a failed transaction, skipped when SQLite has rolled it back itself: a
 * full disk (SQLITE_FULL) or lost memory ends the transaction, and a ROLLBACK then fails with
 * "cannot rollback - no transaction is active", which Kysely would throw in place of the error
 * that says what happened.
 */
function rollbackOnlyWhenOpen(statement: SqliteStatement, sqlite: SQLite.Database): SqliteStatement {
  return { ...statement, run: (parameters) => (sqlite.inTransaction ? statement.run(parameters) : { changes: 0, lastInsertRowid: 0 }) };
}

/** A statement as Kysely runs it; each run of one that writes (BEGIN, COMMIT, INSERT…) is counted in `writes`. */
function countingWrites(statement: SQLite.Statement, writes: { count: number }): SqliteStatement {
  return {
    reader: statement.reader,
    all: (parameters) => statement.all(parameters),
    iterate: (parameters) => statement.iterate(parameters),
    run: (parameters) => {
      writes.count += 1;
      return statement.run(parameters);
    },
  };
}
