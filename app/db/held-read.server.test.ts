import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase, type OpenTestDatabase } from "../../tests/support/prepared-database";
import { testEngines } from "../../tests/support/test-databases";
import { openDatabase, type AppDatabase } from "./connection.server";
import { heldRead } from "./held-read.server";
import { write } from "./write.server";

/**
 * A read held while nothing was written: made again only after a write of this process (at the very
 * next call) or a commit of another connection (from the next turn of the event loop), on both engines.
 */
describe.each(testEngines())("a held read on %s", (engine) => {
  let open: OpenTestDatabase;
  let other: AppDatabase;
  afterEach(async () => {
    await other?.destroy();
    await open?.drop();
  });

  /** This process's connection and another one to the same database, as another instance has; the held read counts its reads. */
  async function heldCategoryNames() {
    open = await openTestDatabase(engine);
    other = openDatabase(open.database.target);
    const db = open.db;
    const counted = { reads: 0 };
    const held = heldRead(db, async () => {
      counted.reads += 1;
      return (await db.selectFrom("menu_categories").select("name_tr").orderBy("name_tr").execute()).map((row) => row.name_tr);
    });
    return { db, held, counted };
  }

  const newCategory = (db: AppDatabase, name: string) => write(db, null, (w) => w.create("menu_categories", { name_tr: name, name_en: name, position: 0, is_active: 1 }));

  it("reads again after a write of this process at the very next call, and after another instance's from the next turn", async () => {
    const { db, held, counted } = await heldCategoryNames();
    await newCategory(db, "Mezeler");
    expect(await held()).toEqual(["Mezeler"]);

    await newCategory(db, "Ana yemekler");
    expect(await held()).toEqual(["Ana yemekler", "Mezeler"]);

    await newCategory(other, "Tatlılar");
    // A request after another instance's commit arrives in a later turn than the commit's.
    await new Promise(setImmediate);
    expect(await held()).toEqual(["Ana yemekler", "Mezeler", "Tatlılar"]);

    // With nothing written, calls read nothing: on SQLite the value comes at once. On PostgreSQL the
    // calls of a turn share one look at the server's snapshot, which moves with any commit on the
    // server, also to the other test databases of its cluster: so here, at most one read a turn.
    counted.reads = 0;
    if (engine === "sqlite") {
      for (let call = 0; call < 5; call++) expect(await held()).toEqual(["Ana yemekler", "Mezeler", "Tatlılar"]);
      expect(counted.reads).toBe(0);
      expect(held()).toEqual(["Ana yemekler", "Mezeler", "Tatlılar"]);
    } else {
      const calls = Array.from({ length: 5 }, () => held());
      expect(calls.every((call) => call instanceof Promise)).toBe(true);
      expect(await Promise.all(calls)).toEqual(Array.from({ length: 5 }, () => ["Ana yemekler", "Mezeler", "Tatlılar"]));
      expect(counted.reads).toBeLessThanOrEqual(1);
    }
  });

  it("gives concurrent calls one read, and holds no read that failed", async () => {
    open = await openTestDatabase(engine);
    let fail = true;
    let reads = 0;
    const held = heldRead(open.db, async () => {
      reads += 1;
      if (fail) throw new Error("the database is away");
      return "read";
    });
    await expect(held()).rejects.toThrow("the database is away");
    fail = false;
    const answers = await Promise.all(Array.from({ length: 10 }, () => held()));
    expect(answers).toEqual(Array.from({ length: 10 }, () => "read"));
    expect(reads).toBe(2);
  });
});
