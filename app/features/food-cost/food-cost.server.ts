import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import { heldPerDatabase } from "~/db/held-read.server";
import type { Database } from "~/db/schema";
import { createCosting, type RecipeCost } from "~/features/recipes/costing";
import { costingInputs } from "~/features/recipes/recipes.server";
import type { Language } from "~/i18n/localize";
import { servingId, withServings, type ImpactDish } from "./price-impact";
import { categoryRates, dishRates, foodCostOf, menuCostRow, portionOf, sortMenuCosts, type CostedDish, type MenuCostRow } from "./food-cost";

type Executor = AppDatabase | Transaction<Database>;

/**
 * The cost of each dish's serving, made from a recipe: costed as a line of a recipe of its own, over
 * the whole inventory and every recipe, so it is exact to the kuruş as the recipes screen is. Dishes
 * without a recipe are left out; without any, nothing is read. Menu Management keeps them for the
 * item form's 'what if', so one load costs the menu once.
 */
export async function costServings(db: AppDatabase, dishes: readonly CostedDish[]): Promise<Map<string, RecipeCost>> {
  const made = dishes.filter((dish): dish is CostedDish & { recipe: NonNullable<CostedDish["recipe"]> } => dish.recipe !== null);
  if (made.length === 0) return new Map();
  const { itemsById, recipes, costing: held } = await costingInputs(db);
  // Each serving is costed here; its recipe's cost is the held costing's (CostingInputs).
  const costing = createCosting(itemsById, withServings(made, recipes), held.costOf);
  return new Map(made.map((dish) => [dish.id, costing.costOf(servingId(dish.id))!]));
}

/**
 * The 'Menu costs' report: every dish on the menu (active, in an active category), with its price,
 * net price, cost, food cost, target and margin; those without a recipe too, as having no cost.
 * Of one category when `category` names one of them (else of all: `category` null), in the
 * report's order for `language` (sortMenuCosts): what the screen shows and the CSV holds.
 */
/**
 * Every dish on the menu (active, in an active category) with its category and its rates, and the
 * active categories in the menu's order: what the report and a price change's effects start from.
 */
export async function readMenuDishes(db: Executor) {
  const [categories, items] = await Promise.all([
    db
      .selectFrom("menu_categories")
      .select(["id", "name_tr", "name_en", "vat_rate_bp", "food_cost_target_bp"])
      .where("is_active", "=", 1)
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("menu_items")
      .select(["id", "category_id", "name_tr", "name_en", "price_kurus", "recipe_id", "portion_kind", "portion_milli", "portion_unit", "food_cost_target_bp"])
      .where("is_active", "=", 1)
      .execute(),
  ]);
  const byId = new Map(categories.map((category) => [category.id, { id: category.id, name: { tr: category.name_tr, en: category.name_en }, rates: categoryRates(category) }]));
  const dishes = items.flatMap((item) => {
    const category = byId.get(item.category_id);
    return category ? [{ item, category, dish: { id: item.id, categoryId: item.category_id, priceKurus: item.price_kurus, recipe: item.recipe_id ? { id: item.recipe_id, portion: portionOf(item) } : null, foodCostTargetBp: item.food_cost_target_bp } satisfies CostedDish }] : [];
  });
  return { categories: byId, dishes };
}

/** The dishes on the menu made from a recipe, as a price change's effects need them. */
export async function readImpactDishes(db: Executor): Promise<ImpactDish[]> {
  const { dishes } = await readMenuDishes(db);
  return dishes.flatMap(({ item, category, dish }) =>
    dish.recipe ? [{ id: dish.id, name: { tr: item.name_tr, en: item.name_en }, priceKurus: dish.priceKurus, rates: dishRates(category.rates, dish.foodCostTargetBp), recipe: dish.recipe }] : [],
  );
}

export async function loadMenuCosts(
  db: AppDatabase,
  options: { category: string | null; language: Language },
): Promise<{ categories: { id: string; name: { tr: string; en: string } }[]; category: string | null; rows: MenuCostRow[] }> {
  const { byId, rows } = await menuCostRows(db);
  const category = options.category !== null && byId.has(options.category) ? options.category : null;
  return {
    categories: [...byId.values()].map(({ id, name }) => ({ id, name })),
    category,
    rows: sortMenuCosts(category ? rows.filter((row) => row.category.id === category) : rows, options.language),
  };
}

/** Every dish made from a recipe, as the report's rows, in no order, and the categories by id. */
async function readMenuCostRows(db: AppDatabase) {
  const { categories: byId, dishes } = await readMenuDishes(db);
  const servings = await costServings(db, dishes.map(({ dish }) => dish));
  const rows = dishes.map(({ item, category, dish }) => {
    const serving = servings.get(dish.id) ?? null;
    return menuCostRow(
      {
        id: item.id,
        name: { tr: item.name_tr, en: item.name_en },
        category: { id: category.id, name: category.name },
        recipeId: item.recipe_id,
        priceKurus: item.price_kurus,
        cost: serving ? foodCostOf(serving, item.price_kurus, dishRates(category.rates, item.food_cost_target_bp)) : null,
      },
      serving?.total ?? null,
      category.rates.vatBp,
    );
  });
  return { byId, rows };
}

/**
 * The report's rows, held while nothing was written to the database (heldPerDatabase): costing every
 * dish was most of the report's server time. Shared while held: not to be changed (loadMenuCosts
 * filters and sorts copies).
 */
const menuCostRows = heldPerDatabase(readMenuCostRows);
