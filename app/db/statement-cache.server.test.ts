import SQLite from "better-sqlite3";
import { afterEach, describe, expect, it } from "vitest";
import { withStatementCache } from "./connection.server";

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
