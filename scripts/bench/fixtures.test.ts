import { parseWithZod } from "@conform-to/zod/v4";
import { afterEach, describe, expect, it } from "vitest";
import { readActiveDishes } from "../../app/features/menu/public-menu.server";
import { listInventoryItems } from "../../app/features/inventory/inventory.server";
import { listMenuForManagement } from "../../app/features/menu-management/menu-management.server";
import { loadMenuCosts } from "../../app/features/food-cost/food-cost.server";
import { loadRecipeScreen, updateRecipe } from "../../app/features/recipes/recipes.server";
import { recipeUpdateSchema } from "../../app/features/recipes/recipes";
import { openTestDatabase, type OpenTestDatabase } from "../../tests/support/prepared-database";
import { testEngines } from "../../tests/support/test-databases";
import { createBenchSession } from "./bench-session";
import { growMenu } from "./big-menu";
import { linkDishes } from "./food-cost";
import { insertInventory, inventoryFixture } from "./inventory-fixture";
import { fillMenu } from "./menu-management";
import { measureRecipeCosting, saveForm, seedKitchen } from "./recipes";

/**
 * `npm run bench` builds large databases straight from rows, bypassing the app's write path, so a
 * change of the schema can break a part unseen (a fixture once wrote a column a migration had
 * dropped). Here each part's fixture is built at a tiny size on today's schema, then read through
 * the app's own functions for the screen that part measures.
 */
describe("the bench's fixtures, tiny, on today's schema", () => {
  let open: OpenTestDatabase | undefined;
  afterEach(async () => {
    await open?.drop();
    open = undefined;
  });

  /** A database as the bench's servers leave it after their first start: migrated, the built-in menu loaded. */
  async function seeded() {
    open = await openTestDatabase("sqlite", "seeded");
    const { target } = open.database;
    if (target.engine !== "sqlite") throw new Error("the bench runs on SQLite");
    return { db: open.db, path: target.path };
  }

  // Read afresh each time: the rows go in behind the write path, which would have moved the menu's cache.
  const dishCount = async (db: OpenTestDatabase["db"]) => (await readActiveDishes(db)).reduce((sum, category) => sum + category.items.length, 0);

  it("part 4: the menu grown by copies of the built-in dishes, which guests' menu reads", async () => {
    const { db, path } = await seeded();
    const before = await dishCount(db);
    await growMenu(path, before + 7);
    expect(await dishCount(db)).toBe(before + 7);
  });

  it("part 5: inventory items and their session, which the inventory's list reads", async () => {
    const { db } = await seeded();
    const staff = await createBenchSession(db);
    const ids = await insertInventory(db, staff.userId, inventoryFixture(12));
    expect(ids).toHaveLength(12);
    expect((await listInventoryItems(db)).map((item) => item.id).sort()).toEqual([...ids].sort());
  });

  it.runIf(testEngines().includes("postgres"))("part 10: inventory items and their session on PostgreSQL, which the inventory's list reads", async () => {
    open = await openTestDatabase("postgres", "seeded");
    const staff = await createBenchSession(open.db);
    const ids = await insertInventory(open.db, staff.userId, inventoryFixture(12));
    expect((await listInventoryItems(open.db)).map((item) => item.id).sort()).toEqual([...ids].sort());
  });

  it("parts 6 and 9: the kitchen of items with packs and nested recipes, and dishes made from it, which the recipes' screen and 'Menu costs' read", async () => {
    const { db } = await seeded();
    const kitchen = await seedKitchen(db, { items: 30, recipes: 12 });
    expect(measureRecipeCosting(kitchen.items, kitchen.recipes).complete).toBeGreaterThan(0);
    const screen = await loadRecipeScreen(db, { selectedId: kitchen.recipes.at(-1)!.id, withChoices: true });
    expect(screen.rows).toHaveLength(12);
    expect(screen.detail?.id).toBe(kitchen.recipes.at(-1)!.id);
    // The saves part 6 times: forms the action takes, each a change (the next is at the version the one before made).
    for (const version of [1, 2, 3]) {
      const submission = parseWithZod(saveForm(kitchen.recipes.at(-1)!, version), { schema: recipeUpdateSchema("tr") });
      if (submission.status !== "success") throw new Error(`part 6's save form is refused: ${JSON.stringify(submission.error)}`);
      await updateRecipe(db, kitchen.staff.userId, submission.value);
    }
    const linked = await linkDishes(db, kitchen.recipes, 5);
    expect(linked).toHaveLength(5);
    const costs = await loadMenuCosts(db, { category: null, language: "en" });
    expect(costs.rows.filter((row) => row.recipeId !== null)).toHaveLength(5);
  });

  it("part 7: the menu replaced by categories of items, which Menu Management lists", async () => {
    const { db, path } = await seeded();
    const categories = await fillMenu(path, 2, 6);
    const menu = await listMenuForManagement(db);
    expect(menu.categories.map((category) => category.id)).toEqual(categories);
    expect(menu.items).toHaveLength(6);
  });
});
