import type { IngredientType } from "~/db/schema";
import type { Language } from "~/i18n/localize";
import { nameCollator } from "~/lib/names";
import { searchKey } from "~/lib/search-key";
import { RECIPE_UNITS, type Pack, type RecipeUnit } from "~/lib/units";
import type { RecipeScreenData } from "./recipes";

/**
 * What an ingredient line can be: an inventory item or a recipe, found by one search over both
 * (the recipe form's type-ahead), and the unit a line starts in when it is chosen.
 */
export interface IngredientChoice {
  type: IngredientType;
  id: string;
  name: string;
  /**
   * An item's vendor ('Metro'): the inventory holds one item per name and vendor, so two items can
   * share a name ('Un' from Metro, 'Un' from Makro) and only this tells them apart. Null for a
   * recipe, and for an item without one.
   */
  vendor: string | null;
  /** What the option shows beside the name: the item's unit, or what the recipe makes (its yield's unit); null for a recipe without a yield. */
  unit: string | null;
  /** The unit a line starts in when this is chosen (startingUnit). */
  startUnit: RecipeUnit;
}

/**
 * The unit a line starts in when nothing says better: the brief's default for an item (g), and for
 * a recipe a piece, which counts a recipe without a yield in whole batches.
 */
const FALLBACK_UNIT: Record<IngredientType, RecipeUnit> = { inventory: "g", recipe: "piece" };

/** A unit as a recipe line can hold it: itself when recipes are measured in it, else null (a pack, a bottle). */
export function recipeUnitFor(unit: string): RecipeUnit | null {
  return (RECIPE_UNITS as readonly string[]).includes(unit) ? (unit as RecipeUnit) : null;
}

/**
 * The unit a line starts in: the item's own unit; when a recipe cannot be written in it (a
 * bottle, a pack), its pack's (1 bottle = 0.7 l: `l`); for a recipe, what its yield is measured
 * in, or a whole batch (`piece`) when it has none. The cook can still change it.
 */
export function startingUnit(source: { type: "inventory"; unit: string; pack: Pack | null } | { type: "recipe"; yieldUnit: string | null }): RecipeUnit {
  const candidates = source.type === "inventory" ? [source.unit, source.pack?.unit, source.pack?.amountUnit] : [source.yieldUnit];
  for (const unit of candidates) {
    const found = unit ? recipeUnitFor(unit) : null;
    if (found) return found;
  }
  return FALLBACK_UNIT[source.type];
}

/** The most options a search shows: enough to scroll on a phone, few enough to draw at every keystroke. */
export const MAX_SHOWN_CHOICES = 50;

/** What an option says a choice is, before its unit: the name, and an item's vendor after a dot ('Un · Metro'). */
export const choiceLabel = (choice: Pick<IngredientChoice, "name"> & { vendor?: string | null }): string => (choice.vendor ? `${choice.name} · ${choice.vendor}` : choice.name);

/**
 * The choices a search finds, best first: every word of the query must be in the name or the
 * item's vendor ('un metro' finds 'Un · Metro'), folding case and Turkish letters ('sogan' finds
 * 'Soğan', 'ISOT' finds 'isot'); the option's dot counts as a space. A name that starts with the
 * query comes first, then one with a word that does, then the rest; then, ranked the same way on
 * 'name vendor', the choices found only with their vendor's words. Within each, the given order
 * (name order). An empty query finds everything, in the given order.
 */
export function filterIngredientChoices<T extends Pick<IngredientChoice, "name"> & { vendor?: string | null }>(choices: readonly T[], query: string, limit = MAX_SHOWN_CHOICES): T[] {
  const needle = searchKey(query.replace(/·/g, " ").trim()).replace(/\s+/g, " ");
  if (!needle) return choices.slice(0, limit);
  const words = needle.split(" ");
  const ranked: T[][] = [[], [], [], [], [], []];
  // A few vendors stand on thousands of items: each is folded once per search, not once per item.
  const foldedVendors = new Map<string, string>();
  const foldedVendor = (vendor: string) => {
    let folded = foldedVendors.get(vendor);
    if (folded === undefined) foldedVendors.set(vendor, (folded = searchKey(vendor)));
    return folded;
  };
  for (const choice of choices) {
    const name = searchKey(choice.name);
    let text = name;
    let offset = 0;
    if (!words.every((word) => name.includes(word))) {
      const vendor = choice.vendor ? foldedVendor(choice.vendor) : "";
      if (!vendor || !words.every((word) => name.includes(word) || vendor.includes(word))) continue;
      text = `${name} ${vendor}`;
      offset = 3;
    }
    const rank = text.startsWith(needle) ? 0 : ` ${text}`.includes(` ${needle}`) ? 1 : 2;
    ranked[offset + rank]!.push(choice);
  }
  return ranked.flat().slice(0, limit);
}

/** A choice's key, the same for the option and the line that holds it: `inventory:<id>`, `recipe:<id>`. */
export const choiceKey = (type: IngredientType | string | undefined, id: string | undefined): string => `${type === "recipe" ? "recipe" : "inventory"}:${id ?? ""}`;

/** The form's values of a new line holding a choice: the brief's quantity 1, in the choice's starting unit. */
export function ingredientLineFor(choice: IngredientChoice, quantity = "1") {
  return {
    type: choice.type,
    inventoryItemId: choice.type === "inventory" ? choice.id : undefined,
    recipeId: choice.type === "recipe" ? choice.id : undefined,
    quantity,
    unit: choice.startUnit,
  };
}

/**
 * The loader's choices (RecipeScreenData) as the type-ahead offers them: items and recipes together,
 * in name order; of one name, the items first, in their vendors' order.
 */
export function ingredientChoicesOf(data: RecipeScreenData["choices"], recipes: readonly { id: string; name: string }[], language: Language): IngredientChoice[] {
  if (!data) return [];
  const recipeNames = new Map(recipes.map((recipe) => [recipe.id, recipe.name]));
  const choices: IngredientChoice[] = data.items.map(([id, name, vendor, unit, startUnit]) => ({ type: "inventory", id, name, vendor: vendor.trim() || null, unit, startUnit }));
  for (const [id, unit, startUnit] of data.recipes) {
    const name = recipeNames.get(id);
    if (name !== undefined) choices.push({ type: "recipe", id, name, vendor: null, unit, startUnit });
  }
  const collator = nameCollator(language);
  const byType = (choice: IngredientChoice) => (choice.type === "inventory" ? 0 : 1);
  return choices.sort((a, b) => collator.compare(a.name, b.name) || byType(a) - byType(b) || collator.compare(a.vendor ?? "", b.vendor ?? ""));
}
