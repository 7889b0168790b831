import { randomUUID } from "node:crypto";
import { beforeEach, describe, expect, it } from "vitest";
import { openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { write } from "~/db/write.server";
import { inventoryFormSchema } from "~/features/inventory/inventory";
import { updateInventoryItem } from "~/features/inventory/inventory.server";
import { listMenuForManagement } from "~/features/menu-management/menu-management.server";
import { priceSaveEffects } from "./price-changes.server";

describe.each(testEngines())("food costs in Menu Management on %s", (engine) => {
  let db: AppDatabase;
  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
  });

  it("a sauce shared by two dishes: one price change moves both, each against its category's rates", async () => {
    const { butterId, butterVersion, dishes } = await write(db, null, async (w) => {
      const butter = await w.create("inventory_items", { name: "Tereyağı", unit: "kg", price_kurus: 40_000, vendor: "Metro", category: "food" });
      const potato = await w.create("inventory_items", { name: "Patates", unit: "kg", price_kurus: 2_000, vendor: "Pazar", category: "food" });
      // The sauce makes 1 l: 250 g of butter, 100 ₺.
      const sauce = await w.create("recipes", { name: "Sos", category: "sauce", yield_quantity_milli: 1_000, yield_unit: "l" });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: randomUUID(), recipe_id: sauce.id, position: 0, type: "inventory", inventory_item_id: butter.id, ingredient_recipe_id: null, quantity_milli: 250, unit: "kg", name: null })
        .execute();
      // A kumpir: 500 g of potato (10 ₺) and 100 ml of the sauce (10 ₺).
      const kumpir = await w.create("recipes", { name: "Kumpir", category: "main", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values([
          { id: randomUUID(), recipe_id: kumpir.id, position: 0, type: "inventory", inventory_item_id: potato.id, ingredient_recipe_id: null, quantity_milli: 500, unit: "kg", name: null },
          { id: randomUUID(), recipe_id: kumpir.id, position: 1, type: "recipe", inventory_item_id: null, ingredient_recipe_id: sauce.id, quantity_milli: 100_000, unit: "ml", name: null },
        ])
        .execute();
      const food = await w.create("menu_categories", { id: "fc-food", name_tr: "Yemek", name_en: "Food", position: 90, is_active: 1, vat_rate_bp: 1000, food_cost_target_bp: 3000 });
      const sides = await w.create("menu_categories", { id: "fc-sides", name_tr: "Yan", name_en: "Sides", position: 91, is_active: 1, vat_rate_bp: null, food_cost_target_bp: null });
      const dish = (categoryId: string, name: string, price: number, recipeId: string, portion: { kind: string; milli: number | null; unit: string | null }) =>
        w.create("menu_items", {
          category_id: categoryId, name_tr: name, name_en: name, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
          price_kurus: price, position: 0, is_active: 1, recipe_id: recipeId, portion_kind: portion.kind as "batch", portion_milli: portion.milli, portion_unit: portion.unit,
        });
      // 20 ₺ at 88 ₺ with 10 % VAT: 20 × 1.1 ÷ 88 = 25 %.
      const plate = await dish(food.id, "Kumpir", 8_800, kumpir.id, { kind: "batch", milli: null, unit: null });
      // A glass of sauce, 200 ml (20 ₺), at 55 ₺ with the default 10 % VAT: 40 %, over the default 30 %.
      const glass = await dish(sides.id, "Sos bardağı", 5_500, sauce.id, { kind: "amount", milli: 200_000, unit: "ml" });
      return { butterId: butter.id, butterVersion: butter.version, dishes: { plate: plate.id, glass: glass.id } };
    });

    const before = (await listMenuForManagement(db)).foodCosts;
    expect(before[dishes.plate]).toEqual({ kind: "known", costKurus: "2000", tenths: 250, targetTenths: 300, over: false });
    expect(before[dishes.glass]).toEqual({ kind: "known", costKurus: "2000", tenths: 400, targetTenths: 300, over: true });

    // A target of its own, 50 %, stands over the category's: the glass is under it.
    const glass = await db.selectFrom("menu_items").select("version").where("id", "=", dishes.glass).executeTakeFirstOrThrow();
    await write(db, null, (w) => w.update("menu_items", dishes.glass, glass.version, { food_cost_target_bp: 5000 }));
    expect((await listMenuForManagement(db)).foodCosts[dishes.glass]).toEqual({ kind: "known", costKurus: "2000", tenths: 400, targetTenths: 500, over: false });

    // Butter doubles, saved from its form: the sauce's 10 ₺ in the kumpir is 20 ₺ now (30 ₺ in all:
    // 37.5 %), the glass's 40 ₺ (80 %). The costing's inputs were read by the screen above, before
    // the save: the save's reply counts its own new price in them.
    const cook = await write(db, null, (w) => w.create("users", { subject: null, email: "cook@food-cost.test", display_name: "Aşçı", photo_url: null, role: "staff", is_active: 1, last_login_at: null }));
    const input = inventoryFormSchema("en").parse({ name: "Tereyağı", unit: "kg", price: "800", vendor: "Metro", category: "food" });
    const { effects } = await updateInventoryItem(db, cook.id, { id: butterId, version: butterVersion, input }, priceSaveEffects(db, "en"));
    expect(effects!.map((dish) => [dish.id, dish.before.kind === "known" && dish.before.tenths, dish.after.kind === "known" && dish.after.tenths, dish.changeTenths])).toEqual([
      [dishes.glass, 400, 800, 400],
      [dishes.plate, 250, 375, 125],
    ]);
    const after = (await listMenuForManagement(db)).foodCosts;
    expect(after[dishes.plate]).toEqual({ kind: "known", costKurus: "3000", tenths: 375, targetTenths: 300, over: true });
    expect(after[dishes.glass]).toMatchObject({ costKurus: "4000", tenths: 800, targetTenths: 500, over: true });
  });
});
