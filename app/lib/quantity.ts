import type { Language } from "~/i18n/localize";
import { parseNumberText, type NumberTextFailure } from "./number-text";
import { unitLabel, type Pack } from "./units";

/**
 * Quantities are integer thousandths (`quantity_milli`): 0.1 + 0.2 is 100 + 200 = 300, exactly.
 * These are the only ways text becomes a quantity and a quantity becomes text or money.
 */

export type QuantityParseResult = { ok: true; milli: number } | { ok: false; reason: NumberTextFailure };

/** The largest quantity accepted: a million units of anything. */
export const MAX_QUANTITY_MILLI = 1_000_000_000;

/**
 * Reads a quantity as the page's language writes it, and in any way with one reading
 * (number-text.ts): `0,25`, `1.500`, `2.5` in Turkish; `0.25`, `1,500`, `2,5` in English. At most
 * three decimals, so `1,500` on a Turkish page is 1,5.
 */
export function parseQuantity(input: string, language: Language): QuantityParseResult {
  const parsed = parseNumberText(input, { language, decimals: 3, max: MAX_QUANTITY_MILLI });
  return parsed.ok ? { ok: true, milli: parsed.value } : parsed;
}

/** `2,5` in Turkish, `2.5` in English: no trailing zeros, no grouping. */
export function formatQuantity(milli: number, language: Language): string {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`a quantity must be an integer number of thousandths, got ${milli}`);
  const whole = Math.trunc(Math.abs(milli) / 1000);
  const fraction = String(Math.abs(milli) % 1000).padStart(3, "0").replace(/0+$/, "");
  const sign = milli < 0 ? "-" : "";
  return fraction ? `${sign}${whole}${language === "tr" ? "," : "."}${fraction}` : `${sign}${whole}`;
}

/** An amount with its unit, as a person reads it: `2,5 kg`, `3 pieces`, `1 cup`. */
export function quantityWithUnit(milli: number, unit: string, language: Language): string {
  return `${formatQuantity(milli, language)} ${unitLabel(unit, language, milli)}`;
}

/** A unit with the pack it is sold in, when it has one: `şişe (0,7 l)`, or `kg`. */
export function unitWithPack(unit: string, pack: Pack | null, language: Language): string {
  const label = unitLabel(unit, language);
  return pack ? `${label} (${quantityWithUnit(pack.amountMilli, pack.amountUnit, language)})` : label;
}

/**
 * The cost of quantities at prices, in kuruş: every price × quantity summed exactly first, then
 * rounded once to the kuruş, half up. 0.1 + 0.2 of something at 10,00 ₺ is 3,00 ₺.
 */
export function totalCostKurus(lines: readonly { priceKurus: number; quantityMilli: number }[]): number {
  let thousandths = 0n;
  for (const line of lines) thousandths += BigInt(line.priceKurus) * BigInt(line.quantityMilli);
  return Number((thousandths + 500n) / 1000n);
}
