import { Kysely, sql } from "kysely";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { createTestDatabase, testEngines, type TestDatabase } from "../../tests/support/test-databases";
import { WriteCountingPostgresDialect } from "./write-counting-postgres.server";

/**
 * The count of statements that may have written, which the change mark on PostgreSQL takes a new
 * look after (changeMark): each statement but a SELECT, once it is done, and the connections go back
 * to the pool as with Kysely's own driver.
 */
/**
 * Resolves once every connection `pool` opened has closed. The pool's end() (which Kysely's destroy
 * awaits) answers as soon as it has asked its idle connections to close, not when they have: a
 * database dropped meanwhile (DROP … WITH (FORCE)) ends the ones still open from the server's side,
 * and the pool, with no 'error' listener of its own here, throws that as an uncaught error.
 */
function closingOf(pool: pg.Pool): () => Promise<void> {
  let opened = 0;
  let closed = 0;
  let settle = () => {};
  pool.on("connect", () => opened++);
  pool.on("remove", () => {
    closed++;
    settle();
  });
  return () =>
    new Promise((resolve) => {
      settle = () => {
        if (closed === opened) resolve();
      };
      settle();
    });
}

describe.runIf(testEngines().includes("postgres"))("PostgreSQL through Kysely, counting what may write", () => {
  let database: TestDatabase;
  /** A table of the test's own: what the counting is about is the statements, not the app's schema. */
  let db: Kysely<{ dishes: { id: string; name: string } }> | undefined;
  let allClosed: (() => Promise<void>) | undefined;
  afterEach(async () => {
    await db?.destroy();
    await allClosed?.();
    await database?.drop();
  });

  it("counts each statement but a SELECT when it is done, a transaction's BEGIN and COMMIT among them, and gives every connection back", async () => {
    database = await createTestDatabase("postgres");
    if (database.target.engine !== "postgres") throw new Error("a PostgreSQL database was asked for");
    const pool = new pg.Pool({ connectionString: database.target.connectionString, max: 2 });
    allClosed = closingOf(pool);
    const writes = { count: 0 };
    db = new Kysely({ dialect: new WriteCountingPostgresDialect({ pool }, writes) });
    await db.schema.createTable("dishes").addColumn("id", "text", (c) => c.primaryKey()).addColumn("name", "text", (c) => c.notNull()).execute();
    writes.count = 0;

    await db.selectFrom("dishes").selectAll().execute();
    expect(writes.count).toBe(0);

    // Counted when done, not when sent: a look taken while a write is under way must not be the one after it.
    const inserting = sql`INSERT INTO dishes SELECT 'soup', 'Çorba' FROM pg_sleep(60)`.execute(db).then(
      () => "inserted",
      (error: unknown) => (error instanceof Error ? error.message : String(error)),
    );
    const watcher = new pg.Client({ connectionString: database.target.connectionString });
    await watcher.connect();
    try {
      const running = async () =>
        (await watcher.query<{ pid: number }>("SELECT pid FROM pg_stat_activity WHERE query LIKE 'INSERT INTO dishes SELECT%' AND state = 'active'")).rows;
      await expect.poll(running).toHaveLength(1);
      expect(writes.count).toBe(0);
      // Ended early, as done: the statement fails, and is counted all the same.
      await watcher.query("SELECT pg_cancel_backend($1)", [(await running())[0]!.pid]);
      expect(await inserting).toMatch(/cancel/);
    } finally {
      await watcher.end();
    }
    expect(writes.count).toBe(1);
    await db.insertInto("dishes").values({ id: "soup", name: "Çorba" }).execute();
    expect(writes.count).toBe(2);

    await db.transaction().execute(async (trx) => {
      await trx.updateTable("dishes").set({ name: "Mercimek çorbası" }).where("id", "=", "soup").execute();
      await trx.selectFrom("dishes").select("name").execute();
    });
    // BEGIN, the UPDATE and COMMIT; the SELECT is not counted.
    expect(writes.count).toBe(5);

    // Three rounds on a pool of two: a connection not given back would leave the last one waiting.
    for (let round = 0; round < 3; round++) await Promise.all([db.selectFrom("dishes").selectAll().execute(), db.selectFrom("dishes").selectAll().execute()]);
    expect(pool.totalCount).toBeLessThanOrEqual(2);
    expect(pool.idleCount).toBe(pool.totalCount);
  });
});
