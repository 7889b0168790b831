import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { STATEMENT_COLUMNS, statementsOf } from "~/lib/declarations";
import { createDeclarations, type Declarations, type DeclaringRecipe } from "./derivation";

type Executor = AppDatabase | Transaction<Database>;

/**
 * The whole tree as the database holds it, ready to work out any recipe's declarations: every
 * item's statements, every recipe and its lines, each line named as its source is called now (or,
 * once deleted, as it was).
 */
export async function loadDeclarations(db: Executor): Promise<Declarations> {
  const [items, recipes, lines] = await Promise.all([
    db.selectFrom("inventory_items").select(["id", "name", ...STATEMENT_COLUMNS]).execute(),
    db.selectFrom("recipes").select(["id", "name"]).execute(),
    db.selectFrom("recipe_ingredients").select(["recipe_id", "type", "inventory_item_id", "ingredient_recipe_id", "name"]).orderBy("recipe_id").orderBy("position").execute(),
  ]);
  const nameOf = new Map<string, string>([...items, ...recipes].map((source) => [source.id, source.name]));
  const byRecipe = new Map<string, DeclaringRecipe>(recipes.map((recipe) => [recipe.id, { id: recipe.id, name: recipe.name, ingredients: [] }]));
  for (const line of lines) {
    const sourceId = line.type === "recipe" ? line.ingredient_recipe_id : line.inventory_item_id;
    const ingredients = byRecipe.get(line.recipe_id)?.ingredients as DeclaringRecipe["ingredients"][number][] | undefined;
    ingredients?.push({ type: line.type, sourceId, name: (sourceId === null ? undefined : nameOf.get(sourceId)) ?? line.name ?? "" });
  }
  return createDeclarations(
    items.map((item) => ({ id: item.id, name: item.name, statements: statementsOf(item) })),
    byRecipe.values(),
  );
}
