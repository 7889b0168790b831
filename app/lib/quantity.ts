import type { Language } from "~/i18n/localize";

/**
 * Quantities are integer thousandths (`quantity_milli`): 0.1 + 0.2 is 100 + 200 = 300, exactly.
 * These are the only ways text becomes a quantity and a quantity becomes text or money.
 */

export type QuantityParseResult = { ok: true; milli: number } | { ok: false; reason: "empty" | "invalid" | "negative" | "too-large" };

/** The largest quantity accepted: a million units of anything. */
export const MAX_QUANTITY_MILLI = 1_000_000_000;

/** Reads `0,25`, `0.25`, `3`: at most three decimals. */
export function parseQuantity(input: string): QuantityParseResult {
  const text = input.replace(/\s/g, "");
  if (text === "") return { ok: false, reason: "empty" };
  const match = /^(-?)(\d+)(?:[.,](\d{1,3}))?$/.exec(text);
  if (!match) return { ok: false, reason: "invalid" };
  const [, sign, whole = "0", fraction = ""] = match;
  const milli = Number(whole) * 1000 + Number(fraction.padEnd(3, "0"));
  if (sign === "-" && milli !== 0) return { ok: false, reason: "negative" };
  if (milli > MAX_QUANTITY_MILLI) return { ok: false, reason: "too-large" };
  return { ok: true, milli };
}

/** `2,5` in Turkish, `2.5` in English: no trailing zeros, no grouping. */
export function formatQuantity(milli: number, language: Language): string {
  if (!Number.isSafeInteger(milli)) throw new RangeError(`a quantity must be an integer number of thousandths, got ${milli}`);
  const whole = Math.trunc(Math.abs(milli) / 1000);
  const fraction = String(Math.abs(milli) % 1000).padStart(3, "0").replace(/0+$/, "");
  const sign = milli < 0 ? "-" : "";
  return fraction ? `${sign}${whole}${language === "tr" ? "," : "."}${fraction}` : `${sign}${whole}`;
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
