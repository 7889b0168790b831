import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import type { AppDatabase } from "../connection.server";

/** Tables whose rows are never deleted, so that a reference to them needs no index: accounts are disabled, not removed. */
const NEVER_DELETED: ReadonlySet<string> = new Set(["users"]);

describe("the schema's references", () => {
  let db: AppDatabase | undefined;
  afterEach(async () => {
    await db?.destroy();
    db = undefined;
  });

  it("each reference to a row that may be deleted has an index that begins with it: a delete never reads a whole table", async () => {
    db = await openDatabaseForTest("sqlite");
    const { rows: tables } = await sql<{ name: string }>`SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE 'kysely_%'`.execute(db);
    const missing: string[] = [];
    for (const { name } of tables) {
      const { rows: references } = await sql<{ table: string; from: string }>`SELECT "table", "from" FROM pragma_foreign_key_list(${name})`.execute(db);
      const { rows: indexes } = await sql<{ first: string | null }>`
        SELECT (SELECT info.name FROM pragma_index_info(list.name) AS info WHERE info.seqno = 0) AS first FROM pragma_index_list(${name}) AS list
      `.execute(db);
      const indexed = new Set(indexes.map((index) => index.first));
      for (const reference of references) {
        if (!NEVER_DELETED.has(reference.table) && !indexed.has(reference.from)) missing.push(`${name}.${reference.from} → ${reference.table}`);
      }
    }
    expect(missing).toEqual([]);
  });
});
