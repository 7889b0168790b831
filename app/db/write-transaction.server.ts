import { SqliteAdapter, sql, type Kysely } from "kysely";
import type { AppDatabase } from "./connection.server";
import type { Database } from "./schema";

export function isSqlite(db: Kysely<Database>): boolean {
  return db.getExecutor().adapter instanceof SqliteAdapter;
}

/**
 * A transaction that holds the database's write lock from its first statement, so that two
 * processes doing the same work one after the other never interleave.
 *
 * On SQLite, Kysely's transaction is a plain BEGIN (deferred): it takes the write lock only at its
 * first write, and one that read first may then fail with SQLITE_BUSY instead of waiting. BEGIN
 * IMMEDIATE takes the lock at once, waiting (busy_timeout) while another connection, in this or
 * another process, holds it. SQLite's schema changes are transactional too, so a migration run in
 * here is all or nothing. On PostgreSQL it is Kysely's own transaction.
 */
export async function writeTransaction<T>(db: AppDatabase, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  if (!isSqlite(db)) return db.transaction().execute(work);
  // One connection for the whole transaction: better-sqlite3 has only one, and Kysely lends it
  // to this callback alone until it returns.
  return db.connection().execute(async (connection) => {
    await sql`BEGIN IMMEDIATE`.execute(connection);
    try {
      const result = await work(connection);
      await sql`COMMIT`.execute(connection);
      return result;
    } catch (error) {
      await sql`ROLLBACK`.execute(connection).catch(() => undefined);
      throw error;
    }
  });
}
