import { Migrator, type Migration, type MigrationProvider } from "kysely";
import type { AppDatabase } from "./connection.server";
import * as initial from "./migrations/0001-initial";
import * as accountsBySubject from "./migrations/0002-accounts-by-subject";
import * as shoppingListSends from "./migrations/0004-shopping-list-sends";
import * as recipeCosting from "./migrations/0005-recipe-costing";

/**
 * The migrations, in order. Listed here rather than read from a folder so that they travel inside
 * the server bundle; a new migration is one new file and one new line.
 */
const migrations: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-accounts-by-subject": accountsBySubject,
  "0004-shopping-list-sends": shoppingListSends,
  "0005-recipe-costing": recipeCosting,
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
