import { randomBytes } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { inject } from "vitest";
import type { DatabaseTarget } from "../../app/db/database-url";

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

/** A new empty database on the engine: a SQLite file in a temp folder, or a new PostgreSQL database. */
export async function createTestDatabase(engine: Engine): Promise<TestDatabase> {
  if (engine === "sqlite") {
    const directory = mkdtempSync(join(tmpdir(), "patates-sqlite-"));
    const path = join(directory, "restaurant.db");
    return {
      target: { engine: "sqlite", path },
      url: `file:${path}`,
      drop: async () => rmSync(directory, { recursive: true, force: true }),
    };
  }
  const adminUrl = inject("postgresUrl");
  if (!adminUrl) throw new Error("no PostgreSQL server for this run");
  const name = `test_${randomBytes(6).toString("hex")}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    target: { engine: "postgres", connectionString: url.toString() },
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await client.end();
    },
  };
}
