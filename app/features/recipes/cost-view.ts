import type { PriceSource } from "~/db/schema";
import type { Language } from "~/i18n/localize";
import { formatCost } from "~/lib/money";
import { roundHalfUp, toDecimalText, type Rational } from "~/lib/rational";
import type { CostProblem, LineCost, RecipeYield } from "./costing";
import { unitLabel, type Pack } from "~/lib/units";

/**
 * A recipe's cost as the page shows it, made on the server from the exact costing: the one place
 * exact values become kuruş (rounded half up) and decimal text. It travels as JSON, which has no
 * fractions: every number here is already what a person reads, in no particular language.
 */

/** The decimals a conversion step shows; a value with more is shown rounded, marked '≈'. */
export const STEP_DIGITS = 4;

export interface StepView {
  /** Decimal text with a point: `0.03`. */
  value: string;
  exact: boolean;
  /** Null: batches of a sub-recipe. */
  unit: string | null;
}

export type PriceView =
  | {
      type: "inventory";
      priceKurus: number;
      unit: string;
      pack: Pack | null;
      /** The row of the item's price history this price is (docs/decisions/0032-price-history.md); null until it is looked up, or when none matches. */
      since: PriceCitation | null;
    }
  | { type: "recipe"; batchKurus: KurusText; complete: boolean; yield: RecipeYield | null };

/** A price history row, as a breakdown cites it. */
export interface PriceCitation {
  priceId: string;
  effectiveAt: string;
  source: PriceSource;
}

export interface IngredientView {
  type: "inventory" | "recipe";
  sourceId: string | null;
  /** The source's name now, or the name it was saved with when it has been deleted since. */
  name: string | null;
  /** The inventory item's vendor now ('Metro'), which tells items of one name apart; null for a recipe, a deleted item, or an item without one. */
  vendor: string | null;
  quantityMilli: number;
  unit: string;
  price: PriceView | null;
  steps: StepView[];
  costKurus: KurusText | null;
  problem: CostProblem | null;
}

/**
 * Kuruş as decimal digits: a recipe's cost can pass a number's exact integers (a million batches of
 * a million kilograms), and JSON has no bigint. `formatKurus` shows it.
 */
export type KurusText = string;

/** The kuruş a person is shown for an exact cost: rounded once, half up. */
export function kurusOf(cost: Rational): KurusText {
  return roundHalfUp(cost).toString();
}

/** A cost as the back office shows it: `1.234,50 ₺`. */
export function formatKurus(kurus: KurusText, language: Language): string {
  return formatCost(BigInt(kurus), language);
}

/** A line of the breakdown; `vendorOf` gives an inventory item's vendor by its id (the costing does not hold vendors). */
export function ingredientView(line: LineCost, savedName: string | null, vendorOf?: (itemId: string) => string | undefined): IngredientView {
  const { ingredient, source } = line;
  let price: PriceView | null = null;
  let name = savedName;
  let vendor: string | null = null;
  if (source?.type === "inventory") {
    price = { type: "inventory", priceKurus: source.item.priceKurus, unit: source.item.unit, pack: source.item.pack, since: null };
    name = source.item.name;
    vendor = vendorOf?.(source.item.id)?.trim() || null;
  } else if (source?.type === "recipe") {
    price = { type: "recipe", batchKurus: kurusOf(source.batch.total), complete: source.batch.complete, yield: source.recipe.yield };
    name = source.recipe.name;
  }
  return {
    type: ingredient.type,
    sourceId: line.problem?.kind === "missing" ? null : ingredient.sourceId,
    name,
    vendor,
    quantityMilli: ingredient.quantityMilli,
    unit: ingredient.unit,
    price,
    steps: line.steps.map((step) => {
      const { text, exact } = toDecimalText(step.value, STEP_DIGITS);
      return { value: text, exact, unit: step.unit };
    }),
    costKurus: line.cost === null ? null : kurusOf(line.cost),
    problem: line.problem,
  };
}

/** A decimal in the page's notation: `0,03` in Turkish, `0.03` in English. */
export function localDecimal(text: string, language: Language): string {
  return language === "tr" ? text.replace(".", ",") : text;
}

/**
 * The conversion applied, as the breakdown shows it: '2 yemek kaşığı = 30 ml = 0,03 l × 180,00 ₺'.
 * `batch` is the page's word for one batch of a sub-recipe.
 */
export function conversionText(line: Pick<IngredientView, "steps" | "price">, language: Language, batch: string): string {
  // A step's unit in the page's words, plural after an amount other than 1 (2 tbsp, 3 pieces, 3 adet).
  const unitOf = (step: StepView) => (step.unit === null ? batch : unitLabel(step.unit, language, Math.round(Number(step.value) * 1000)));
  const steps = line.steps.map((step) => `${step.exact ? "" : "≈"}${localDecimal(step.value, language)} ${unitOf(step)}`).join(" = ");
  if (!line.price || !steps) return steps;
  const price = line.price.type === "inventory" ? formatCost(line.price.priceKurus, language) : formatKurus(line.price.batchKurus, language);
  return `${steps} × ${price}`;
}
