import type { AppDatabase } from "~/db/connection.server";
import type { Selectable } from "kysely";
import type { MenuCategoryTable, MenuItemTable, PortionKind, StatementColumns } from "~/db/schema";
import { loadDeclarations } from "~/features/allergens/allergens.server";
import { declarationsView, type RecipeDeclarations } from "~/features/allergens/derivation";
import { dishDeclarations, formatLoweredFrom, parseLoweredFrom } from "~/features/allergens/dish";
import { statementInput } from "~/features/allergens/statement-fields";
import { isUndeclared, STATEMENT_COLUMNS, type Declaration, statementColumns, statementsOf, undeclaredStatements } from "~/lib/declarations";
import { heldPerDatabase } from "~/db/held-read.server";
import { lockFor, lockRow } from "~/db/locks.server";
import { write, type Writer } from "~/db/write.server";
import type { MenuImage } from "~/features/menu-images/menu-images";
import { applyImageChange, auditedImage, currentImage, imageAfter, readMenuImages, type ImageChange } from "~/features/menu-images/menu-images.server";
import type { Language } from "~/i18n/localize";
import { sortByName } from "~/lib/names";
import { slugify } from "~/lib/slug";
import { referencedIds, RESTORED_FROM_KEY, type HistoryEntry, type HistoryField } from "~/db/history";
import { restoredColumns } from "./restore";
import { CATEGORY_TEXT_COLUMNS, ITEM_TEXT_COLUMNS, outdatedTextsAfter, parseOutdatedTexts, storedOutdatedTexts, type TextColumns } from "./translation-review";
import { namesWhenDeleted, versionAfter } from "~/db/history.server";
import { AppError } from "~/lib/app-error";
import { categoryRates, foodCostsOf, portionOf, servingCostOf, type FoodCost } from "~/features/food-cost/food-cost";
import { costServings } from "~/features/food-cost/food-cost.server";
import type { RecipeCost } from "~/features/recipes/costing";
import type { CategoryInput, DeletedNames, DishFormData, ManagedCategory, ManagedMenuItem, MenuItemInput } from "./menu-management";

/**
 * Every category and item, active or not, in position order: what Menu Management shows, with the
 * food cost of each dish made from a recipe and its serving's cost (`servings`, for the item form).
 */
export async function listMenuForManagement(
  db: AppDatabase,
): Promise<{ categories: ManagedCategory[]; items: ManagedMenuItem[]; foodCosts: Record<string, FoodCost>; servings: ReadonlyMap<string, RecipeCost> }> {
  const [categories, items, images] = await Promise.all([
    db
      .selectFrom("menu_categories")
      .select(["id", "version", "name_tr", "name_en", "position", "is_active", "vat_rate_bp", "food_cost_target_bp", "outdated_texts"])
      .orderBy("position")
      .orderBy("id")
      .execute(),
    db
      .selectFrom("menu_items")
      .select([
        "id",
        "version",
        "category_id",
        "name_tr",
        "name_en",
        "secondary_tr",
        "secondary_en",
        "description_tr",
        "description_en",
        "price_kurus",
        "position",
        "is_active",
        "recipe_id",
        "portion_kind",
        "portion_milli",
        "portion_unit",
        "allergen_reason",
        "food_cost_target_bp",
        "outdated_texts",
        ...STATEMENT_COLUMNS,
      ])
      .orderBy("position")
      .orderBy("id")
      .execute(),
    readMenuImages(db),
  ]);
  const managedCategories = categories.map(toManagedCategory);
  const managedItems = items.map((item) => toManagedItem(item, images.get(item.id) ?? null));
  const servings = await costServings(db, managedItems);
  const foodCosts = foodCostsOf(servings, managedItems, new Map(managedCategories.map((category) => [category.id, category.rates])));
  return { categories: managedCategories, items: managedItems, foodCosts, servings };
}

/**
 * listMenuForManagement held while nothing was written to the database (heldPerDatabase): reading
 * 2,000 items and working out each dish's food cost was most of Menu Management's server time.
 * Shared while held: not to be changed.
 */
export const heldMenuForManagement = heldPerDatabase(listMenuForManagement);

function toManagedCategory(
  row: Pick<MenuCategoryTable, "id" | "version" | "name_tr" | "name_en" | "position" | "is_active" | "vat_rate_bp" | "food_cost_target_bp"> & { outdated_texts: string | null },
): ManagedCategory {
  return {
    id: row.id,
    version: row.version,
    name: { tr: row.name_tr, en: row.name_en },
    position: row.position,
    isActive: row.is_active === 1,
    rates: categoryRates(row),
    outdatedTexts: parseOutdatedTexts(row.outdated_texts, CATEGORY_TEXT_COLUMNS),
  };
}

type ItemRow = Selectable<Omit<MenuItemTable, "created_at" | "updated_at" | "created_by" | "updated_by" | "sold_out" | "sold_out_until" | "allergen_lowered">>;

/** A row's recipe and portion, or null. */
function dishRecipe(row: Pick<ItemRow, "recipe_id" | "portion_kind" | "portion_milli" | "portion_unit">): ManagedMenuItem["recipe"] {
  return row.recipe_id ? { id: row.recipe_id, portion: portionOf(row) } : null;
}

function toManagedItem(row: ItemRow, image: MenuImage | null): ManagedMenuItem {
  return {
    id: row.id,
    version: row.version,
    categoryId: row.category_id,
    name: { tr: row.name_tr, en: row.name_en },
    secondary: { tr: row.secondary_tr ?? "", en: row.secondary_en ?? "" },
    description: { tr: row.description_tr ?? "", en: row.description_en ?? "" },
    priceKurus: row.price_kurus,
    image,
    position: row.position,
    isActive: row.is_active === 1,
    recipe: dishRecipe(row),
    statements: statementsOf(row),
    allergenReason: row.allergen_reason ?? "",
    foodCostTargetBp: row.food_cost_target_bp,
    outdatedTexts: parseOutdatedTexts(row.outdated_texts, ITEM_TEXT_COLUMNS),
  };
}

const flag = (value: boolean) => (value ? 1 : 0);
const orNull = (text: string) => (text === "" ? null : text);

/**
 * The brief: a new item goes after the others of its category, max position + 1 (0 if none). Its
 * caller holds the "menu-places" lock, taken before the category's row, so two dishes added at once
 * each get a place of their own.
 */
async function nextItemPosition(w: Writer, categoryId: string): Promise<number> {
  const row = await w.trx
    .selectFrom("menu_items")
    .select((eb) => eb.fn.max<number | null>("position").as("max"))
    .where("category_id", "=", categoryId)
    .executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

/** The same for a new category, among all categories; its caller holds the "menu-places" lock. */
async function nextCategoryPosition(w: Writer): Promise<number> {
  const row = await w.trx.selectFrom("menu_categories").select((eb) => eb.fn.max<number | null>("position").as("max")).executeTakeFirst();
  return row?.max == null ? 0 : Number(row.max) + 1;
}

function itemColumns(input: MenuItemInput) {
  return {
    category_id: input.categoryId,
    name_tr: input.nameTr,
    name_en: input.nameEn,
    secondary_tr: orNull(input.secondaryTr),
    secondary_en: orNull(input.secondaryEn),
    description_tr: orNull(input.descriptionTr),
    description_en: orNull(input.descriptionEn),
    price_kurus: input.price,
    food_cost_target_bp: input.foodCostTarget,
  };
}

/**
 * The dish's recipe and its statements by hand, as columns, checked against the recipe: it must
 * exist, an amount needs the recipe's yield (its measure is the yield's), and a statement by hand
 * that takes away what the recipe declares needs a reason (docs/decisions/0030-allergens.md).
 * `current`: the row before an edit, whose statements a form that leaves some out keeps.
 */
async function dishColumns(w: Writer, input: MenuItemInput, current: StatementColumns | null) {
  const fieldErrors: Record<string, string[]> = {};
  let recipeColumns = { recipe_id: null as string | null, portion_kind: null as PortionKind | null, portion_milli: null as number | null, portion_unit: null as string | null };
  let derived: RecipeDeclarations | null = null;
  if (input.recipe) {
    // The recipe stays until this write ends: one being deleted meanwhile is waited for, then missing (locks.server.ts).
    const exists = await lockRow(w.trx, "recipes", input.recipe.id, "refer");
    const recipe = exists ? await w.trx.selectFrom("recipes").select(["id", "yield_unit"]).where("id", "=", input.recipe.id).executeTakeFirst() : undefined;
    const { kind, milli } = input.recipe.portion;
    if (!recipe) fieldErrors.recipeId = ["menuManagement.recipeMissing"];
    else if (kind === "amount" && !recipe.yield_unit) fieldErrors.portionKind = ["menuManagement.portionNeedsYield"];
    else recipeColumns = { recipe_id: recipe.id, portion_kind: kind, portion_milli: milli, portion_unit: kind === "amount" ? recipe.yield_unit : kind === "pieces" ? "piece" : null };
  }
  const stated = statementInput(input);
  const byHand = statementsOf({ ...(current ?? statementColumns(undeclaredStatements())), ...stated });
  // Only a statement by hand can take something away: without one the tree is not read.
  if (recipeColumns.recipe_id && !isUndeclared(byHand)) derived = (await loadDeclarations(w.trx)).of(recipeColumns.recipe_id) ?? null;
  const { lowered, loweredFrom } = dishDeclarations(input.nameTr, derived, byHand);
  if (lowered.length > 0 && input.allergenReason === "") fieldErrors.allergenReason = ["menuManagement.reasonRequired"];
  if (Object.keys(fieldErrors).length > 0) throw new AppError("invalid", { fieldErrors });
  // The reason covers what the recipe declares now; should it declare more later, guests are told so.
  return { ...recipeColumns, ...stated, allergen_reason: orNull(input.allergenReason), allergen_lowered: formatLoweredFrom(loweredFrom) };
}

/**
 * The category must exist: a removed one (another admin's delete) is a "not-found", not a crash.
 * It stays until this write ends: a delete under way is waited for (locks.server.ts).
 */
async function requireCategory(w: Writer, categoryId: string) {
  if (!(await lockRow(w.trx, "menu_categories", categoryId, "refer"))) throw new AppError("not-found", { detail: `menu_categories ${categoryId}` });
}

/** A new item, with its image if one came with it: one transaction. */
export async function createMenuItem(db: AppDatabase, actorId: string, input: MenuItemInput, image: ImageChange = { kind: "keep" }): Promise<{ id: string }> {
  return write(db, actorId, async (w) => {
    // The place's lock before the category's row: the order a menu import takes them in.
    await lockFor(w.trx, "menu-places");
    await requireCategory(w, input.categoryId);
    const position = await nextItemPosition(w, input.categoryId);
    const dish = await dishColumns(w, input, null);
    const row = await w.create("menu_items", { ...itemColumns(input), ...dish, position, is_active: 1 }, { after: auditedImage(imageAfter(image, null)) });
    await applyImageChange(w, row.id, image);
    return { id: row.id };
  });
}

/**
 * An edit; `image` replaces or removes the item's image, or keeps it (no new file). The old
 * variants go in the same transaction as the edit, which a stale version refuses whole.
 */
export async function updateMenuItem(
  db: AppDatabase,
  actorId: string,
  change: { id: string; version: number; input: MenuItemInput; image?: ImageChange; stillCorrect?: boolean },
): Promise<void> {
  const image = change.image ?? { kind: "keep" };
  await write(db, actorId, async (w) => {
    const current = await w.get("menu_items", change.id);
    // Moving to another category takes a place at its end: that lock first, as a menu import does.
    if (current.category_id !== change.input.categoryId) await lockFor(w.trx, "menu-places");
    await requireCategory(w, change.input.categoryId);
    // Moved to another category by the form: it goes to the end of that one.
    const position = current.category_id === change.input.categoryId ? current.position : await nextItemPosition(w, change.input.categoryId);
    const before = await currentImage(w, change.id);
    const dish = await dishColumns(w, change.input, current);
    const columns = itemColumns(change.input);
    await w.update(
      "menu_items",
      change.id,
      change.version,
      { ...columns, ...dish, position, outdated_texts: change.stillCorrect ? null : outdatedAfter(ITEM_TEXT_COLUMNS, current, columns) },
      { before: auditedImage(before), after: auditedImage(imageAfter(image, before)) },
    );
    await applyImageChange(w, change.id, image);
  });
}

/**
 * Puts an item back as one entry of its history left it (restore.ts: all that its form edits, its
 * recipe, portion and allergen statements included): a change like any other, with its own history
 * entry naming the version it restored. The image stays as it is now: a replaced image's variants
 * are gone (docs/decisions/0017); so does sold out, tonight's fact (docs/decisions/0034). A version
 * whose category or recipe was deleted since is refused, writing nothing.
 */
export async function restoreMenuItem(db: AppDatabase, actorId: string, change: { id: string; version: number; auditId: string }): Promise<void> {
  await write(db, actorId, async (w) => {
    const current = await w.get("menu_items", change.id);
    const earlier = await versionAfter(w.trx, "menu_items", change.id, change.auditId);
    const snapshot = earlier && restoredColumns(earlier.row);
    if (!earlier || !snapshot) throw new AppError("not-found", { message: "menuManagement.versionGone" });
    if (current.category_id !== snapshot.category_id) await lockFor(w.trx, "menu-places");
    if (!(await lockRow(w.trx, "menu_categories", snapshot.category_id, "refer"))) throw new AppError("conflict", { message: "menuManagement.versionCategoryGone" });
    // The recipe stays until this write ends, as for the form's save (dishColumns).
    if (snapshot.recipe_id && !(await lockRow(w.trx, "recipes", snapshot.recipe_id, "refer"))) throw new AppError("conflict", { message: "menuManagement.versionRecipeGone" });
    const position = current.category_id === snapshot.category_id ? current.position : await nextItemPosition(w, snapshot.category_id);
    const image = auditedImage(await currentImage(w, change.id));
    await w.update(
      "menu_items",
      change.id,
      change.version,
      { ...snapshot, position, outdated_texts: outdatedAfter(ITEM_TEXT_COLUMNS, current, snapshot) },
      { before: image, after: { ...image, [RESTORED_FROM_KEY]: earlier.at } },
    );
  });
}

/** Deletes an item; its image's variants go with it (foreign key, cascade), and the audit entry names them. */
async function removeMenuItem(w: Writer, id: string, version: number): Promise<void> {
  await w.remove("menu_items", id, version, { before: auditedImage(await currentImage(w, id)) });
}

export async function setMenuItemActive(db: AppDatabase, actorId: string, change: { id: string; version: number; isActive: boolean }): Promise<void> {
  await write(db, actorId, (w) => w.update("menu_items", change.id, change.version, { is_active: flag(change.isActive) }));
}

export async function deleteMenuItem(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, (w) => removeMenuItem(w, target.id, target.version));
}

/** The longest slug a category's id starts with: with its `-n`, well within what a form may refer to (rowReferenceFields). */
const CATEGORY_SLUG_MAX_LENGTH = 60;

/**
 * A category's id is a slug of its English name (of its Turkish one, or "category"), cut to
 * CATEGORY_SLUG_MAX_LENGTH, and made unique: never one a category had before, so a new "Winter
 * Menu" does not take over the history of one deleted last year, and no old version of a dish is
 * restored into it.
 */
async function newCategoryId(w: Writer, input: CategoryInput): Promise<string> {
  const base = (slugify(input.nameEn) || slugify(input.nameTr) || "category").slice(0, CATEGORY_SLUG_MAX_LENGTH).replace(/-+$/, "");
  const [current, former] = await Promise.all([
    w.trx.selectFrom("menu_categories").select("id").where("id", "like", `${base}%`).execute(),
    w.trx.selectFrom("audit_log").select("entity_id as id").where("entity", "=", "menu_categories").where("entity_id", "like", `${base}%`).execute(),
  ]);
  const taken = new Set([...current, ...former].map((row) => row.id));
  let id = base;
  for (let n = 2; taken.has(id); n++) id = `${base}-${n}`;
  return id;
}

export async function createCategory(db: AppDatabase, actorId: string, input: CategoryInput): Promise<{ id: string }> {
  return write(db, actorId, async (w) => {
    // Two categories of one name added at once take their turn, so each gets an id and a place of its own.
    await lockFor(w.trx, "menu-places");
    const id = await newCategoryId(w, input);
    const position = await nextCategoryPosition(w);
    await w.create("menu_categories", { id, name_tr: input.nameTr, name_en: input.nameEn, position, is_active: 1, vat_rate_bp: input.vatRate, food_cost_target_bp: input.foodCostTarget });
    return { id };
  });
}

/** A category's new names and rates; `stillCorrect`: its texts as saved are confirmed, none left to review. */
export async function updateCategory(db: AppDatabase, actorId: string, change: { id: string; version: number; input: CategoryInput; stillCorrect?: boolean }): Promise<void> {
  await write(db, actorId, async (w) => {
    const current = await w.get("menu_categories", change.id);
    const names = { name_tr: change.input.nameTr, name_en: change.input.nameEn };
    await w.update("menu_categories", change.id, change.version, {
      ...names,
      vat_rate_bp: change.input.vatRate,
      food_cost_target_bp: change.input.foodCostTarget,
      outdated_texts: change.stillCorrect ? null : outdatedAfter(CATEGORY_TEXT_COLUMNS, current, names),
    });
  });
}

/** The texts of a row that need review after an edit to `changes` (translation-review.ts), as the column stores them. */
function outdatedAfter(columns: TextColumns, current: Record<string, unknown> & { outdated_texts: string | null }, changes: Record<string, unknown>): string | null {
  return storedOutdatedTexts(outdatedTextsAfter(columns, current, { ...current, ...changes }, parseOutdatedTexts(current.outdated_texts, columns)));
}

/**
 * 'Still correct': the texts of an item or a category that needed review are confirmed as they are.
 * Nothing needing review: nothing is written.
 */
export async function confirmTranslations(db: AppDatabase, actorId: string, target: { kind: "item" | "category"; id: string; version: number }): Promise<void> {
  const table = target.kind === "item" ? "menu_items" : "menu_categories";
  await write(db, actorId, async (w) => {
    const current = await w.get(table, target.id);
    if (current.outdated_texts === null) return;
    await w.update(table, target.id, target.version, { outdated_texts: null });
  });
}

export async function setCategoryActive(db: AppDatabase, actorId: string, change: { id: string; version: number; isActive: boolean }): Promise<void> {
  await write(db, actorId, (w) => w.update("menu_categories", change.id, change.version, { is_active: flag(change.isActive) }));
}

/**
 * The brief: deleting a category deletes its items, all in one transaction, each with its audit row.
 * The category is locked first, so an item being added to it meanwhile is either in before its items
 * are read (and deleted with them) or waits and finds the category gone: the foreign key's cascade
 * never takes an item away unrecorded.
 */
export async function deleteCategory(db: AppDatabase, actorId: string, target: { id: string; version: number }): Promise<void> {
  await write(db, actorId, async (w) => {
    await lockRow(w.trx, "menu_categories", target.id, "delete");
    await w.get("menu_categories", target.id);
    const items = await w.trx.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", target.id).execute();
    for (const item of items) await removeMenuItem(w, item.id, item.version);
    await w.remove("menu_categories", target.id, target.version);
  });
}

/**
 * Saves the order of one category's items: each listed item gets its index as position and, if it
 * came from another category, this category. One transaction: all positions or none. A row seen at
 * an older version is "stale" (409). Returns whether an item changed category.
 */
export async function reorderMenuItems(
  db: AppDatabase,
  actorId: string,
  change: { categoryId: string; order: readonly { id: string; version: number }[] },
): Promise<{ moved: boolean }> {
  return write(db, actorId, async (w) => {
    await requireCategory(w, change.categoryId);
    let moved = false;
    for (const [position, { id, version }] of change.order.entries()) {
      const current = await w.get("menu_items", id);
      const movesHere = current.category_id !== change.categoryId;
      moved ||= movesHere;
      if (current.position === position && !movesHere) {
        // Unchanged rows are not rewritten, but the version the editor saw must still be current.
        if (current.version !== version) throw new AppError("stale", { detail: `menu_items ${id}` });
        continue;
      }
      await w.update("menu_items", id, version, { position, category_id: change.categoryId });
    }
    return { moved };
  });
}

/** The same for the categories. */
export async function reorderCategories(db: AppDatabase, actorId: string, order: readonly { id: string; version: number }[]): Promise<void> {
  await write(db, actorId, async (w) => {
    for (const [position, { id, version }] of order.entries()) {
      const current = await w.get("menu_categories", id);
      if (current.position === position) {
        if (current.version !== version) throw new AppError("stale", { detail: `menu_categories ${id}` });
        continue;
      }
      await w.update("menu_categories", id, version, { position });
    }
  });
}

/** Activate, deactivate or delete the selected items: one transaction, all of them or none. */
export async function bulkUpdateMenuItems(
  db: AppDatabase,
  actorId: string,
  change: { action: "activate" | "deactivate" | "delete"; selected: readonly { id: string; version: number }[] },
): Promise<void> {
  await write(db, actorId, async (w) => {
    for (const { id, version } of change.selected) {
      if (change.action === "delete") await removeMenuItem(w, id, version);
      else await w.update("menu_items", id, version, { is_active: flag(change.action === "activate") });
    }
  });
}

/**
 * What the recipes and categories a dish's history refers to were called when they were deleted:
 * the screen names one that exists by what it is called now, and one gone by this, marked deleted,
 * rather than by its id.
 */
export async function dishHistoryDeletedNames(db: AppDatabase, entries: readonly HistoryEntry<HistoryField<"menu_items">>[]): Promise<DeletedNames> {
  const text = (value: unknown) => (typeof value === "string" ? value : null);
  const [recipes, categories] = await Promise.all([
    namesWhenDeleted(db, "recipes", referencedIds(entries, "recipe_id"), (row) => text(row.name)),
    namesWhenDeleted(db, "menu_categories", referencedIds(entries, "category_id"), (row) => {
      const [tr, en] = [text(row.name_tr), text(row.name_en)];
      return tr !== null && en !== null ? { tr, en } : null;
    }),
  ]);
  return { recipes, categories };
}

/**
 * What the item form needs: the recipes to choose from, by name in the page's language (a database
 * sorts by its bytes or its own collation: Çıtır after Zeytin), what `recipeId` (the item's saved
 * recipe) declares, and its serving's cost as listMenuForManagement worked it out (or null).
 */
export async function loadDishFormData(db: AppDatabase, language: Language, item: ManagedMenuItem | null, serving: RecipeCost | null): Promise<DishFormData> {
  const recipes = await db.selectFrom("recipes").select(["id", "name", "yield_unit"]).orderBy("id").execute();
  const derived = item?.recipe ? (await loadDeclarations(db)).of(item.recipe.id) : undefined;
  // What its recipe has come to declare beyond what the reason was given against.
  let unconfirmed: Declaration[] = [];
  if (item && derived) {
    const row = await db.selectFrom("menu_items").select("allergen_lowered").where("id", "=", item.id).executeTakeFirst();
    unconfirmed = dishDeclarations(item.name.tr, derived, item.statements, parseLoweredFrom(row?.allergen_lowered ?? null)).unconfirmed;
  }
  return {
    recipes: sortByName(recipes, language).map((recipe) => ({ id: recipe.id, name: recipe.name, yieldUnit: recipe.yield_unit })),
    derived: derived ? declarationsView(derived) : null,
    unconfirmed,
    serving: serving && servingCostOf(serving),
  };
}
