import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/prepared-database";
import { createTestDatabase, testEngines } from "../../../tests/support/test-databases";
import { openDatabase, type AppDatabase } from "../connection.server";
import { prepareDatabase } from "../prepare.server";
import { menuSeed } from "./menu-seed-data";
import { seedMenuOnce } from "./seed-menu.server";

async function countItems(db: AppDatabase): Promise<number> {
  const row = await db.selectFrom("menu_items").select(sql<number>`count(*)`.as("count")).executeTakeFirstOrThrow();
  return Number(row.count);
}

describe("the built-in menu", () => {
  const items = menuSeed.flatMap((category) => category.items);

  it("has about 100 items over the brief's population categories, priced 60 to 2950 ₺", () => {
    expect(menuSeed.map((category) => category.id)).toEqual([
      "breakfast", "appetizers", "desserts", "potato-bowls", "bowls", "salads", "tapas", "wines",
      "hot-drinks", "cold-drinks", "beers", "whiskey", "liqueurs", "cocktails", "spritz",
    ]);
    expect(items.length).toBeGreaterThanOrEqual(90);
    expect(items.length).toBeLessThanOrEqual(115);
    const prices = items.map((item) => item.priceKurus);
    expect(Math.min(...prices)).toBe(6_000);
    expect(Math.max(...prices)).toBe(295_000);
    expect(prices.every(Number.isSafeInteger)).toBe(true);
  });

  it("names every item in both languages, uniquely", () => {
    for (const language of ["tr", "en"] as const) {
      const names = items.map((item) => item.name[language].trim());
      expect(names.every((name) => name !== "")).toBe(true);
      expect(new Set(names).size).toBe(names.length);
    }
    expect(items.some((item) => item.secondary)).toBe(true);
    expect(items.some((item) => item.description)).toBe(true);
  });
});

describe.each(testEngines())("seeding on %s", (engine) => {
  let db: AppDatabase;
  let drop: () => Promise<void>;

  afterEach(() => drop());

  it("loads the menu on the first start only", async () => {
    const database = await createTestDatabase(engine);
    drop = database.drop;
    const first = await prepareDatabase(database.target);
    expect(first.seeded).toBe(true);
    expect(await countItems(first.db)).toBe(menuSeed.flatMap((category) => category.items).length);
    await first.db.destroy();

    const second = await prepareDatabase(database.target);
    db = second.db;
    drop = async () => {
      await db.destroy();
      await database.drop();
    };
    expect(second.seeded).toBe(false);
    expect(await countItems(db)).toBe(menuSeed.flatMap((category) => category.items).length);
  });

  it("does not load it again after an admin emptied the menu", async () => {
    ({ db, drop } = await openTestDatabase(engine));
    expect(await seedMenuOnce(db)).toBe(true);
    await db.deleteFrom("menu_categories").execute();
    expect(await seedMenuOnce(db)).toBe(false);
    expect(await countItems(db)).toBe(0);
  });

  // Several instances share one database only on PostgreSQL; one SQLite file has one server process.
  if (engine !== "postgres") return;

  it("loads it once when two instances start together", async () => {
    const opened = await openTestDatabase(engine);
    ({ db, drop } = opened);
    const other = openDatabase(opened.database.target);
    const results = await Promise.all([seedMenuOnce(db), seedMenuOnce(other)]);
    await other.destroy();
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(await countItems(db)).toBe(menuSeed.flatMap((category) => category.items).length);
  });
});
