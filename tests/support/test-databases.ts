import { createHash, randomBytes } from "node:crypto";
import { copyFileSync, existsSync, mkdtempSync, readFileSync, renameSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import { openDatabase } from "../../app/db/connection.server";
import type { DatabaseTarget } from "../../app/db/database-url";
import { MIGRATIONS, migrateToLatest } from "../../app/db/migrate.server";

export type Engine = "sqlite" | "postgres";

/** The engines this run tests against: SQLite always, PostgreSQL when one is available. */
export function testEngines(): Engine[] {
  return inject("postgresUrl") ? ["sqlite", "postgres"] : ["sqlite"];
}

export interface TestDatabase {
  target: DatabaseTarget;
  /** The URL form, for a server started as a child process. */
  url: string;
  drop: () => Promise<void>;
}

/**
 * A new database on the engine: a SQLite file in a temp folder, or a new PostgreSQL database.
 * `empty` has no tables, for the tests of migrating and of a first start; `migrated` has the
 * schema of today's migrations (and nothing else: the server still loads the built-in menu when it
 * starts), copied from a template that is migrated once per run and engine rather than per test.
 */
export async function createTestDatabase(engine: Engine, schema: "empty" | "migrated" = "empty"): Promise<TestDatabase> {
  return engine === "sqlite" ? createSqliteDatabase(schema) : createPostgresDatabase(schema);
}

async function createSqliteDatabase(schema: "empty" | "migrated"): Promise<TestDatabase> {
  const template = schema === "migrated" ? await sqliteTemplate() : null;
  const directory = mkdtempSync(join(tmpdir(), "patates-sqlite-"));
  const path = join(directory, "restaurant.db");
  if (template) copyFileSync(template, path);
  return {
    target: { engine: "sqlite", path },
    url: `file:${path}`,
    drop: async () => rmSync(directory, { recursive: true, force: true }),
  };
}

async function createPostgresDatabase(schema: "empty" | "migrated"): Promise<TestDatabase> {
  const adminUrl = postgresAdminUrl();
  const template = schema === "migrated" ? await postgresTemplate(adminUrl) : null;
  const name = `test_${randomBytes(6).toString("hex")}`;
  await asAdmin(adminUrl, (admin) => admin.query(template ? `CREATE DATABASE ${name} TEMPLATE ${template}` : `CREATE DATABASE ${name}`));
  const url = databaseUrl(adminUrl, name);
  return {
    target: { engine: "postgres", connectionString: url },
    url,
    drop: async () => {
      await asAdmin(adminUrl, (admin) => admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    },
  };
}

function postgresAdminUrl(): string {
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("no PostgreSQL server for this run");
  return adminUrl;
}

function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function asAdmin<T>(adminUrl: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

/**
 * What a template is made of: the names of the migrations in order and the text of their files, so
 * that a new migration, or one changed while it is being written, makes a new template (in watch
 * mode too) instead of handing out an out-of-date schema.
 */
function migrationsKey(): string {
  const hash = createHash("sha256");
  for (const name of Object.keys(MIGRATIONS)) {
    hash.update(name);
    const file = resolve("app/db/migrations", `${name}.ts`);
    if (existsSync(file)) hash.update(readFileSync(file));
  }
  return hash.digest("hex").slice(0, 16);
}

/** This file's templates, once made or found: a test file asks for many databases. */
const templates = new Map<Engine, Promise<string>>();

function once(engine: Engine, make: () => Promise<string>): Promise<string> {
  let template = templates.get(engine);
  if (!template) {
    template = make();
    templates.set(engine, template);
    // A failed attempt is not kept: the next database tries again.
    template.catch(() => templates.delete(engine));
  }
  return template;
}

/**
 * The path of a migrated SQLite file in the run's folder. Test files run in parallel processes, so
 * whoever needs it first builds it under a name of its own and renames it into place: rename is
 * atomic, a file at the template's path is always whole, and two builders at once only waste one.
 */
function sqliteTemplate(): Promise<string> {
  return once("sqlite", async () => {
    const path = join(inject("templateDirectory"), `sqlite-${migrationsKey()}.db`);
    if (existsSync(path)) return path;
    const building = `${path}.${process.pid}-${randomBytes(4).toString("hex")}`;
    const db = openDatabase({ engine: "sqlite", path: building });
    try {
      await migrateToLatest(db);
    } finally {
      // Closing the last connection folds the write-ahead log into the file: the copy is the file alone.
      await db.destroy();
    }
    renameSync(building, path);
    return path;
  });
}

/**
 * The name of a migrated PostgreSQL database that `CREATE DATABASE … TEMPLATE` copies. Built under an
 * advisory lock, so parallel test files wait for the first builder, and under a name of its own, then
 * renamed: a builder that dies halfway leaves no template. It stays on a server given with
 * TEST_DATABASE_URL, for the next run with the same migrations.
 */
function postgresTemplate(adminUrl: string): Promise<string> {
  return once("postgres", async () => {
    const key = migrationsKey();
    const name = `patates_template_${key}`;
    await asAdmin(adminUrl, async (admin) => {
      await admin.query("SELECT pg_advisory_lock(hashtext($1))", [name]);
      const { rowCount } = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (rowCount) return;
      const building = `patates_building_${key}_${randomBytes(4).toString("hex")}`;
      await admin.query(`CREATE DATABASE ${building}`);
      const db = openDatabase({ engine: "postgres", connectionString: databaseUrl(adminUrl, building) });
      try {
        await migrateToLatest(db);
      } finally {
        await db.destroy();
      }
      await admin.query(`ALTER DATABASE ${building} RENAME TO ${name}`);
      // The lock is the session's: it ends with the connection, whatever happened above.
    });
    return name;
  });
}
