import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { AppDatabase } from "./connection.server";
import * as initial from "./migrations/0001-initial";
import * as eventCaptions from "./migrations/0003-event-captions";

/**
 * The migrations, in order. Listed here rather than read from a folder so that they travel inside
 * the server bundle; a new migration is one new file and one new line.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0003-event-captions": eventCaptions,
};

const provider: MigrationProvider = { getMigrations: async () => migrations };

export class MigrationError extends Error {
  override name = "MigrationError";
}

/** Brings the schema up to date. Safe to run on every start and from several instances at once. */
export async function migrateToLatest(db: AppDatabase): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (!error) return;
  // No migration ran: the database itself failed (unreachable, refused). Let its own error speak.
  if (!failed) throw error;
  const message = error instanceof Error ? error.message : String(error);
  throw new MigrationError(`migration ${failed.migrationName} failed: ${message}`, { cause: error });
}
