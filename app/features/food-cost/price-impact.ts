import { localize, type Language } from "~/i18n/localize";
import { hasPrice } from "~/lib/money";
import { parseMoney } from "~/lib/money-input";
import type { Pack } from "~/lib/units";
import { add, divide, equals, multiply, ratio, subtract, type Rational } from "~/lib/rational";
import { byId, createCosting, overlaid, type ById, type Costing, type CostingItem, type CostingRecipe, type RecipeCost } from "~/features/recipes/costing";
import { perLanguage, z } from "~/lib/zod";
import { foodCostOf, parsePercent, portionLine, shareChangeInTenths, type CategoryRates, type FoodCost, type Portion } from "./food-cost";
import { nameCollator } from "~/lib/names";

/**
 * What a change of inventory prices does to the menu's food costs (docs/decisions/0032-price-history.md).
 * Pure: the rows come from price-impact.server.ts.
 *
 * Only the dishes whose recipe contains a changed item, however deep, are costed, each before and
 * after; a dish has moved when its serving's exact cost (or whether it is complete) differs.
 */

/** A dish on the menu made from a recipe, with what its food cost needs. */
export interface ImpactDish {
  id: string;
  name: { tr: string; en: string };
  priceKurus: number;
  /** Its category's VAT and its target (its own, or its category's). */
  rates: CategoryRates;
  recipe: { id: string; portion: Portion };
}

/** A dish whose food cost a change moved, as the reply to a save and the Overview show it. */
export interface MovedDish {
  id: string;
  name: { tr: string; en: string };
  recipeId: string;
  before: FoodCost;
  after: FoodCost;
  /** The change of the share in tenths of a point, worked out exactly and rounded once; null unless both are known. */
  changeTenths: number | null;
  /** The changed items in its recipe, by name (in the order they were named when changed). */
  ingredients: string[];
}

/** The recipes that use each item, and each recipe, directly. */
interface Users {
  ofItem: Map<string, string[]>;
  ofRecipe: Map<string, string[]>;
}

/** What a list of recipes is looked up by: worked out once per list (`indexOf`). */
interface RecipeIndex {
  users: Users;
  byId: ById<CostingRecipe>;
}

const indexes = new WeakMap<readonly CostingRecipe[], RecipeIndex>();

/**
 * The index of `recipes`, made once per list: the held lists (CostingInputs) are asked about at
 * every warning and every save, and are never changed, as no list given here may be afterwards.
 */
function indexOf(recipes: readonly CostingRecipe[]): RecipeIndex {
  let index = indexes.get(recipes);
  if (!index) {
    index = { users: usersOf(recipes), byId: byId(recipes) };
    indexes.set(recipes, index);
  }
  return index;
}

function usersOf(recipes: readonly CostingRecipe[]): Users {
  const ofItem = new Map<string, string[]>();
  const ofRecipe = new Map<string, string[]>();
  for (const recipe of recipes) {
    for (const ingredient of recipe.ingredients) {
      if (ingredient.sourceId === null) continue;
      const users = ingredient.type === "inventory" ? ofItem : ofRecipe;
      const list = users.get(ingredient.sourceId);
      if (!list) users.set(ingredient.sourceId, [recipe.id]);
      else if (list[list.length - 1] !== recipe.id) list.push(recipe.id);
    }
  }
  return { ofItem, ofRecipe };
}

/** Each recipe that contains one of `itemIds` at any depth, with those it contains, in the order given. */
export function recipesContaining(itemIds: readonly string[], recipes: readonly CostingRecipe[]): Map<string, string[]> {
  const { users } = indexOf(recipes);
  const found = new Map<string, string[]>();
  for (const itemId of itemIds) {
    const seen = new Set<string>();
    const queue = [...(users.ofItem.get(itemId) ?? [])];
    while (queue.length > 0) {
      const recipeId = queue.pop()!;
      if (seen.has(recipeId)) continue;
      seen.add(recipeId);
      const list = found.get(recipeId);
      if (!list) found.set(recipeId, [itemId]);
      else list.push(itemId);
      for (const user of users.ofRecipe.get(recipeId) ?? []) if (!seen.has(user)) queue.push(user);
    }
  }
  return found;
}

/**
 * The recipes with each dish's serving as a recipe of its own (`servingId`), for a costing of the
 * dishes' food cost: the serving's one line is the dish's portion of its recipe.
 */
export function withServings(dishes: readonly { id: string; recipe: { id: string; portion: Portion } }[], recipes: readonly CostingRecipe[]): ById<CostingRecipe> {
  const index = indexOf(recipes).byId;
  const servings = new Map(
    dishes.map((dish): [string, CostingRecipe] => {
      const id = servingId(dish.id);
      return [id, { id, name: dish.id, yield: null, ingredients: [portionLine(dish.recipe.id, dish.recipe.portion, index.get(dish.recipe.id)?.yield ?? null)] }];
    }),
  );
  return overlaid(servings, index);
}

const SERVING = "serving:";
/** A dish's serving, as a recipe of `withServings`. */
export const servingId = (dishId: string) => `${SERVING}${dishId}`;

const sameCost = (a: RecipeCost, b: RecipeCost) => a.complete === b.complete && equals(a.total, b.total);

type SameAs = (recipeId: string) => RecipeCost | undefined;

/**
 * What a costing of a change takes from `other` (createCosting's `sameAs`), a costing over the same
 * recipes on the other side of the change: the cost of each recipe that contains none of the changed
 * items. The servings and the recipes in `containing` are costed anew.
 */
function costsUnchanged(other: Costing, containing: ReadonlyMap<string, unknown>): SameAs {
  return (recipeId) => (containing.has(recipeId) || recipeId.startsWith(SERVING) ? undefined : other.costOf(recipeId));
}

/** What a costing with the servings takes from `same`, a costing over the same items and recipes: every recipe's cost. */
function costsOfRecipes(same: Costing): SameAs {
  return (recipeId) => (recipeId.startsWith(SERVING) ? undefined : same.costOf(recipeId));
}

/** The change of a dish's share from one cost to another, in tenths of a point; null unless both shares are known. */
function changeInTenths(before: RecipeCost, after: RecipeCost, dish: ImpactDish): number | null {
  if (!before.complete || !after.complete) return null;
  return shareChangeInTenths(before.total, after.total, dish.priceKurus, dish.rates.vatBp);
}

/** The order of a list of moved dishes: the largest change first (either way), those without a known change after, by name. */
export function sortMovedDishes(moved: MovedDish[], language: Language): MovedDish[] {
  const collator = nameCollator(language);
  const size = (dish: MovedDish) => (dish.changeTenths === null ? -1 : Math.abs(dish.changeTenths));
  return moved.sort((a, b) => size(b) - size(a) || collator.compare(localize(a.name, language), localize(b.name, language)));
}

/**
 * The dishes whose serving's cost changed when the items in `previous` (as they were, by id) became
 * as they are in `items`, each with its food cost before and after and the changed items it contains;
 * in `sortMovedDishes`' order for `language`, when one is given (a list kept to be shown later is
 * sorted then).
 *
 * `held`, a costing over the same recipes (CostingInputs' `costing`), spares costing again what it has
 * costed already: at `side` "before" its items are the items before the change, and every recipe's
 * cost before comes from it; at "after" only the recipes the change does not reach.
 */
export function movedDishes(input: {
  items: readonly CostingItem[] | ById<CostingItem>;
  previous: ReadonlyMap<string, CostingItem>;
  recipes: readonly CostingRecipe[];
  dishes: readonly ImpactDish[];
  language?: Language;
  held?: { costing: Costing; side: "before" | "after" };
}): MovedDish[] {
  const changed = [...input.previous.keys()];
  const containing = recipesContaining(changed, input.recipes);
  const affected = input.dishes.filter((dish) => containing.has(dish.recipe.id));
  if (affected.length === 0) return [];
  const recipes = withServings(affected, input.recipes);
  const items = byId(input.items);
  const { held } = input;
  const after = createCosting(items, recipes, held ? costsUnchanged(held.costing, containing) : undefined);
  // Before the change, a recipe that contains none of the changed items cost what it costs now.
  const before = createCosting(overlaid(input.previous, items), recipes, held?.side === "before" ? costsOfRecipes(held.costing) : costsUnchanged(after, containing));
  const moved: MovedDish[] = [];
  for (const dish of affected) {
    const costBefore = before.costOf(servingId(dish.id))!;
    const costAfter = after.costOf(servingId(dish.id))!;
    if (sameCost(costBefore, costAfter)) continue;
    moved.push({
      id: dish.id,
      name: dish.name,
      recipeId: dish.recipe.id,
      before: foodCostOf(costBefore, dish.priceKurus, dish.rates),
      after: foodCostOf(costAfter, dish.priceKurus, dish.rates),
      changeTenths: changeInTenths(costBefore, costAfter, dish),
      ingredients: containing.get(dish.recipe.id)!.map((id) => items.get(id)?.name ?? input.previous.get(id)?.name ?? id),
    });
  }
  return input.language ? sortMovedDishes(moved, input.language) : moved;
}

/**
 * The dishes an inventory save's reply lists (its `report`), or null for a reply that has none
 * (a refused save, another form's).
 */
export function movedDishesOf(reply: { report?: unknown } | undefined): MovedDish[] | null {
  // Only a save that succeeded carries a report.
  return Array.isArray(reply?.report) ? (reply.report as MovedDish[]) : null;
}

/** A fraction as a page carries it: its two integers as text (JSON has no bigint). */
export interface FractionText {
  n: string;
  d: string;
}

const fractionText = (value: Rational): FractionText => ({ n: value.n.toString(), d: value.d.toString() });
const fractionOf = (text: FractionText): Rational => ratio(BigInt(text.n), BigInt(text.d));

/**
 * How a dish's serving cost follows one item's price: `base` + price × `perKurus`, exactly (a cost
 * is a sum of lines, each a fixed amount of the item at its price). For the form's warning while a
 * price is typed, worked out in the page with no request.
 */
export interface PriceSensitivity {
  id: string;
  name: { tr: string; en: string };
  priceKurus: number;
  rates: CategoryRates;
  /** The serving's cost without the item's lines (its cost at a price of 0, which is no price: costing.ts). */
  base: FractionText;
  /** What each kuruş of the item's price adds to it. */
  perKurus: FractionText;
  /** Whether the serving's cost is whole once the item has a price: nothing else below it is missing. */
  complete: boolean;
}

/**
 * The dishes whose cost depends on item `itemId`'s price, with how (`PriceSensitivity`).
 * `held`, a costing over the same items and recipes (CostingInputs' `costing`), gives every recipe's
 * cost at the item's price: only the servings, and the recipes with the item at a price of 0, are
 * costed here. What it costs stays in it, for the save that follows (`movedDishes`).
 */
export function priceSensitivities(input: {
  items: readonly CostingItem[] | ById<CostingItem>;
  recipes: readonly CostingRecipe[];
  dishes: readonly ImpactDish[];
  itemId: string;
  held?: Costing;
}): PriceSensitivity[] {
  const items = byId(input.items);
  const item = items.get(input.itemId);
  if (!item) return [];
  const containing = recipesContaining([item.id], input.recipes);
  const affected = input.dishes.filter((dish) => containing.has(dish.recipe.id));
  if (affected.length === 0) return [];
  const recipes = withServings(affected, input.recipes);
  const at = (priceKurus: number, sameAs: SameAs | undefined) => createCosting(overlaid(new Map([[item.id, { ...item, priceKurus }]]), items), recipes, sameAs);
  const free = at(0, input.held ? costsUnchanged(input.held, containing) : undefined);
  // The cost at another price: the item's own, or a kuruş when it is free. A cost is base + price ×
  // perKurus exactly, so the difference divided by the price is what a kuruş adds.
  const [pricedAt, priced] =
    input.held && hasPrice(item) ? [item.priceKurus, createCosting(items, recipes, costsOfRecipes(input.held))] : [1, at(1, costsUnchanged(free, containing))];
  return affected.flatMap((dish) => {
    const base = free.costOf(servingId(dish.id))!;
    const atPrice = priced.costOf(servingId(dish.id))!;
    const perKurus = divide(subtract(atPrice.total, base.total), ratio(pricedAt));
    // A line of the item that cannot be converted costs nothing at any price: the dish does not move.
    if (perKurus.n === 0n) return [];
    // Whole or not at a price above 0: at 0 the item's own lines have none, and every dish would read incomplete.
    return [{ id: dish.id, name: dish.name, priceKurus: dish.priceKurus, rates: dish.rates, base: fractionText(base.total), perKurus: fractionText(perKurus), complete: atPrice.complete }];
  });
}

/** A dish that would go over its target at the price being typed, and by how much. */
export interface Crossing {
  id: string;
  name: { tr: string; en: string };
  /** The share it would have, in tenths of a percent. */
  tenths: number;
  targetTenths: number;
}

/**
 * What a price being typed would do, before saving: how many dishes it moves, which would cross
 * their target, and how many are over it already and would stay over.
 */
export interface PricePreview {
  moved: number;
  crossing: Crossing[];
  stillOver: number;
  /** The price typed is 0, which is no price yet: the dishes' food cost would be unknown, none over or under. */
  noPrice: boolean;
}

/** A dish's cost as a line of the price, made ready once for every key typed (`preparePreview`). */
interface PreparedDish {
  dish: PriceSensitivity;
  base: Rational;
  perKurus: Rational;
  /**
   * Over target at a price of k kuruş exactly when `fixed + perKurusScaled × k > limit`: the share
   * cost × (1 + VAT) ÷ price against the target, with every denominator multiplied out, so a key
   * costs one multiplication and one comparison of integers per dish.
   */
  fixed: bigint;
  perKurusScaled: bigint;
  limit: bigint;
}

/** The dishes of a warning, made ready for `previewPrice`: those whose cost is complete and whose price is above 0 (the others have no share to cross with). */
export interface PreparedPreview {
  moved: number;
  dishes: PreparedDish[];
  savedKurus: number;
}

export function preparePreview(sensitivities: readonly PriceSensitivity[], savedKurus: number): PreparedPreview {
  const dishes = sensitivities.flatMap((dish): PreparedDish[] => {
    if (!dish.complete || !(dish.priceKurus > 0)) return [];
    const base = fractionOf(dish.base);
    const perKurus = fractionOf(dish.perKurus);
    // cost = (base.n × per.d + per.n × base.d × k) ÷ (base.d × per.d); over when cost × (10000 + VAT) > target × price.
    const vat = BigInt(10_000 + dish.rates.vatBp);
    return [
      {
        dish,
        base,
        perKurus,
        fixed: base.n * perKurus.d * vat,
        perKurusScaled: perKurus.n * base.d * vat,
        limit: BigInt(dish.rates.targetBp) * BigInt(dish.priceKurus) * base.d * perKurus.d,
      },
    ];
  });
  return { moved: sensitivities.length, dishes, savedKurus };
}

const overAt = (prepared: PreparedDish, kurus: bigint) => prepared.fixed + prepared.perKurusScaled * kurus > prepared.limit;

/**
 * The warning under an inventory price while it is typed: the dishes that are at or under their
 * target at the saved price and would be over it at `priceText` (furthest over first), each with
 * its share worked out exactly and rounded once, and how many are over already and would stay so. Null while the text is not a price, or is the
 * saved one.
 */
export function previewPrice(prepared: PreparedPreview, priceText: string, language: Language): PricePreview | null {
  const typed = parseMoney(priceText, language);
  if (!typed.ok || typed.kurus === prepared.savedKurus) return null;
  if (typed.kurus === 0) return { moved: prepared.moved, crossing: [], stillOver: 0, noPrice: true };
  const saved = BigInt(prepared.savedKurus);
  const kurus = BigInt(typed.kurus);
  const crossing: Crossing[] = [];
  let stillOver = 0;
  for (const entry of prepared.dishes) {
    if (!overAt(entry, kurus)) continue;
    // At a saved price of 0 the dish had no known food cost: over now is going over.
    if (saved > 0n && overAt(entry, saved)) {
      stillOver += 1;
      continue;
    }
    const { dish } = entry;
    const cost = add(entry.base, multiply(entry.perKurus, ratio(kurus)));
    const then = foodCostOf({ total: cost, complete: true, lines: [] }, dish.priceKurus, dish.rates);
    if (then.kind === "known") crossing.push({ id: dish.id, name: dish.name, tenths: then.tenths, targetTenths: then.targetTenths });
  }
  const collator = nameCollator(language);
  crossing.sort((a, b) => b.tenths - b.targetTenths - (a.tenths - a.targetTenths) || collator.compare(localize(a.name, language), localize(b.name, language)));
  return { moved: prepared.moved, crossing, stillOver, noPrice: false };
}

/** A price as the Overview shows it. */
export interface PriceShown {
  priceKurus: number;
  unit: string;
  pack: Pack | null;
  vendor: string;
}

/** A large price change not yet marked seen, as the Overview lists it. */
export interface PriceAlert {
  priceId: string;
  itemId: string;
  itemName: string;
  at: string;
  by: string | null;
  from: PriceShown;
  to: PriceShown;
  moved: MovedDish[];
}

/** The Overview's 'Mark seen' of one change: the new price's row. */
export const markPriceSeenSchema = z.object({ priceId: z.string().min(1).max(100) });

/** The Overview's share over which a price change is listed, as a percentage in the page's language, at the settings' version. */
export const priceAlertThresholdSchema = perLanguage((language) =>
  z.object({
    share: z.string({ error: "foodCost.alertThresholdInvalid" }).transform((text, ctx) => {
      const basisPoints = parsePercent(text, language, 0);
      if (basisPoints !== null) return basisPoints;
      ctx.addIssue({ code: "custom", message: "foodCost.alertThresholdInvalid" });
      return z.NEVER;
    }),
    version: z.coerce.number<string>({ error: "backOffice.invalidValue" }).int().min(0).max(Number.MAX_SAFE_INTEGER),
  }),
);
