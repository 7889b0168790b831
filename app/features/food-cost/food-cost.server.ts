import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { createCosting, type CostingRecipe } from "~/features/recipes/costing";
import { readCosting } from "~/features/recipes/recipes.server";
import { foodCostOf, portionLine, type CategoryRates, type FoodCost, type Portion } from "./food-cost";

type Executor = AppDatabase | Transaction<Database>;

/** A dish as its food cost needs it. */
export interface CostedDish {
  id: string;
  categoryId: string;
  priceKurus: number;
  recipe: { id: string; portion: Portion } | null;
}

/**
 * Each dish made from a recipe, with its food cost: its serving is costed as a line of a recipe of
 * its own, over the whole inventory and every recipe, so it is exact to the kuruş as the recipes
 * screen is. Dishes without a recipe are left out.
 */
export async function foodCostsOf(db: Executor, dishes: readonly CostedDish[], rates: ReadonlyMap<string, CategoryRates>): Promise<Record<string, FoodCost>> {
  const made = dishes.filter((dish): dish is CostedDish & { recipe: NonNullable<CostedDish["recipe"]> } => dish.recipe !== null);
  if (made.length === 0) return {};
  const { costingItems, costingRecipes } = await readCosting(db);
  const yields = new Map(costingRecipes.map((recipe) => [recipe.id, recipe.yield]));
  const servings: CostingRecipe[] = made.map((dish) => ({
    id: `serving:${dish.id}`,
    name: dish.id,
    yield: null,
    ingredients: [portionLine(dish.recipe.id, dish.recipe.portion, yields.get(dish.recipe.id) ?? null)],
  }));
  const costing = createCosting(costingItems, [...costingRecipes, ...servings]);
  const costs: Record<string, FoodCost> = {};
  for (const dish of made) {
    const categoryRates = rates.get(dish.categoryId);
    if (categoryRates) costs[dish.id] = foodCostOf(costing.costOf(`serving:${dish.id}`)!, dish.priceKurus, categoryRates);
  }
  return costs;
}
