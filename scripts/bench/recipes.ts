import { randomUUID } from "node:crypto";
import { openDatabase, type AppDatabase } from "../../app/db/connection.server";
import type { RecipeCategory } from "../../app/db/schema";
import { DECLARATIONS, STATEMENTS, type Declaration, type Statement } from "../../app/lib/declarations";
import { createDeclarations, type DeclaringItem } from "../../app/features/allergens/derivation";
import { createCosting, type CostingIngredient, type CostingItem, type CostingRecipe } from "../../app/features/recipes/costing";
import { RECIPE_CATEGORIES } from "../../app/features/recipes/recipes";
import { measureOf, type Pack } from "../../app/lib/units";
import { insertInventory, inventoryFixture } from "./inventory-fixture";
import { getOk } from "./http";
import { startAppServer } from "./processes";
import { cookieHeader, createBenchSession } from "./bench-session";
import { summarize, timeRequests, type Timing } from "./timing";
import { seededRandom } from "./seeded-random";

/**
 * Recipe Management at the issue's size: 5,000 inventory items and 1,000 recipes nested up to 6
 * deep, 10 ingredients each. Three numbers: computing every recipe's cost (target under 20 ms),
 * `/recipe-manager` rendered on the server (median under 100 ms), and saving a recipe, its cycle
 * check included (under 50 ms). Then the allergens: every recipe's declarations worked out (under
 * 20 ms), and an ingredient's declarations saved, with the public pages' invalidation (under 50 ms),
 * and the first `/menu` after it, which works out the dishes made from the recipes again. Part 6 of
 * `npm run bench`.
 */
export const RECIPE_ITEMS = 5_000;
export const RECIPES = 1_000;
export const LEVELS = 6;
export const INGREDIENTS_PER_RECIPE = 10;
const COSTING_RUNS = 30;
const RENDER_REQUESTS = 30;
const SAVES = 20;
/** Menu items made from a deepest recipe, so the menu after a declaration's save works the tree out. */
const DISHES_FROM_RECIPES = 50;

/** What a container of each inventory unit holds, so recipes can measure them otherwise. */
const PACKS: Record<string, Pack> = {
  pack: { unit: "pack", amountMilli: 500_000, amountUnit: "g" },
  box: { unit: "box", amountMilli: 1_000_000, amountUnit: "g" },
  bottle: { unit: "bottle", amountMilli: 700, amountUnit: "l" },
  bag: { unit: "bag", amountMilli: 10, amountUnit: "piece" },
};

/** A unit a recipe would use for an item in `unit` (with its pack, when it has one). */
const USE_UNITS: Record<string, string[]> = { mass: ["g", "kg"], volume: ["ml", "l", "tbsp", "tsp", "cup"], count: ["piece"] };
function unitToUseFor(unit: string, next: () => number): string {
  const measure = measureOf(PACKS[unit]?.amountUnit ?? unit).measure;
  const units = USE_UNITS[measure] ?? ["piece"];
  return units[Math.floor(next() * units.length)]!;
}

export interface FixtureRecipe extends CostingRecipe {
  category: RecipeCategory;
}

/**
 * `count` recipes in `LEVELS` levels: level 0 uses inventory items only; each recipe of a higher level
 * uses three recipes of the level below (so the deepest are nested `LEVELS` deep, with shared
 * sub-recipes: diamonds) and seven items, in units that convert. Half of them have a yield.
 */
export function recipeFixture(items: readonly Pick<CostingItem, "id" | "unit">[], count = RECIPES): FixtureRecipe[] {
  const next = seededRandom(20_260_901);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const perLevel = Math.ceil(count / LEVELS);
  const recipes: FixtureRecipe[] = [];
  for (let index = 0; index < count; index++) {
    const level = Math.floor(index / perLevel);
    const below = recipes.slice((level - 1) * perLevel, level * perLevel);
    const ingredients: CostingIngredient[] = [];
    for (let n = 0; n < INGREDIENTS_PER_RECIPE; n++) {
      if (level > 0 && n < 3) {
        // Up to a whole batch: in the yield's unit, or one or two batches of a recipe without one.
        const sub = pick(below);
        const quantityMilli = sub.yield ? 1 + Math.floor(next() * sub.yield.quantityMilli) : 1_000 * (1 + Math.floor(next() * 2));
        ingredients.push({ type: "recipe", sourceId: sub.id, quantityMilli, unit: sub.yield?.unit ?? "piece" });
      } else {
        // Up to two of the unit used: 2 g of a spice, 2 l of milk.
        const item = pick(items);
        ingredients.push({ type: "inventory", sourceId: item.id, quantityMilli: 1 + Math.floor(next() * 2_000), unit: unitToUseFor(item.unit, next) });
      }
    }
    const made = next() < 0.5 ? null : pick([{ quantityMilli: 2_000, unit: "l" }, { quantityMilli: 1_500_000, unit: "g" }, { quantityMilli: 12_000, unit: "piece" }]);
    recipes.push({ id: randomUUID(), name: `Tarif ${level}-${index}`, category: pick(RECIPE_CATEGORIES), yield: made, ingredients });
  }
  return recipes;
}

/** Every recipe's cost, `COSTING_RUNS` times, each from nothing (the loader makes a new costing per request). */
export function measureRecipeCosting(items: readonly CostingItem[], recipes: readonly CostingRecipe[]): Timing & { complete: number } {
  const times: number[] = [];
  let complete = 0;
  for (let run = 0; run < COSTING_RUNS; run++) {
    const started = performance.now();
    const costing = createCosting(items, recipes);
    complete = 0;
    for (const recipe of recipes) if (costing.costOf(recipe.id)!.complete) complete += 1;
    times.push(performance.now() - started);
  }
  return { ...summarize(times), complete };
}

/**
 * Every recipe's 16 declarations and two diets, `COSTING_RUNS` times, each from nothing (as a page
 * that shows them works them out): each item states each declaration at random, one in ten of them
 * left undeclared.
 */
export function measureRecipeDeclarations(items: readonly Pick<CostingItem, "id" | "name">[], recipes: readonly FixtureRecipe[]): Timing & { workedOut: number } {
  const next = seededRandom(20_261_126);
  const stated = (): Statement => (next() < 0.1 ? "undeclared" : STATEMENTS[Math.floor(next() * 3)]!);
  const declaring: DeclaringItem[] = items.map((item) => ({
    id: item.id,
    name: item.name,
    statements: {
      declarations: Object.fromEntries(DECLARATIONS.map((key) => [key, stated()])) as Record<Declaration, Statement>,
      animal: next() < 0.5 ? "yes" : "no",
      meatOrFish: next() < 0.9 ? "no" : "yes",
    },
  }));
  const names = new Map<string, string>([...items, ...recipes].map((source) => [source.id, source.name]));
  const declaringRecipes = recipes.map((recipe) => ({ id: recipe.id, name: recipe.name, ingredients: recipe.ingredients.map((ingredient) => ({ ...ingredient, name: names.get(ingredient.sourceId ?? "") ?? "" })) }));
  const times: number[] = [];
  let workedOut = 0;
  for (let run = 0; run < COSTING_RUNS; run++) {
    const started = performance.now();
    const declarations = createDeclarations(declaring, declaringRecipes);
    workedOut = 0;
    for (const recipe of recipes) if (declarations.of(recipe.id)) workedOut += 1;
    times.push(performance.now() - started);
  }
  return { ...summarize(times), workedOut };
}

async function insertRecipes(db: AppDatabase, actorId: string, recipes: readonly FixtureRecipe[]): Promise<void> {
  const now = new Date().toISOString();
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < recipes.length; start += 100) {
      const chunk = recipes.slice(start, start + 100);
      await trx
        .insertInto("recipes")
        .values(
          chunk.map((recipe) => ({
            id: recipe.id,
            name: recipe.name,
            category: recipe.category,
            yield_quantity_milli: recipe.yield?.quantityMilli ?? null,
            yield_unit: recipe.yield?.unit ?? null,
            created_at: now,
            updated_at: now,
            created_by: actorId,
            updated_by: actorId,
            version: 1,
          })),
        )
        .execute();
      await trx
        .insertInto("recipe_ingredients")
        .values(
          chunk.flatMap((recipe) =>
            recipe.ingredients.map((ingredient, position) => ({
              id: randomUUID(),
              recipe_id: recipe.id,
              position,
              type: ingredient.type,
              inventory_item_id: ingredient.type === "inventory" ? ingredient.sourceId : null,
              ingredient_recipe_id: ingredient.type === "recipe" ? ingredient.sourceId : null,
              quantity_milli: ingredient.quantityMilli,
              unit: ingredient.unit,
              name: null,
            })),
          ),
        )
        .execute();
    }
  });
}

export interface RecipesResult {
  items: number;
  recipes: number;
  costing: Timing & { complete: number };
  declarations: Timing & { workedOut: number };
  page: Timing & { htmlBytes: number };
  save: Timing;
  /** POST /inventory-manager.data: an item a deepest recipe uses, its milk 'contains' and 'does not contain' in turn. */
  declarationSave: Timing;
  /** The first GET /menu after each of those saves: the menu read again, its dishes' declarations worked out. */
  menuAfterSave: Timing & { dishesFromRecipes: number };
}

/** The form of an edit of `recipe` at `version`: as it is, but for its first quantity, a thousandth up at each odd version. */
export function saveForm(recipe: FixtureRecipe, version: number): URLSearchParams {
  const body = new URLSearchParams({ intent: "update", id: recipe.id, version: String(version), name: recipe.name, category: recipe.category });
  if (recipe.yield) {
    body.set("yieldQuantity", String(recipe.yield.quantityMilli / 1000));
    body.set("yieldUnit", recipe.yield.unit);
  }
  recipe.ingredients.forEach((ingredient, index) => {
    // Each save changes something: a save that changes nothing writes nothing (decision 0009), and would time no save.
    const quantityMilli = ingredient.quantityMilli + (index === 0 ? version % 2 : 0);
    body.set(`ingredients[${index}].type`, ingredient.type);
    body.set(`ingredients[${index}].${ingredient.type === "recipe" ? "recipeId" : "inventoryItemId"}`, ingredient.sourceId!);
    body.set(`ingredients[${index}].quantity`, String(quantityMilli / 1000));
    body.set(`ingredients[${index}].unit`, ingredient.unit);
  });
  return body;
}

/** The form of an edit that saves `item` as it is, at `priceKurus` (its own price unless given), with `extra` fields. */
export function inventoryForm(item: CostingItem & { vendor: string; category: string }, version: number, extra: Record<string, string> = {}, priceKurus = item.priceKurus): URLSearchParams {
  const price = `${Math.floor(priceKurus / 100)},${String(priceKurus % 100).padStart(2, "0")}`;
  return new URLSearchParams({ intent: "update", id: item.id, version: String(version), name: item.name, unit: item.unit, price, vendor: item.vendor, category: item.category, ...extra });
}

/** What seedKitchen made. */
export interface Kitchen {
  staff: Awaited<ReturnType<typeof createBenchSession>>;
  inputs: ReturnType<typeof inventoryFixture>;
  items: CostingItem[];
  recipes: FixtureRecipe[];
}

/**
 * A member of staff, RECIPE_ITEMS inventory items (containers with packs) and RECIPES recipes
 * nested LEVELS deep (or `size`'s, for the fixtures' test), straight into the database: the kitchen
 * the recipe and food cost parts measure.
 */
export async function seedKitchen(db: AppDatabase, size: { items: number; recipes: number } = { items: RECIPE_ITEMS, recipes: RECIPES }): Promise<Kitchen> {
  const staff = await createBenchSession(db);
  const inputs = inventoryFixture(size.items);
  const ids = await insertInventory(db, staff.userId, inputs);
  for (const pack of Object.values(PACKS)) {
    await db.updateTable("inventory_items").set({ pack_unit: pack.unit, pack_amount_milli: pack.amountMilli, pack_amount_unit: pack.amountUnit }).where("unit", "=", pack.unit).execute();
  }
  const items = inputs.map((input, index) => ({ id: ids[index]!, name: input.name, unit: input.unit, priceKurus: input.price, pack: PACKS[input.unit] ?? null }));
  const recipes = recipeFixture(items, size.recipes);
  await insertRecipes(db, staff.userId, recipes);
  return { staff, inputs, items, recipes };
}

/**
 * A fresh SQLite database: the server migrates and seeds it, stops; a member of staff, 5,000 items
 * (containers with packs) and 1,000 recipes go straight into it; the server starts again. Then the
 * costing is timed in this process, GET /recipe-manager over HTTP, and saves of a deepest recipe.
 */
export async function measureRecipes(port: number, databasePath: string): Promise<RecipesResult> {
  const seeding = await startAppServer(port, databasePath);
  await seeding.stop();
  const db = openDatabase({ engine: "sqlite", path: databasePath });
  let cookie: string;
  let recipes: FixtureRecipe[];
  let items: CostingItem[];
  let declaring: CostingItem & { vendor: string; category: string };
  let dishesFromRecipes: number;
  try {
    const kitchen = await seedKitchen(db);
    cookie = cookieHeader(kitchen.staff.cookie);
    ({ items, recipes } = kitchen);
    const { inputs } = kitchen;
    // The seeded menu's first dishes, each made from one of the deepest recipes.
    const deepest = recipes.slice(-DISHES_FROM_RECIPES);
    const dishes = await db.selectFrom("menu_items").select("id").where("is_active", "=", 1).orderBy("position").limit(DISHES_FROM_RECIPES).execute();
    for (const [index, dish] of dishes.entries()) await db.updateTable("menu_items").set({ recipe_id: deepest[index]!.id }).where("id", "=", dish.id).execute();
    dishesFromRecipes = dishes.length;
    // An item the deepest recipe uses directly, with a unit of its own (no pack to send).
    const used = recipes.at(-1)!.ingredients.flatMap((ingredient) => (ingredient.type === "inventory" ? [ingredient.sourceId] : []));
    const index = items.findIndex((item) => used.includes(item.id) && !item.pack);
    if (index < 0) throw new Error("the deepest recipe uses no item without a pack");
    declaring = { ...items[index]!, vendor: inputs[index]!.vendor, category: inputs[index]!.category };
  } finally {
    await db.destroy();
  }
  const costing = measureRecipeCosting(items, recipes);
  const declarations = measureRecipeDeclarations(items, recipes);

  const server = await startAppServer(port, databasePath);
  try {
    const url = `${server.url}/recipe-manager`;
    const headers = { "accept-language": "tr", "accept-encoding": "gzip", cookie };
    const first = await getOk(url, headers);
    const html = first.body.toString();
    if (!html.includes(recipes.at(-1)!.name)) throw new Error("GET /recipe-manager answered without the recipes: is the session cookie right?");
    for (let i = 0; i < 5; i++) await getOk(url, headers);
    const page = { ...(await timeRequests(url, headers, RENDER_REQUESTS)), htmlBytes: html.length };

    const deepest = recipes.at(-1)!;
    const times: number[] = [];
    for (let version = 1; version <= SAVES; version++) {
      const started = performance.now();
      const response = await fetch(url, { method: "POST", headers: { cookie, origin: server.url, "accept-language": "tr" }, body: saveForm(deepest, version), redirect: "manual" });
      await response.arrayBuffer();
      times.push(performance.now() - started);
      if (response.status !== 302) throw new Error(`saving a recipe answered ${response.status}`);
    }

    const menuUrl = `${server.url}/menu`;
    await getOk(menuUrl, { "accept-language": "tr" });
    const saveTimes: number[] = [];
    const menuTimes: number[] = [];
    for (let version = 1; version <= SAVES; version++) {
      const started = performance.now();
      // As the page's own form posts it: the action alone (`.data`); the page reloads its rows after, apart.
      const response = await fetch(`${server.url}/inventory-manager.data`, {
        method: "POST",
        headers: { cookie, origin: server.url, "accept-language": "tr" },
        body: inventoryForm(declaring, version, { allergen_milk: version % 2 === 1 ? "contains" : "free" }),
        redirect: "manual",
      });
      const answer = await response.text();
      saveTimes.push(performance.now() - started);
      // The inventory saves in place, answering with what the save did to the menu's food costs (a refused form is a 4xx).
      if (response.status !== 200 || !answer.includes('"report"')) throw new Error(`saving an item's declarations answered ${response.status}: ${answer.slice(0, 300)}`);
      const menuStarted = performance.now();
      await getOk(menuUrl, { "accept-language": "tr" });
      menuTimes.push(performance.now() - menuStarted);
    }
    return {
      items: items.length,
      recipes: recipes.length,
      costing,
      declarations,
      page,
      save: summarize(times),
      declarationSave: summarize(saveTimes),
      menuAfterSave: { ...summarize(menuTimes), dishesFromRecipes },
    };
  } finally {
    await server.stop();
  }
}
