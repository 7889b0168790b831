import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabase, withStatementCache } from "./connection.server";

describe("the SQLite statement cache", () => {
  const sqlite = new SQLite(":memory:");
  const cached = withStatementCache(sqlite);
  afterEach(() => sqlite.exec("DROP TABLE IF EXISTS t"));

  it("prepares each SQL text once and gives the same statement again", () => {
    sqlite.exec("CREATE TABLE t (v TEXT)");
    const insert = cached.prepare("INSERT INTO t (v) VALUES (?)");
    expect(cached.prepare("INSERT INTO t (v) VALUES (?)")).toBe(insert);
    insert.run(["a"]);
    cached.prepare("INSERT INTO t (v) VALUES (?)").run(["b"]);
    const select = cached.prepare("SELECT v FROM t ORDER BY v");
    expect(select.reader).toBe(true);
    expect(select.all([])).toEqual([{ v: "a" }, { v: "b" }]);
  });

  it("follows schema changes, and fails as before on a table that is gone", () => {
    sqlite.exec("CREATE TABLE t (v TEXT)");
    const select = cached.prepare("SELECT * FROM t");
    expect(select.all([])).toEqual([]);
    sqlite.exec("DROP TABLE t; CREATE TABLE t (v TEXT, w TEXT); INSERT INTO t VALUES ('x', 'y')");
    expect(cached.prepare("SELECT * FROM t").all([])).toEqual([{ v: "x", w: "y" }]);
    sqlite.exec("DROP TABLE t");
    expect(() => cached.prepare("SELECT * FROM t").all([])).toThrow(/no such table/);
  });
});

describe("a transaction on a full disk", () => {
  it("fails with what happened, SQLITE_FULL, and writes nothing", async () => {
    const folder = mkdtempSync(join(tmpdir(), "patates-full-"));
    const db = openDatabase({ engine: "sqlite", path: join(folder, "full.db") });
    try {
      await sql`CREATE TABLE t (v BLOB)`.execute(db);
      const { rows } = await sql<{ page_count: number }>`PRAGMA page_count`.execute(db);
      // The file may not grow past where it is: as a disk that has filled up.
      await sql.raw(`PRAGMA max_page_count = ${rows[0]!.page_count + 2}`).execute(db);
      const failure = await db
        .transaction()
        .execute(async (trx) => {
          await sql`INSERT INTO t (v) VALUES (${Buffer.alloc(64 * 1024)})`.execute(trx);
        })
        .then(
          () => null,
          (error: unknown) => error,
        );
      expect(failure).toMatchObject({ code: "SQLITE_FULL" });
      expect((await sql<{ n: number }>`SELECT count(*) AS n FROM t`.execute(db)).rows).toEqual([{ n: 0 }]);
    } finally {
      await db.destroy();
      rmSync(folder, { recursive: true, force: true });
    }
  });
});
