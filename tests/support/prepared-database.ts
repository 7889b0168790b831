import type { AppDatabase } from "../../app/db/connection.server";
import { openDatabase } from "../../app/db/connection.server";
import { seedMenuOnce } from "../../app/db/seed/seed-menu.server";
import { createTestDatabase, type Engine, type TestDatabase } from "./test-databases";

export interface OpenTestDatabase {
  db: AppDatabase;
  /** Where it is, for a second connection or another process. */
  database: TestDatabase;
  /** Closes the connection and removes the database. */
  drop: () => Promise<void>;
}

/**
 * A new database on the engine, open, for tests of the app's database code. `migrated` (the
 * default) has today's schema and no rows; `seeded` has the built-in menu too, as after a first
 * start; `empty` has nothing, for the tests of migrating.
 */
export async function openTestDatabase(engine: Engine, state: "empty" | "migrated" | "seeded" = "migrated"): Promise<OpenTestDatabase> {
  const database = await createTestDatabase(engine, state === "empty" ? "empty" : "migrated");
  const db = openDatabase(database.target);
  const drop = async () => {
    await db.destroy();
    await database.drop();
  };
  if (state === "seeded") await seedMenuOnce(db).catch(async (error: unknown) => {
    await drop();
    throw error;
  });
  return { db, database, drop };
}
