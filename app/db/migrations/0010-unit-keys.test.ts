import { Migrator, type Kysely } from "kysely";
import { describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "../connection.server";
import { MIGRATIONS, migrateToLatest } from "../migrate.server";
import * as unitKeys from "./0010-unit-keys";

type Row = Record<string, string | number | null>;

describe.each(testEngines())("the unit keys migration on %s", (engine) => {
  let db: AppDatabase;

  async function databaseBeforeUnitKeys(): Promise<Kysely<Record<string, Row>>> {
    db = await openDatabaseForTest(engine, "empty");
    const before = Object.fromEntries(Object.entries(MIGRATIONS).filter(([name]) => name < "0010"));
    const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
    if (error) throw error;
    const untyped = db as unknown as Kysely<Record<string, Row>>;
    const now = new Date().toISOString();
    const audited = { created_at: now, updated_at: now, created_by: null, updated_by: null, version: 3 };
    // The rows as the old forms wrote them: the inventory's Turkish spellings, the recipes' keys.
    await untyped
      .insertInto("inventory_items")
      .values([
        { id: "wine", name: "Şarap", unit: "şişe", price_kurus: 30_000, vendor: "Ege", category: "beverage", pack_unit: "şişe", pack_amount_milli: 700, pack_amount_unit: "lt", ...audited },
        { id: "potato", name: "Patates", unit: "kg", price_kurus: 1_200, vendor: "Hal", category: "food", pack_unit: "adet", pack_amount_milli: 150_000, pack_amount_unit: "gr", ...audited },
        { id: "salt", name: "Tuz", unit: "paket", price_kurus: 1_500, vendor: "Metro", category: "food", pack_unit: null, pack_amount_milli: null, pack_amount_unit: null, ...audited },
        { id: "flour", name: "Un", unit: "gr", price_kurus: 5, vendor: "Metro", category: "food", pack_unit: "kutu", pack_amount_milli: 1_000_000, pack_amount_unit: "g", ...audited },
      ])
      .execute();
    await untyped.insertInto("recipes").values({ id: "fries", name: "Patates kızartması", category: "side", yield_quantity_milli: 12_000, yield_unit: "piece", ...audited }).execute();
    await untyped
      .insertInto("recipe_ingredients")
      .values([
        { id: "l1", recipe_id: "fries", position: 0, type: "inventory", inventory_item_id: "potato", ingredient_recipe_id: null, quantity_milli: 2_000, unit: "piece", name: null },
        { id: "l2", recipe_id: "fries", position: 1, type: "inventory", inventory_item_id: "salt", ingredient_recipe_id: null, quantity_milli: 1_000, unit: "pinch", name: null },
      ])
      .execute();
    await untyped.insertInto("shopping_lists").values({ id: "list", name: "Metro", vendor: "Metro", status: "sent", sent_at: now, sent_to: "+905321112233", completed_at: null, ...audited }).execute();
    await untyped
      .insertInto("shopping_list_lines")
      .values({ id: "line", shopping_list_id: "list", inventory_item_id: "salt", position: 0, quantity_milli: 2_000, sent_name: "Tuz", sent_unit: "paket", sent_price_kurus: 1_500 })
      .execute();
    return untyped;
  }

  it("stores every unit by its key, and keeps each row's version", async () => {
    const untyped = await databaseBeforeUnitKeys();
    await migrateToLatest(db);

    const items = await untyped.selectFrom("inventory_items").select(["id", "unit", "pack_unit", "pack_amount_unit", "version"]).orderBy("id").execute();
    expect(items).toEqual([
      { id: "flour", unit: "g", pack_unit: "box", pack_amount_unit: "g", version: 3 },
      { id: "potato", unit: "kg", pack_unit: "piece", pack_amount_unit: "g", version: 3 },
      { id: "salt", unit: "pack", pack_unit: null, pack_amount_unit: null, version: 3 },
      { id: "wine", unit: "bottle", pack_unit: "bottle", pack_amount_unit: "l", version: 3 },
    ]);
    expect(await untyped.selectFrom("recipe_ingredients").select(["id", "unit"]).orderBy("id").execute()).toEqual([
      { id: "l1", unit: "piece" },
      { id: "l2", unit: "pinch" },
    ]);
    expect(await untyped.selectFrom("recipes").select(["yield_unit"]).executeTakeFirst()).toEqual({ yield_unit: "piece" });
    expect(await untyped.selectFrom("shopping_list_lines").select(["sent_unit"]).executeTakeFirst()).toEqual({ sent_unit: "pack" });
  });

  it("can be undone to the old spellings an item's unit had", async () => {
    const untyped = await databaseBeforeUnitKeys();
    await migrateToLatest(db);
    await unitKeys.down(db as unknown as Kysely<unknown>);
    const items = await untyped.selectFrom("inventory_items").select(["id", "unit", "pack_unit"]).orderBy("id").execute();
    expect(items).toEqual([
      { id: "flour", unit: "gr", pack_unit: "kutu" },
      { id: "potato", unit: "kg", pack_unit: "piece" },
      { id: "salt", unit: "paket", pack_unit: null },
      { id: "wine", unit: "şişe", pack_unit: "şişe" },
    ]);
    expect(await untyped.selectFrom("shopping_list_lines").select(["sent_unit"]).executeTakeFirst()).toEqual({ sent_unit: "paket" });
  });
});
