import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { AppDatabase } from "~/db/connection.server";
import { lostReferenceAsConflict } from "~/db/errors";
import { lockFor, lockRow } from "~/db/locks.server";
import { heldPerDatabase } from "~/db/held-read.server";
import { publicContentVersion } from "~/db/public-content.server";
import type { Database } from "~/db/schema";
import { write, type Writer } from "~/db/write.server";
import { searchKey } from "~/lib/search-key";
import { localize, type Language } from "~/i18n/localize";
import { messageRef } from "~/i18n/message-ref";
import { AppError } from "~/lib/app-error";
import { declarationsOf, deletedSourceColumns, INGREDIENT_LINE_COLUMNS, loadDeclarations } from "~/features/allergens/allergens.server";
import { declarationsView } from "~/features/allergens/derivation";
import { byId, createCosting, cyclePathText, findCycle, longestNesting, type ById, type Costing, type CostingIngredient, type CostingItem, type CostingRecipe } from "./costing";
import { ingredientView, kurusOf, type IngredientView } from "./cost-view";
import { pricePointOf, pricesInEffect } from "~/features/inventory/price-history.server";
import { packOf, sameTerms } from "~/features/inventory/price-history";
import { startingUnit } from "./ingredient-choices";
import { MAX_NESTING, type RecipeDetail, type RecipeInput, type RecipeRow, type RecipeScreenData } from "./recipes";
import { unconfirmedUsers } from "~/lib/row-reference";

type Executor = AppDatabase | Transaction<Database>;

/** A recipe's saved lines as the costing reads them. */
function costingIngredientOf(row: { type: "inventory" | "recipe"; inventory_item_id: string | null; ingredient_recipe_id: string | null; quantity_milli: number; unit: string }): CostingIngredient {
  return { type: row.type, sourceId: row.type === "recipe" ? row.ingredient_recipe_id : row.inventory_item_id, quantityMilli: row.quantity_milli, unit: row.unit };
}

/** An inventory item's row as the costing reads it. */
export function costingItemOf(row: { id: string; name: string; unit: string; price_kurus: number; pack_unit: string | null; pack_amount_milli: number | null; pack_amount_unit: string | null }): CostingItem {
  return { id: row.id, name: row.name, unit: row.unit, priceKurus: row.price_kurus, pack: packOf(row) };
}

/**
 * Every item's price and every recipe with its lines, read in three queries, and the costing over
 * them: what the recipes screen shows, and what a dish's cost is worked out from (food-cost.server.ts).
 */
export async function readCosting(db: Executor) {
  const [items, recipes, ingredients] = await Promise.all([
    db.selectFrom("inventory_items").select(["id", "name", "vendor", "unit", "price_kurus", "pack_unit", "pack_amount_milli", "pack_amount_unit"]).execute(),
    db
      .selectFrom("recipes")
      .select(["id", "name", "category", "version", "yield_quantity_milli", "yield_unit"])
      .orderBy("created_at", "desc")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("recipe_ingredients")
      .select([...INGREDIENT_LINE_COLUMNS, "quantity_milli", "unit"])
      .orderBy("recipe_id")
      .orderBy("position")
      .execute(),
  ]);
  const ingredientsOf = new Map<string, typeof ingredients>();
  for (const row of ingredients) {
    const list = ingredientsOf.get(row.recipe_id);
    if (list) list.push(row);
    else ingredientsOf.set(row.recipe_id, [row]);
  }
  const costingRecipes: CostingRecipe[] = recipes.map((recipe) => ({
    id: recipe.id,
    name: recipe.name,
    yield: recipe.yield_quantity_milli && recipe.yield_unit ? { quantityMilli: recipe.yield_quantity_milli, unit: recipe.yield_unit } : null,
    ingredients: (ingredientsOf.get(recipe.id) ?? []).map(costingIngredientOf),
  }));
  const itemsById = byId(items.map(costingItemOf));
  return { items, recipes, ingredients, ingredientsOf, itemsById, costingRecipes, costing: createCosting(itemsById, costingRecipes) };
}

/** The inventory's prices and every recipe, as the costing reads them. */
export interface CostingInputs {
  /** Every item, by id. */
  itemsById: ById<CostingItem>;
  recipes: CostingRecipe[];
  /**
   * Every recipe's cost over these items, each worked out when first asked and kept with the inputs
   * while they are held. A costing over the same recipes takes from it what it shares (createCosting's
   * `sameAs`): a serving costs only its own line, and a price change only the recipes it reaches.
   */
  costing: Costing;
}

// Per database: the inputs and the public content version they were read at.
const inputsRead = new WeakMap<AppDatabase, CostingInputs & { version: string }>();

/**
 * The costing's inputs (docs/decisions/0032-price-history.md), read again only when the public
 * content's version has moved: every write to an inventory item or a recipe raises it (the write
 * path), so inputs read at a version hold until it moves, in every instance. The version is read
 * before the rows, so rows newer than their version can only make the next request read again.
 * Inside a write's transaction (`executor`), the version is the one before the write, the inputs
 * kept are what was committed before it, and the write's own changes are the caller's to apply;
 * what is read there is never kept, since it may be rolled back.
 */
export async function costingInputs(db: AppDatabase, executor: Executor = db): Promise<CostingInputs & { beforeTheWrite: boolean }> {
  const version = await publicContentVersion(executor);
  const known = inputsRead.get(db);
  if (known && known.version === version) {
    const { itemsById, recipes, costing } = known;
    return { itemsById, recipes, costing, beforeTheWrite: executor !== db };
  }
  const { itemsById, costingRecipes: recipes, costing } = await readCosting(executor);
  if (executor === db) inputsRead.set(db, { version, itemsById, recipes, costing });
  return { itemsById, recipes, costing, beforeTheWrite: false };
}

/** Every recipe's row on the recipes screen, with its cost, and what they were worked out from (readCosting). */
async function readRecipeList(db: AppDatabase) {
  const costing = await readCosting(db);
  const rows = costing.recipes.map((recipe): RecipeRow => {
    const cost = costing.costing.costOf(recipe.id)!;
    return {
      id: recipe.id,
      name: recipe.name,
      category: recipe.category,
      ingredientCount: cost.lines.length,
      costKurus: kurusOf(cost.total),
      complete: cost.complete,
      version: recipe.version,
    };
  });
  // What tells two items of one name apart, for the breakdown's lines (the costing holds no vendors).
  const vendorById = new Map(costing.items.map((item) => [item.id, item.vendor]));
  return { ...costing, rows, vendorById };
}

/**
 * The recipes screen's rows and what they were worked out from, held while nothing was written to
 * the database (heldPerDatabase): reading every item and recipe and costing them all was most of the
 * screen's server time. Shared while held: not to be changed.
 */
const recipeList = heldPerDatabase(readRecipeList);

/**
 * Everything the recipes screen shows: every recipe's cost (the costing sees the whole inventory and
 * every recipe, so a new price shows in every recipe that uses it, however deep), the breakdown of
 * the selected one (an item's line with its vendor), and what an ingredient may be (items with their
 * vendors, and recipes, with the unit a line starts in) when a form needs it.
 */
export async function loadRecipeScreen(db: AppDatabase, options: { selectedId: string | null; withChoices: boolean }): Promise<RecipeScreenData> {
  const { items, recipes, ingredients, ingredientsOf, costingRecipes, costing, rows, vendorById } = await recipeList(db);

  let detail: RecipeDetail | null = null;
  const selectedIndex = options.selectedId === null ? -1 : recipes.findIndex((recipe) => recipe.id === options.selectedId);
  if (selectedIndex >= 0) {
    const recipe = costingRecipes[selectedIndex]!;
    const cost = costing.costOf(recipe.id)!;
    const saved = ingredientsOf.get(recipe.id) ?? [];
    const usedBy = new Set(ingredients.filter((row) => row.ingredient_recipe_id === recipe.id && row.recipe_id !== recipe.id).map((row) => row.recipe_id));
    detail = {
      ...rows[selectedIndex]!,
      yield: recipe.yield,
      ingredients: await citePrices(db, cost.lines.map((line, index) => ingredientView(line, saved[index]?.name ?? null, (itemId) => vendorById.get(itemId)))),
      usedBy: recipes.filter((candidate) => usedBy.has(candidate.id)).map((candidate) => ({ id: candidate.id, name: candidate.name })),
      // Only a shown recipe needs them: the list does not read the menu.
      dishes: (await dishesMadeFrom(db, recipe.id)).map((dish) => ({ id: dish.id, name: { tr: dish.name_tr, en: dish.name_en } })),
      // Only a shown recipe needs the items' statements: the list does not read them.
      declarations: declarationsView((await declarationsOf(db, recipes, ingredients)).of(recipe.id)!),
    };
  }
  const choices: RecipeScreenData["choices"] = options.withChoices
    ? {
        items: items.map((item) => [item.id, item.name, item.vendor, item.unit, startingUnit({ type: "inventory", unit: item.unit, pack: packOf(item) })]),
        recipes: recipes.map((recipe) => [recipe.id, recipe.yield_unit, startingUnit({ type: "recipe", yieldUnit: recipe.yield_unit })]),
      }
    : null;
  return { rows, detail, choices };
}

/**
 * Each inventory line with the row of its item's price history that its price is: the newest, when
 * it holds the price, unit and pack the line was costed at (else none is cited).
 */
async function citePrices(db: Executor, lines: IngredientView[]): Promise<IngredientView[]> {
  const inEffect = await pricesInEffect(db, lines.flatMap((line) => (line.price?.type === "inventory" && line.sourceId ? [line.sourceId] : [])));
  return lines.map((line) => {
    if (line.price?.type !== "inventory" || !line.sourceId) return line;
    const row = inEffect.get(line.sourceId);
    const matches = row && row.price_kurus === line.price.priceKurus && sameTerms(pricePointOf(row), line.price);
    return matches ? { ...line, price: { ...line.price, since: { priceId: row.id, effectiveAt: row.effective_at, source: row.source } } } : line;
  });
}

interface IngredientRow {
  type: "inventory" | "recipe";
  sourceId: string;
  quantityMilli: number;
  unit: string;
  /** The source's name now, kept with the ingredient. */
  name: string;
}

const ingredientsForAudit = (rows: readonly Omit<IngredientRow, "name">[]) => ({
  ingredients: rows.map(({ type, sourceId, quantityMilli, unit }) => ({ type, sourceId, quantityMilli, unit })),
});

async function storedIngredients(trx: Transaction<Database>, recipeId: string) {
  const rows = await trx
    .selectFrom("recipe_ingredients")
    .select(["type", "inventory_item_id", "ingredient_recipe_id", "quantity_milli", "unit"])
    .where("recipe_id", "=", recipeId)
    .orderBy("position")
    .execute();
  return rows.map((row) => ({ type: row.type, sourceId: (row.type === "recipe" ? row.ingredient_recipe_id : row.inventory_item_id) ?? "", quantityMilli: row.quantity_milli, unit: row.unit }));
}

/**
 * The form's ingredients checked against the database, inside the write: every source must exist
 * ('Ingredient 2: Recipe is required' next to its field when it does not), and the recipe being
 * saved must not come to contain itself through them ('Sauce → Spice mix → Sauce').
 */
async function checkedIngredients(w: Writer, recipe: { id: string | null; name: string }, input: RecipeInput): Promise<IngredientRow[]> {
  const idsOf = (type: "inventory" | "recipe") => [...new Set(input.ingredients.filter((row) => row.type === type).map((row) => row.sourceId))];
  const itemIds = idsOf("inventory");
  const recipeIds = idsOf("recipe");
  const [items, recipes] = await Promise.all([
    itemIds.length === 0 ? [] : w.trx.selectFrom("inventory_items").select(["id", "name"]).where("id", "in", itemIds).execute(),
    recipeIds.length === 0 ? [] : w.trx.selectFrom("recipes").select(["id", "name"]).where("id", "in", recipeIds).execute(),
  ]);
  const names = new Map<string, string>([...items.map((row) => [`inventory:${row.id}`, row.name] as const), ...recipes.map((row) => [`recipe:${row.id}`, row.name] as const)]);
  const fieldErrors: Record<string, string[]> = {};
  const rows = input.ingredients.map((row, index) => {
    const name = names.get(`${row.type}:${row.sourceId}`);
    if (name === undefined) {
      const n = index + 1;
      if (row.type === "recipe") fieldErrors[`ingredients[${index}].recipeId`] = [messageRef("recipes.ingredientRecipeRequired", { n })];
      else fieldErrors[`ingredients[${index}].inventoryItemId`] = [messageRef("recipes.ingredientItemRequired", { n })];
    }
    return { ...row, name: name ?? "" };
  });
  if (Object.keys(fieldErrors).length > 0) throw new AppError("invalid", { fieldErrors });

  if (recipeIds.length > 0) await checkNesting(w, recipe, input, recipeIds);
  return rows;
}

/** A recipe's sub-recipes and the recipes it is used in, as stored. */
async function recipeLinks(trx: Transaction<Database>) {
  const edges = await trx.selectFrom("recipe_ingredients").select(["recipe_id", "ingredient_recipe_id"]).where("ingredient_recipe_id", "is not", null).execute();
  const children = new Map<string, string[]>();
  const parents = new Map<string, string[]>();
  const link = (map: Map<string, string[]>, from: string, to: string) => {
    const list = map.get(from);
    if (list) list.push(to);
    else map.set(from, [to]);
  };
  for (const edge of edges) {
    link(children, edge.recipe_id, edge.ingredient_recipe_id!);
    link(parents, edge.ingredient_recipe_id!, edge.recipe_id);
  }
  return { childrenOf: (id: string) => children.get(id) ?? [], parentsOf: (id: string) => parents.get(id) ?? [] };
}

const ELLIPSIS = "…";

/**
 * The recipe's sub-recipes checked against every stored link: it must not come to contain itself
 * ('Sauce → Spice mix → Sauce'), nor make a chain of sub-recipes longer than MAX_NESTING. A chain
 * already longer (written to the database by other means) does not stop a save that leaves it so.
 */
async function checkNesting(w: Writer, recipe: { id: string | null; name: string }, input: RecipeInput, recipeIds: readonly string[]): Promise<void> {
  const { childrenOf, parentsOf } = await recipeLinks(w.trx);
  // A new recipe is used in nothing yet: an id no row has stands for it.
  const id = recipe.id ?? randomUUID();
  // The recipe being saved is called by the name it is being saved with.
  const namesOf = async (ids: readonly string[]) => {
    const rows = await w.trx.selectFrom("recipes").select(["id", "name"]).where("id", "in", [...ids]).execute();
    const nameOf = new Map(rows.map((row) => [row.id, row.name]));
    return cyclePathText(ids.map((each) => (each === id ? recipe.name : each === ELLIPSIS ? each : (nameOf.get(each) ?? each))));
  };
  const ingredientIndex = (sourceId: string | undefined) => input.ingredients.findIndex((row) => row.type === "recipe" && row.sourceId === sourceId);

  // A new recipe has an id nobody refers to yet: only an edited one can close a cycle.
  if (recipe.id !== null) {
    const path = findCycle(recipe.id, recipeIds, childrenOf);
    if (path) {
      const text = await namesOf(path);
      const index = ingredientIndex(path[1]);
      throw new AppError("invalid", {
        detail: `cycle ${path.join(" > ")}`,
        message: messageRef("recipes.cycle", { path: text }),
        fieldErrors: { [`ingredients[${index}].recipeId`]: [messageRef("recipes.ingredientCycle", { n: index + 1, path: text })] },
      });
    }
  }

  const chain = longestNesting(id, recipeIds, childrenOf, parentsOf);
  if (chain.length <= MAX_NESTING) return;
  if (recipe.id !== null && longestNesting(id, childrenOf(id), childrenOf, parentsOf).length >= chain.length) return;
  // A chain stored far longer than the bound is named by its ends.
  const shown = chain.length <= MAX_NESTING + 1 ? chain : [...chain.slice(0, MAX_NESTING / 2), ELLIPSIS, ...chain.slice(-MAX_NESTING / 2)];
  const text = await namesOf(shown);
  const index = ingredientIndex(chain[chain.indexOf(id) + 1]);
  throw new AppError("invalid", {
    detail: `nesting ${chain.length} deep`,
    message: messageRef("recipes.tooDeep", { max: MAX_NESTING, path: text }),
    fieldErrors: { [`ingredients[${index}].recipeId`]: [messageRef("recipes.ingredientTooDeep", { n: index + 1, max: MAX_NESTING, path: text })] },
  });
}

async function replaceIngredients(w: Writer, recipeId: string, rows: readonly IngredientRow[]): Promise<void> {
  await w.trx.deleteFrom("recipe_ingredients").where("recipe_id", "=", recipeId).execute();
  if (rows.length === 0) return;
  await w.trx
    .insertInto("recipe_ingredients")
    .values(
      rows.map((row, position) => ({
        id: randomUUID(),
        recipe_id: recipeId,
        position,
        type: row.type,
        inventory_item_id: row.type === "inventory" ? row.sourceId : null,
        ingredient_recipe_id: row.type === "recipe" ? row.sourceId : null,
        quantity_milli: row.quantityMilli,
        unit: row.unit,
        name: row.name,
      })),
    )
    .execute();
}

const recipeColumns = (input: RecipeInput) => ({
  name: input.name,
  category: input.category,
  yield_quantity_milli: input.yield?.quantityMilli ?? null,
  yield_unit: input.yield?.unit ?? null,
});

/**
 * A write that changes which recipes contain which. The graph lock makes such writes take turns
 * (locks.server.ts); an inventory item deleted meanwhile (its own write takes no such turn) shows
 * as a foreign key refusing the link: someone else's change, answered as a conflict, not a crash.
 */
async function graphWrite<R>(db: AppDatabase, actorId: string, work: (w: Writer) => Promise<R>): Promise<R> {
  try {
    return await write(db, actorId, async (w) => {
      await lockFor(w.trx, "recipe-graph");
      return work(w);
    });
  } catch (error) {
    throw lostReferenceAsConflict(error);
  }
}

/**
 * Whether a recipe other than `exceptId` has this name, in any case and with Turkish letters folded,
 * as a search finds it. Two recipes of one name were told apart nowhere: the ingredient picker and
 * a dish's recipe list showed 'Milk stock' twice, and the cook had to guess which copy a dish's cost
 * and allergens came from. Read inside the recipe graph's turn (graphWrite), so two saves of one
 * name cannot both find it free. No unique index: a database may hold such names from before, which
 * stay editable, and a rename tells them apart (as for inventory items, decision 0043).
 */
async function recipeNameTaken(w: Writer, name: string, exceptId: string | null): Promise<boolean> {
  const key = searchKey(name.trim());
  const rows = await w.trx.selectFrom("recipes").select(["id", "name"]).execute();
  return rows.some((row) => row.id !== exceptId && searchKey(row.name.trim()) === key);
}

const recipeNameTakenError = () => new AppError("invalid", { fieldErrors: { name: ["recipes.nameTaken"] } });

export async function createRecipe(db: AppDatabase, actorId: string, input: RecipeInput): Promise<string> {
  return graphWrite(db, actorId, async (w) => {
    if (await recipeNameTaken(w, input.name, null)) throw recipeNameTakenError();
    const rows = await checkedIngredients(w, { id: null, name: input.name }, input);
    const recipe = await w.create("recipes", recipeColumns(input), { after: ingredientsForAudit(rows) });
    await replaceIngredients(w, recipe.id, rows);
    return recipe.id;
  });
}

export async function updateRecipe(db: AppDatabase, actorId: string, change: { id: string; version: number; input: RecipeInput }): Promise<void> {
  await graphWrite(db, actorId, async (w) => {
    const current = await w.get("recipes", change.id);
    if (current.version !== change.version) throw new AppError("stale");
    // Only a new name is checked: two recipes that share one from before can still be edited.
    if (searchKey(current.name.trim()) !== searchKey(change.input.name.trim()) && (await recipeNameTaken(w, change.input.name, change.id))) throw recipeNameTakenError();
    const rows = await checkedIngredients(w, { id: change.id, name: change.input.name }, change.input);
    const before = await storedIngredients(w.trx, change.id);
    await w.update("recipes", change.id, change.version, recipeColumns(change.input), { before: ingredientsForAudit(before), after: ingredientsForAudit(rows) });
    await replaceIngredients(w, change.id, rows);
  });
}

/** The dishes on the menu made from a recipe (menu_items.recipe_id), with the versions a write needs. */
async function dishesMadeFrom(db: Executor, recipeId: string) {
  return db.selectFrom("menu_items").select(["id", "name_tr", "name_en", "version"]).where("recipe_id", "=", recipeId).orderBy("name_tr").orderBy("id").execute();
}

/**
 * Deletes a recipe. The recipes that use it keep their ingredient, now missing (named as the
 * recipe was called, their cost incomplete, what it contains and may contain kept). The dishes on
 * the menu made from it lose their recipe and portion through the write path, each an edit of its
 * own (versioned, in its history), rather than by the foreign key's ON DELETE SET NULL, which the
 * dish's history would never show: without
 * a recipe a dish has no cost (Menu Costs says 'No recipe') and its allergens are what is stated on
 * it by hand (docs/decisions/0015-exact-recipe-costs.md).
 *
 * `confirmedUsers` and `confirmedDishes`: the recipes and dishes the person was told use it; one
 * more since then and the delete is refused, to be confirmed again. `language`: the page's, which
 * names the dishes in that refusal.
 */
export async function deleteRecipe(
  db: AppDatabase,
  actorId: string,
  target: { id: string; version: number; confirmedUsers: readonly string[]; confirmedDishes?: readonly string[]; language?: Language },
): Promise<void> {
  await graphWrite(db, actorId, async (w) => {
    // A dish being linked to it meanwhile is waited for and seen below; one linked after this finds it gone (locks.server.ts).
    await lockRow(w.trx, "recipes", target.id, "delete");
    const current = await w.get("recipes", target.id);
    if (current.version !== target.version) throw new AppError("stale");
    const [users, dishes] = await Promise.all([
      w.trx
        .selectFrom("recipe_ingredients")
        .innerJoin("recipes", "recipes.id", "recipe_ingredients.recipe_id")
        .select(["recipes.id", "recipes.name"])
        .distinct()
        .where("recipe_ingredients.ingredient_recipe_id", "=", target.id)
        .where("recipes.id", "!=", target.id)
        .orderBy("recipes.name")
        .execute(),
      dishesMadeFrom(w.trx, target.id),
    ]);
    const language = target.language ?? "tr";
    const unconfirmed = unconfirmedUsers(users, target.confirmedUsers);
    const unconfirmedDishes = unconfirmedUsers(
      dishes.map((dish) => ({ id: dish.id, name: localize({ tr: dish.name_tr, en: dish.name_en }, language) })),
      target.confirmedDishes ?? [],
    );
    const namesOf = (rows: readonly { name: string }[]) => rows.map((row) => row.name).join(", ");
    if (unconfirmed.length > 0 && unconfirmedDishes.length > 0) {
      throw new AppError("conflict", { message: messageRef("recipes.usedInAndByDishesChanged", { names: namesOf(unconfirmed), dishes: namesOf(unconfirmedDishes) }) });
    }
    if (unconfirmed.length > 0) throw new AppError("conflict", { message: messageRef("recipes.usedInChanged", { names: namesOf(unconfirmed) }) });
    if (unconfirmedDishes.length > 0) throw new AppError("conflict", { message: messageRef("recipes.usedByDishesChanged", { dishes: namesOf(unconfirmedDishes) }) });
    // Each dish as its form saves one without a recipe: no portion, and no record of what its
    // allergen reason covered of the recipe (migration 0019), which it no longer has.
    for (const dish of dishes) {
      await w.update("menu_items", dish.id, dish.version, { recipe_id: null, portion_kind: null, portion_milli: null, portion_unit: null, allergen_lowered: null });
    }
    // The ingredients that will miss it are named by what it is called now, and keep what it
    // contains and may contain (a sauce with butter still has it in the dishes made with it).
    if (users.length > 0) {
      const declared = (await loadDeclarations(w.trx)).of(target.id);
      await w.trx
        .updateTable("recipe_ingredients")
        .set({ name: current.name, ...(declared && deletedSourceColumns((key) => declared.declarations[key].state)) })
        .where("ingredient_recipe_id", "=", target.id)
        .execute();
    }
    const before = await storedIngredients(w.trx, target.id);
    await w.remove("recipes", target.id, target.version, { before: ingredientsForAudit(before) });
  });
}
