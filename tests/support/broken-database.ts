import SQLite from "better-sqlite3";
import pg from "pg";
import { inject } from "vitest";
import type { TestDatabase } from "./test-databases";

/**
 * Makes a database that a running server holds open unreadable, as a failing disk or a stopped
 * server would: every query the server sends from then on throws.
 *
 * - SQLite: the schema in the file is corrupted (as a torn write could leave it), so every
 *   statement that names a table fails with SQLITE_CORRUPT.
 * - PostgreSQL: the database stops accepting connections and the server's are cut.
 */
export async function makeUnreadable(database: TestDatabase): Promise<void> {
  if (database.target.engine === "sqlite") {
    const sqlite = new SQLite(database.target.path);
    // Defensive mode (better-sqlite3's default) forbids writing the schema table: that is the point here.
    sqlite.unsafeMode(true);
    const schemaVersion = Number(sqlite.pragma("schema_version", { simple: true }));
    sqlite.pragma("writable_schema = ON");
    sqlite.prepare("UPDATE sqlite_master SET sql = 'CREATE TABLE site_settings (' WHERE name = 'site_settings'").run();
    // A new schema version makes every open connection read the (now broken) schema again.
    sqlite.pragma(`schema_version = ${schemaVersion + 1}`);
    sqlite.pragma("writable_schema = OFF");
    sqlite.close();
    return;
  }
  await asPostgresAdmin(async (admin, name) => {
    await admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS false`);
    await cutConnections(admin, name);
  }, database);
}

/** Lets connections into a PostgreSQL database that makeUnreadable closed: the database is back. */
export async function makePostgresReadableAgain(database: TestDatabase): Promise<void> {
  await asPostgresAdmin((admin, name) => admin.query(`ALTER DATABASE ${name} ALLOW_CONNECTIONS true`).then(() => undefined), database);
}

/**
 * Cuts every connection a running server holds to the PostgreSQL database, as a restart or a
 * failover of PostgreSQL would, and lets new ones in.
 */
export async function cutPostgresConnections(database: TestDatabase): Promise<void> {
  await asPostgresAdmin(cutConnections, database);
}

async function cutConnections(admin: pg.Client, name: string): Promise<void> {
  // With a time-out, each call returns once its backend has ended, not when it was only told to.
  await admin.query("SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity WHERE datname = $1", [name]);
}

async function asPostgresAdmin(task: (admin: pg.Client, databaseName: string) => Promise<void>, database: TestDatabase): Promise<void> {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("no PostgreSQL server for this run");
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await task(admin, new URL(database.url).pathname.slice(1));
  } finally {
    await admin.end();
  }
}
