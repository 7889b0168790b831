import type { AppDatabase } from "../../app/db/connection.server";
import { openDatabase } from "../../app/db/connection.server";
import { migrateToLatest } from "../../app/db/migrate.server";
import { createTestDatabase, type Engine } from "./test-databases";

/** A migrated, empty database on the engine; `drop` closes and removes it. */
export async function prepareMigratedDatabase(engine: Engine): Promise<{ db: AppDatabase; drop: () => Promise<void> }> {
  const database = await createTestDatabase(engine);
  const db = openDatabase(database.target);
  await migrateToLatest(db);
  return {
    db,
    drop: async () => {
      await db.destroy();
      await database.drop();
    },
  };
}
