import type { Language } from "~/i18n/localize";
import { formatCount } from "./count";

/**
 * Money is an integer number of kuruş (1 ₺ = 100 kuruş) everywhere below the UI, so sums and
 * products are exact. These functions are the only way money becomes text; money-input.ts is the
 * only way text becomes money (apart, so the guest pages, which only show prices, do not load the
 * parser of typed numbers).
 */

/** Kuruş as a number, or as a bigint for amounts beyond a number's exact integers (a recipe's cost can be). */
export type Kurus = number | bigint;

function splitKurus(kurus: Kurus): { lira: bigint; fraction: string; negative: boolean } {
  if (typeof kurus === "number" && !Number.isSafeInteger(kurus)) throw new RangeError(`money must be an integer number of kuruş, got ${kurus}`);
  const value = BigInt(kurus);
  const abs = value < 0n ? -value : value;
  return { lira: abs / 100n, fraction: String(abs % 100n).padStart(2, "0"), negative: value < 0n };
}

function formatAmount(kurus: Kurus, language: Language, alwaysDecimals: boolean): string {
  const { lira, fraction, negative } = splitKurus(kurus);
  // Whole lira grouped as a count is (`1.250` in Turkish, `1,250` in English).
  const whole = formatCount(lira, language);
  const decimalSeparator = language === "tr" ? "," : ".";
  const amount = alwaysDecimals || fraction !== "00" ? `${whole}${decimalSeparator}${fraction}` : whole;
  return `${negative ? "-" : ""}${amount}`;
}

/** A public menu price: the number, then ` ₺`. Whole lira show no decimals: `185 ₺`, `12,50 ₺`. */
export function formatPrice(kurus: number, language: Language): string {
  return `${formatAmount(kurus, language, false)} ₺`;
}

/** A back-office cost: always two decimals, `1.234,50 ₺` in Turkish, `1,234.50 ₺` in English. */
export function formatCost(kurus: Kurus, language: Language): string {
  return `${formatAmount(kurus, language, true)} ₺`;
}

/**
 * The value for a price input field, no grouping, so it reads back with parseMoney (money-input.ts) in either
 * language: `12.50`, or `12,50` for a Turkish page, as a Turkish reader writes it.
 */
export function kurusToInputValue(kurus: number, language: Language): string {
  const { lira, fraction, negative } = splitKurus(kurus);
  return `${negative ? "-" : ""}${lira}${language === "tr" ? "," : "."}${fraction}`;
}

/**
 * Whether an inventory item (or a shopping-list line, as it was priced) has a price: 0 is 'no price
 * yet' (imported at 0.00, or added before the price was known), never 'free'. Every recipe and dish
 * using such an item shows its cost as incomplete (docs/decisions/0015-exact-recipe-costs.md).
 */
export const hasPrice = (item: { priceKurus: number }): boolean => item.priceKurus > 0;
