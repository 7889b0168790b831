import { Migrator, sql, type Migration, type MigrationResultSet } from "kysely";
import type { AppDatabase } from "./connection.server";
import * as initial from "./migrations/0001-initial";
import * as accountsBySubject from "./migrations/0002-accounts-by-subject";
import * as eventCaptions from "./migrations/0003-event-captions";
import * as shoppingListSends from "./migrations/0004-shopping-list-sends";
import * as recipeCosting from "./migrations/0005-recipe-costing";
import * as menuImages from "./migrations/0006-menu-images";
import * as populateJobs from "./migrations/0007-populate-jobs";
import * as backupRuns from "./migrations/0008-backup-runs";
import * as vendors from "./migrations/0009-vendors";
import * as unitKeys from "./migrations/0010-unit-keys";
import * as allergenStatements from "./migrations/0011-allergen-statements";
import * as dishDeclarations from "./migrations/0012-dish-declarations";
import * as foodCost from "./migrations/0013-food-cost";
import * as dishFoodCostTarget from "./migrations/0014-dish-food-cost-target";
import * as priceHistory from "./migrations/0015-price-history";
import * as soldOut from "./migrations/0016-sold-out";
import * as outdatedTranslations from "./migrations/0017-outdated-translations";
import * as priceListDate from "./migrations/0018-price-list-date";
import * as confirmedLowerings from "./migrations/0019-confirmed-lowerings";
import * as inventoryItemReferences from "./migrations/0020-inventory-item-references";
import * as deletedSourceDeclarations from "./migrations/0021-deleted-source-declarations";
import { isSqlite, writeTransaction } from "./write-transaction.server";

/**
 * The migrations, in order. Listed here rather than read from a folder so that they travel inside
 * the server bundle; a new migration is one new file and one new line.
 */
export const MIGRATIONS: Record<string, Migration> = {
  "0001-initial": initial,
  "0002-accounts-by-subject": accountsBySubject,
  "0003-event-captions": eventCaptions,
  "0004-shopping-list-sends": shoppingListSends,
  "0005-recipe-costing": recipeCosting,
  "0006-menu-images": menuImages,
  "0007-populate-jobs": populateJobs,
  "0008-backup-runs": backupRuns,
  "0009-vendors": vendors,
  "0010-unit-keys": unitKeys,
  "0011-allergen-statements": allergenStatements,
  "0012-dish-declarations": dishDeclarations,
  "0013-food-cost": foodCost,
  "0014-dish-food-cost-target": dishFoodCostTarget,
  "0015-price-history": priceHistory,
  "0016-sold-out": soldOut,
  "0017-outdated-translations": outdatedTranslations,
  "0018-price-list-date": priceListDate,
  "0019-confirmed-lowerings": confirmedLowerings,
  "0020-inventory-item-references": inventoryItemReferences,
  "0021-deleted-source-declarations": deletedSourceDeclarations,
};

export class MigrationError extends Error {
  override name = "MigrationError";
}

/**
 * Brings the schema up to date, all or nothing and under a lock: safe on every start, from several
 * instances starting at once, and after a crash halfway, which leaves nothing half-built.
 *
 * On PostgreSQL Kysely's migrator does both: one transaction under an advisory lock. On SQLite it
 * does neither (its SqliteAdapter says DDL is not transactional and takes no lock, assuming one
 * connection in one process), although SQLite's DDL is transactional. So there the whole run,
 * from reading which migrations are done to the last one, happens inside BEGIN IMMEDIATE: the
 * file's write lock is the lock between processes, and a failure or a crash rolls everything back.
 */
export async function migrateToLatest(db: AppDatabase, migrations: Record<string, Migration> = MIGRATIONS): Promise<void> {
  const provider = { getMigrations: async () => migrations };
  if (!isSqlite(db)) {
    throwIfFailed(await new Migrator({ db, provider }).migrateToLatest());
    return;
  }
  // A migration that rebuilds a table (SQLite's way to change a column) needs foreign keys off, or
  // dropping the old table would cascade into the tables that refer to it; SQLite honours the pragma
  // only outside a transaction. Such a migration checks the keys itself before it ends.
  await sql`PRAGMA foreign_keys = OFF`.execute(db);
  try {
    await writeTransaction(db, async (connection) => {
      // Already inside the transaction: the migrator must not open one of its own.
      throwIfFailed(await new Migrator({ db: connection, provider, disableTransactions: true }).migrateToLatest());
    });
  } finally {
    await sql`PRAGMA foreign_keys = ON`.execute(db);
  }
}

/**
 * Whether the database has run every migration this server knows: what `/readyz` asks. A database
 * that cannot be read throws. (Kysely's migrator records each migration it ran, by name, in
 * `kysely_migration`, which a database gets at its first start.)
 */
export async function schemaIsAtHead(db: AppDatabase, migrations: Record<string, Migration> = MIGRATIONS): Promise<boolean> {
  const known = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).getMigrations();
  return known.every((migration) => migration.executedAt !== undefined);
}

function throwIfFailed({ error, results }: MigrationResultSet): void {
  if (!error) return;
  const failed = results?.find((result) => result.status === "Error");
  // No migration ran: the database itself failed (unreachable, refused). Let its own error speak.
  if (!failed) throw error;
  const message = error instanceof Error ? error.message : String(error);
  throw new MigrationError(`migration ${failed.migrationName} failed: ${message}`, { cause: error });
}
