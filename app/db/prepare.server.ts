import type { DatabaseTarget } from "./database-url";
import { openDatabase, type AppDatabase } from "./connection.server";
import { migrateToLatest } from "./migrate.server";
import { seedMenuOnce } from "./seed/seed-menu.server";

/** Opens the database, brings its schema up to date and loads the built-in menu on first use. */
export async function prepareDatabase(target: DatabaseTarget): Promise<{ db: AppDatabase; seeded: boolean }> {
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    const seeded = await seedMenuOnce(db);
    return { db, seeded };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
