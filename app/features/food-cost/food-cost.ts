import { localize, type Language } from "~/i18n/localize";
import { parseMoney } from "~/lib/money-input";
import { DECIMAL_SEPARATOR, parseNumberText } from "~/lib/number-text";
import { ratio, subtract, type Rational } from "~/lib/rational";
import type { CostingIngredient, RecipeCost, RecipeYield } from "~/features/recipes/costing";
import { kurusOf, type KurusText } from "~/features/recipes/cost-view";
import { nameCollator } from "~/lib/names";

/**
 * What a dish earns: its portion's exact cost against its price net of VAT (docs/decisions/0031-food-cost.md).
 * Pure: the costs come from the recipe costing, the rates from the menu's categories and settings.
 *
 * Rates and shares are kept in basis points (1 % = 100), integers: 10 % VAT is 1000, a 30 % target
 * 3000. A share is worked out as a fraction and rounded once, where it is shown, to one decimal.
 */

/** Turkey's VAT on food served in restaurants: what a category's prices are taken to include until an admin confirms its own rate. */
export const DEFAULT_VAT_BP = 1000;
/** The food cost a category aims at until an admin sets its own. */
export const DEFAULT_TARGET_BP = 3000;

/** One serving of a recipe, as a menu item states it (migration 0012): a whole batch, a number of pieces, or an amount in the yield's measure (`unit`). */
export type Portion = { kind: "batch" } | { kind: "pieces"; milli: number } | { kind: "amount"; milli: number; unit: string };

/** A recipe's portion as a menu item's row stores it (migration 0012). */
export function portionOf(row: { portion_kind: string | null; portion_milli: number | null; portion_unit: string | null }): Portion {
  if (row.portion_kind === "pieces" && row.portion_milli) return { kind: "pieces", milli: row.portion_milli };
  if (row.portion_kind === "amount" && row.portion_milli && row.portion_unit) return { kind: "amount", milli: row.portion_milli, unit: row.portion_unit };
  return { kind: "batch" };
}

/**
 * The serving as a line of a recipe, so the costing prices it exactly as it prices a sub-recipe:
 * a whole batch (its yield, or one batch of a recipe without one), pieces, or an amount in the
 * yield's measure.
 */
export function portionLine(recipeId: string, portion: Portion, made: RecipeYield | null): CostingIngredient {
  switch (portion.kind) {
    case "batch":
      return made ? { type: "recipe", sourceId: recipeId, quantityMilli: made.quantityMilli, unit: made.unit } : { type: "recipe", sourceId: recipeId, quantityMilli: 1000, unit: "piece" };
    case "pieces":
      return { type: "recipe", sourceId: recipeId, quantityMilli: portion.milli, unit: "piece" };
    case "amount":
      return { type: "recipe", sourceId: recipeId, quantityMilli: portion.milli, unit: portion.unit };
  }
}

/** The price without its VAT, exactly: price ÷ (1 + VAT). */
export function netPrice(priceKurus: number, vatBasisPoints: number): Rational {
  return ratio(BigInt(priceKurus) * 10_000n, 10_000 + vatBasisPoints);
}

/** A rate in basis points as tenths of a percent, for comparing with a share (3000 bp is 300). */
export const basisPointsInTenths = (basisPoints: number) => basisPoints / 10;

// Made once per language: a report formats several numbers for every dish.
const LOCALE: Readonly<Record<Language, string>> = { tr: "tr-TR", en: "en-GB" };
const PERCENT = Object.fromEntries(
  (["tr", "en"] as const).map((language) => [language, new Intl.NumberFormat(LOCALE[language], { style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1 })]),
) as Record<Language, Intl.NumberFormat>;
const ONE_DECIMAL = Object.fromEntries(
  (["tr", "en"] as const).map((language) => [language, new Intl.NumberFormat(LOCALE[language], { minimumFractionDigits: 1, maximumFractionDigits: 1 })]),
) as Record<Language, Intl.NumberFormat>;

/** Tenths of a percent for a person: '%30,0' in Turkish, '30.0%' in English. */
export function formatPercent(tenths: number, language: Language): string {
  return PERCENT[language].format(tenths / 1000);
}

/** A rate in basis points for a person, as formatPercent writes a share: 3000 is '%30,0' / '30.0%'. */
export const formatRate = (basisPoints: number, language: Language) => formatPercent(basisPointsInTenths(basisPoints), language);

/** Tenths of a percentage point as a number of points: 140 is '14,0' / '14.0'. */
export function formatPoints(tenths: number, language: Language): string {
  return ONE_DECIMAL[language].format(tenths / 10);
}

/**
 * What a dish earns, as the screens show it: its share against its target; or that its cost is not
 * fully known (never a guess from the part that is); or that it has no price to compare with.
 */
export type FoodCost =
  | { kind: "known"; costKurus: KurusText; tenths: number; targetTenths: number; over: boolean }
  | { kind: "incomplete"; targetTenths: number }
  | { kind: "no-price"; targetTenths: number };

/** A category's rates: its own, or the defaults while it has none (`confirmed: false`). */
export interface CategoryRates {
  vatBp: number;
  targetBp: number;
  confirmed: boolean;
}

export function categoryRates(row: { vat_rate_bp: number | null; food_cost_target_bp: number | null }): CategoryRates {
  return { vatBp: row.vat_rate_bp ?? DEFAULT_VAT_BP, targetBp: row.food_cost_target_bp ?? DEFAULT_TARGET_BP, confirmed: row.vat_rate_bp !== null && row.food_cost_target_bp !== null };
}

/** A dish's rates: its category's, with its own target where it has one. */
export function dishRates(rates: CategoryRates, ownTargetBp: number | null): CategoryRates {
  return ownTargetBp === null ? rates : { ...rates, targetBp: ownTargetBp };
}

/** A dish as its food cost needs it. */
export interface CostedDish {
  id: string;
  categoryId: string;
  priceKurus: number;
  recipe: { id: string; portion: Portion } | null;
  /** Its own target, in basis points; null: its category's. */
  foodCostTargetBp: number | null;
}

/** Each dish whose serving was costed (`servings`, by dish), with its food cost against its category's rates and its own target. */
export function foodCostsOf(servings: ReadonlyMap<string, RecipeCost>, dishes: readonly CostedDish[], rates: ReadonlyMap<string, CategoryRates>): Record<string, FoodCost> {
  const costs: Record<string, FoodCost> = {};
  for (const dish of dishes) {
    const serving = servings.get(dish.id);
    const categoryRates = rates.get(dish.categoryId);
    if (serving && categoryRates) costs[dish.id] = foodCostOf(serving, dish.priceKurus, dishRates(categoryRates, dish.foodCostTargetBp));
  }
  return costs;
}

/**
 * The share cost × (1 + VAT) ÷ price as two integers, not reduced: it is only compared and rounded,
 * and a deep recipe's exact cost has a large denominator, whose reductions would cost far more than
 * the products. Price above 0.
 */
function shareTerms(cost: Rational, priceKurus: number, vatBasisPoints: number): { n: bigint; d: bigint } {
  return { n: cost.n * BigInt(10_000 + vatBasisPoints), d: cost.d * BigInt(priceKurus) * 10_000n };
}

/** n ÷ d in tenths of a percent, rounded once, halves up (towards +∞), for d > 0 and n of either sign. */
function roundedTenths(n: bigint, d: bigint): number {
  const twice = 2n * n * 1000n + d;
  const denominator = 2n * d;
  const quotient = twice / denominator;
  return Number(twice % denominator !== 0n && twice < 0n ? quotient - 1n : quotient);
}

/** A dish's food cost from its portion's cost, its price and its category's rates; over target is decided on the exact share. */
export function foodCostOf(portion: RecipeCost, priceKurus: number, rates: CategoryRates): FoodCost {
  const targetTenths = basisPointsInTenths(rates.targetBp);
  if (!portion.complete) return { kind: "incomplete", targetTenths };
  if (!(priceKurus > 0)) return { kind: "no-price", targetTenths };
  const share = shareTerms(portion.total, priceKurus, rates.vatBp);
  const over = share.n * 10_000n > BigInt(rates.targetBp) * share.d;
  return { kind: "known", costKurus: kurusOf(portion.total), tenths: roundedTenths(share.n, share.d), targetTenths, over };
}

/**
 * How far a dish's share moved from one cost to another, in tenths of a point, worked out exactly and
 * rounded once; null for a price of 0 or less.
 */
export function shareChangeInTenths(before: Rational, after: Rational, priceKurus: number, vatBasisPoints: number): number | null {
  if (!(priceKurus > 0)) return null;
  // (after − before) × (1 + VAT) ÷ price, over the product of the two denominators.
  const difference = after.n * before.d - before.n * after.d;
  return roundedTenths(difference * BigInt(10_000 + vatBasisPoints), after.d * before.d * BigInt(priceKurus) * 10_000n);
}

/**
 * A percentage as a person writes it in the page's language ('10', '12,5'), in basis points; null
 * when it is not one from `min` to 100 (at most two decimals). Its sign may come with it, where
 * Turkish puts it ('%10') or English ('10%'), with or without a space.
 */
export function parsePercent(text: string, language: Language, min: number): number | null {
  const number = text.trim().replace(/^%\s*|\s*%$/, "");
  const parsed = parseNumberText(number, { language, decimals: 2, max: 10_000 });
  return parsed.ok && parsed.value >= min ? parsed.value : null;
}

/** Basis points as a form shows them again, in the page's language: 1000 is '10', 1250 '12,5'. */
export function percentInputValue(basisPoints: number, language: Language): string {
  return String(basisPoints / 100).replace(".", DECIMAL_SEPARATOR[language]);
}

/** Where a dish's cost is explained: its recipe's breakdown on the recipes screen. */
export const recipeBreakdownHref = (recipeId: string) => `/recipe-manager?item=${encodeURIComponent(recipeId)}`;

/** A dish in the 'Menu costs' report. */
export interface MenuCostRow {
  id: string;
  name: { tr: string; en: string };
  category: { id: string; name: { tr: string; en: string } };
  /** The recipe it is made from, whose breakdown explains the cost; null: no recipe, so no cost. */
  recipeId: string | null;
  priceKurus: number;
  /** The price net of VAT, rounded to the kuruş for showing. */
  netPriceKurus: KurusText;
  /** The food cost; null without a recipe. */
  cost: FoodCost | null;
  /** Net price less cost, rounded once; null unless the cost is known. */
  marginKurus: KurusText | null;
}

export function menuCostRow(dish: Omit<MenuCostRow, "netPriceKurus" | "marginKurus">, portionTotal: Rational | null, vatBasisPoints: number): MenuCostRow {
  const net = netPrice(dish.priceKurus, vatBasisPoints);
  const margin = dish.cost?.kind === "known" && portionTotal ? kurusOf(subtract(net, portionTotal)) : null;
  return { ...dish, netPriceKurus: kurusOf(net), marginKurus: margin };
}

/** Where a row sorts: known shares by how far over their target (most first), then those without one. */
const UNKNOWN_ORDER = { incomplete: 1, "no-price": 2 } as const;
function sortKey(row: MenuCostRow): [number, number] {
  if (!row.cost) return [4, 0];
  if (row.cost.kind === "known") return [0, -(row.cost.tenths - row.cost.targetTenths)];
  return [UNKNOWN_ORDER[row.cost.kind], 0];
}

/** The report's order: furthest over target first; dishes whose cost is not known after, then those without a recipe; by name within each. */
export function sortMenuCosts(rows: readonly MenuCostRow[], language: Language): MenuCostRow[] {
  const collator = nameCollator(language);
  return [...rows].sort((a, b) => {
    const [ga, ka] = sortKey(a);
    const [gb, kb] = sortKey(b);
    return ga - gb || ka - kb || collator.compare(localize(a.name, language), localize(b.name, language));
  });
}

/** A serving's exact cost as a page carries it (a fraction's two integers as text), for the 'what if' of a new price. */
export interface ServingCost {
  n: string;
  d: string;
  complete: boolean;
}

export function servingCostOf(cost: RecipeCost): ServingCost {
  return { n: cost.total.n.toString(), d: cost.total.d.toString(), complete: cost.complete };
}

/**
 * The food cost a dish would have at a price being typed ('what if'), against its category's
 * rates; null while the text is not a price.
 */
export function whatIfFoodCost(serving: ServingCost, priceText: string, language: Language, rates: CategoryRates): FoodCost | null {
  const price = parseMoney(priceText, language);
  if (!price.ok) return null;
  return foodCostOf({ total: ratio(BigInt(serving.n), BigInt(serving.d)), complete: serving.complete, lines: [] }, price.kurus, rates);
}
