import { randomUUID } from "node:crypto";
import { onTestFinished } from "vitest";
import type { AppDatabase } from "../../app/db/connection.server";
import { openDatabase } from "../../app/db/connection.server";
import type { Role } from "../../app/db/schema";
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

/**
 * openTestDatabase for the test that is running, from the test or its beforeEach: the database is
 * dropped once the test has finished, however it ended.
 */
export async function openDatabaseForTest(engine: Engine, state: "empty" | "migrated" | "seeded" = "migrated"): Promise<AppDatabase> {
  const { db, drop } = await openTestDatabase(engine, state);
  onTestFinished(drop);
  return db;
}

export interface PersonSpec {
  role: Role;
  email: string;
  name?: string;
  active?: boolean;
}

/** An account as a first sign-in leaves it, with the role given straight in the database: its id. */
export async function createTestUser(db: AppDatabase, { email, role, name = email, active = true }: PersonSpec): Promise<string> {
  const id = randomUUID();
  const now = new Date().toISOString();
  await db
    .insertInto("users")
    .values({ id, subject: `test|${email}`, email, display_name: name, photo_url: null, role, is_active: active ? 1 : 0, created_at: now, updated_at: now, last_login_at: now, version: 1 })
    .execute();
  return id;
}
