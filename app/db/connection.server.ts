import { mkdirSync } from "node:fs";
import { dirname, resolve } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import pg from "pg";
import type { DatabaseTarget } from "./database-url";
import type { Database } from "./schema";

export type AppDatabase = Kysely<Database>;

/** Opens the database. SQLite files get their folder created and WAL journaling on. */
export function openDatabase(target: DatabaseTarget): AppDatabase {
  if (target.engine === "sqlite") {
    const path = resolve(target.path);
    mkdirSync(dirname(path), { recursive: true });
    const sqlite = new SQLite(path);
    sqlite.pragma("journal_mode = WAL");
    sqlite.pragma("foreign_keys = ON");
    sqlite.pragma("busy_timeout = 5000");
    sqlite.pragma("synchronous = NORMAL");
    return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  }
  const pool = new pg.Pool({ connectionString: target.connectionString, max: 10, connectionTimeoutMillis: 5_000 });
  // An idle client that loses its server must not take the process down; the next query reports it.
  pool.on("error", (error) => console.error("PostgreSQL pool error:", error.message));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}
