import type { IngredientType, RecipeCategory } from "~/db/schema";
import type { DeclarationsView } from "~/lib/declarations";
import type { Language } from "~/i18n/localize";
import { messageRef } from "~/i18n/message-ref";
import { hasNoControlCharacters } from "~/lib/form-text";
import { parseQuantity } from "~/lib/quantity";
import { RECIPE_UNITS, type RecipeUnit } from "~/lib/units";
import { perLanguage, z } from "~/lib/zod";
import type { ListTab, TabSearch } from "~/ui/tab-search";
import { idsOf, rowIdList, rowReferenceFields } from "~/lib/row-reference";
import type { RecipeYield } from "./costing";
import type { IngredientView, KurusText } from "./cost-view";

export const RECIPE_CATEGORIES = ["appetizer", "main", "dessert", "beverage", "sauce", "side"] as const satisfies readonly RecipeCategory[];

/** The longest recipe name accepted, as for inventory names. */
export const MAX_NAME_LENGTH = 120;
export const MAX_INGREDIENTS = 100;
/**
 * The most recipes a chain of sub-recipes may hold, the outermost included (a sauce in a base in a
 * dish is 3): a kitchen's nesting is a handful deep, and a bound keeps every screen that walks the
 * chain cheap. A save that would make a chain longer is refused.
 */
export const MAX_NESTING = 20;

/** A row of the list: name, category, how many ingredients, and the cost (rounded once, to the kuruş). */
export interface RecipeRow {
  id: string;
  name: string;
  category: RecipeCategory;
  ingredientCount: number;
  costKurus: KurusText;
  /** False: some ingredient's cost is unknown, and `costKurus` counts only the rest. */
  complete: boolean;
  version: number;
}

/** A dish on the menu made from a recipe, named in both languages (the page shows its own). */
export interface RecipeDish {
  id: string;
  name: { tr: string; en: string };
}

/** The selected recipe: its row, its yield, the breakdown of its cost, the recipes it is used in and the dishes made from it. */
export interface RecipeDetail extends RecipeRow {
  yield: RecipeYield | null;
  ingredients: IngredientView[];
  usedBy: { id: string; name: string }[];
  /** The dishes on the menu made from it: deleting it leaves them without a recipe, so its delete names them. */
  dishes: RecipeDish[];
  /** Its allergens and diets, worked out through its sub-recipes from what the inventory states. */
  declarations: DeclarationsView;
}

/** What the recipes screen loads (recipes.server.ts: loadRecipeScreen). */
export interface RecipeScreenData {
  /** Newest first, as the brief lists recipes. */
  rows: RecipeRow[];
  /** The selected recipe, when one is asked for and exists. */
  detail: RecipeDetail | null;
  /**
   * What the form's type-ahead chooses from, only when a form is open: each inventory item as
   * [id, name, vendor, unit, the unit a line starts in] (name and vendor are what tell items apart),
   * each recipe as [id, its yield's unit or null, the unit a line starts in] (its name is in `rows`).
   * See ingredient-choices.ts.
   */
  choices: { items: [string, string, string, string, RecipeUnit][]; recipes: [string, string | null, RecipeUnit][] } | null;
}

export interface RecipeIngredientInput {
  type: IngredientType;
  sourceId: string;
  quantityMilli: number;
  unit: string;
}

export interface RecipeInput {
  name: string;
  category: RecipeCategory;
  yield: RecipeYield | null;
  ingredients: RecipeIngredientInput[];
}

const isOneOf = <T extends string>(list: readonly T[], value: string | undefined): value is T => value !== undefined && (list as readonly string[]).includes(value);

// Every field is read as optional text and checked in one pass below, so a submission gets all of
// its messages at once (a missing name does not hide an ingredient's), each next to its field.
const optionalText = z.string().optional();
const recipeFields = {
  name: optionalText,
  category: optionalText,
  yieldQuantity: optionalText,
  yieldUnit: optionalText,
  ingredients: z
    .array(z.object({ type: optionalText, inventoryItemId: optionalText, recipeId: optionalText, quantity: optionalText, unit: optionalText }))
    .optional(),
};

type RecipeForm = z.output<z.ZodObject<typeof recipeFields>>;

/** A quantity as the brief reads it: a decimal, falling back to 0; and 0 is refused. */
function quantityIssue(text: string | undefined, language: Language): { milli: number; message: string | null } {
  const parsed = parseQuantity(text ?? "", language);
  if (parsed.ok) return { milli: parsed.milli, message: parsed.milli > 0 ? null : "recipes.ingredientQuantity" };
  if (parsed.reason === "too-large") return { milli: 0, message: "recipes.ingredientQuantityTooLarge" };
  // '0,1234': a number, but finer than a quantity is kept.
  if (parsed.reason === "too-precise") return { milli: 0, message: "recipes.ingredientQuantityDecimals" };
  return { milli: 0, message: "recipes.ingredientQuantity" };
}

function toRecipeInput(form: RecipeForm, ctx: z.RefinementCtx, language: Language): RecipeInput {
  const issue = (path: (string | number)[], message: string) => ctx.addIssue({ code: "custom", path, message });
  const name = form.name?.trim() ?? "";
  if (!name) issue(["name"], "recipes.nameRequired");
  else if (name.length > MAX_NAME_LENGTH) issue(["name"], "recipes.tooLong");
  else if (!hasNoControlCharacters(name)) issue(["name"], "backOffice.invalidValue");

  let category: RecipeCategory = "main";
  if (!form.category) issue(["category"], "recipes.categoryRequired");
  else if (!isOneOf(RECIPE_CATEGORIES, form.category)) issue(["category"], "recipes.categoryInvalid");
  else category = form.category;

  let made: RecipeYield | null = null;
  if (form.yieldQuantity !== undefined || form.yieldUnit !== undefined) {
    const quantity = parseQuantity(form.yieldQuantity ?? "", language);
    const quantityOk = quantity.ok && quantity.milli > 0;
    if (!quantityOk) issue(["yieldQuantity"], "recipes.yieldQuantityInvalid");
    if (!isOneOf(RECIPE_UNITS, form.yieldUnit)) issue(["yieldUnit"], "recipes.yieldUnitRequired");
    else if (quantity.ok && quantityOk) made = { quantityMilli: quantity.milli, unit: form.yieldUnit };
  }

  const rows = form.ingredients ?? [];
  if (rows.length === 0) issue(["ingredients"], "recipes.ingredientsRequired");
  if (rows.length > MAX_INGREDIENTS) issue(["ingredients"], "recipes.tooManyIngredients");
  const ingredients = rows.slice(0, MAX_INGREDIENTS).map((row, index): RecipeIngredientInput => {
    const n = index + 1;
    const at = (field: string) => ["ingredients", index, field];
    // The brief's default type.
    const type = row.type ?? "inventory";
    const typeOk = type === "inventory" || type === "recipe";
    if (!typeOk) issue(at("type"), messageRef("recipes.ingredientType", { n }));
    const sourceId = (type === "recipe" ? row.recipeId : row.inventoryItemId)?.trim() ?? "";
    if (typeOk && (!sourceId || sourceId.length > 100)) {
      if (type === "recipe") issue(at("recipeId"), messageRef("recipes.ingredientRecipeRequired", { n }));
      else issue(at("inventoryItemId"), messageRef("recipes.ingredientItemRequired", { n }));
    }
    const quantity = quantityIssue(row.quantity, language);
    if (quantity.message) issue(at("quantity"), messageRef(quantity.message, { n }));
    if (!isOneOf(RECIPE_UNITS, row.unit)) issue(at("unit"), messageRef("recipes.ingredientUnit", { n }));
    return { type: type === "recipe" ? "recipe" : "inventory", sourceId, quantityMilli: quantity.milli, unit: row.unit ?? "" };
  });
  return { name, category, yield: made, ingredients };
}

/** The recipe form, in the browser and again in the action, reading quantities as the page's language writes them. */
export const recipeSchema = perLanguage((language) => z.object(recipeFields).transform((form, ctx) => toRecipeInput(form, ctx, language)));

export const recipeUpdateSchema = perLanguage((language) =>
  z.object({ ...recipeFields, ...rowReferenceFields }).transform((form, ctx) => ({ id: form.id, version: form.version, input: toRecipeInput(form, ctx, language) })),
);

/**
 * A delete carries the recipes the person was told use this one (`usedBy`, as deleteUsedRowSchema
 * reads it) and the dishes on the menu made from it (`dishes`, ids joined by commas), so the server
 * can refuse it if either has grown since; and the page's language, which names the dishes in a refusal.
 */
export const recipeDeleteSchema = perLanguage((language) =>
  z
    .object({ ...rowReferenceFields, usedBy: rowIdList, dishes: rowIdList })
    .transform(({ usedBy, dishes, ...target }) => ({ ...target, confirmedUsers: idsOf(usedBy), confirmedDishes: idsOf(dishes), language })),
);

/** Recipes' tabs are their categories; a search looks in a recipe's name. */
export const recipeTabSearch: TabSearch<Pick<RecipeRow, "name" | "category">, RecipeCategory> = {
  tabs: RECIPE_CATEGORIES,
  tabOf: (recipe) => recipe.category,
  searchText: (recipe) => recipe.name,
};

export type RecipeTab = ListTab<RecipeCategory>;
