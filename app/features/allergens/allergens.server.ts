import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import type { Database } from "~/db/schema";
import { DECLARATIONS, declarationListOf, declarationListText, STATEMENT_COLUMNS, statementsOf, type Declaration, type Known, type Statement } from "~/lib/declarations";
import { createDeclarations, type Declarations, type DeclaringIngredient } from "./derivation";

type Executor = AppDatabase | Transaction<Database>;

/** An ingredient line as the database holds it, in its recipe's order. */
export interface IngredientLineRow {
  recipe_id: string;
  type: "inventory" | "recipe";
  inventory_item_id: string | null;
  ingredient_recipe_id: string | null;
  name: string | null;
  deleted_source_contains: string | null;
  deleted_source_may_contain: string | null;
}

/** The columns of IngredientLineRow, for a query reading them. */
export const INGREDIENT_LINE_COLUMNS = [
  "recipe_id",
  "type",
  "inventory_item_id",
  "ingredient_recipe_id",
  "name",
  "deleted_source_contains",
  "deleted_source_may_contain",
] as const satisfies readonly (keyof IngredientLineRow)[];

/**
 * The whole tree as the database holds it, ready to work out any recipe's declarations: every
 * item's statements, every recipe and its lines, each line named as its source is called now (or,
 * once deleted, as it was).
 */
export async function loadDeclarations(db: Executor): Promise<Declarations> {
  const [recipes, lines] = await Promise.all([
    db.selectFrom("recipes").select(["id", "name"]).execute(),
    db.selectFrom("recipe_ingredients").select(INGREDIENT_LINE_COLUMNS).orderBy("recipe_id").orderBy("position").execute(),
  ]);
  return declarationsOf(db, recipes, lines);
}

/** The same over recipes and lines a caller has read already (the recipes screen): only the items' statements are read. */
export async function declarationsOf(db: Executor, recipes: readonly { id: string; name: string }[], lines: readonly IngredientLineRow[]): Promise<Declarations> {
  const items = await db.selectFrom("inventory_items").select(["id", "name", ...STATEMENT_COLUMNS]).execute();
  const nameOf = new Map<string, string>([...items, ...recipes].map((source) => [source.id, source.name]));
  const byRecipe = new Map<string, { id: string; name: string; ingredients: DeclaringIngredient[] }>(recipes.map((recipe) => [recipe.id, { id: recipe.id, name: recipe.name, ingredients: [] }]));
  for (const line of lines) {
    const sourceId = line.type === "recipe" ? line.ingredient_recipe_id : line.inventory_item_id;
    byRecipe.get(line.recipe_id)?.ingredients.push({
      type: line.type,
      sourceId,
      name: (sourceId === null ? undefined : nameOf.get(sourceId)) ?? line.name ?? "",
      deletedSource:
        sourceId === null ? { contains: declarationListOf(line.deleted_source_contains), mayContain: declarationListOf(line.deleted_source_may_contain) } : null,
    });
  }
  return createDeclarations(
    items.map((item) => ({ id: item.id, name: item.name, statements: statementsOf(item) })),
    byRecipe.values(),
  );
}

/**
 * What the lines of a source about to be deleted keep of it (migration 0021): the declarations it
 * contains and may contain, by `stateOf` (an item's statements, or a recipe's worked-out declarations).
 */
export function deletedSourceColumns(stateOf: (key: Declaration) => Statement | Known): { deleted_source_contains: string; deleted_source_may_contain: string } {
  const keysIn = (state: "contains" | "may-contain") => DECLARATIONS.filter((key) => stateOf(key) === state);
  return { deleted_source_contains: declarationListText(keysIn("contains")), deleted_source_may_contain: declarationListText(keysIn("may-contain")) };
}
