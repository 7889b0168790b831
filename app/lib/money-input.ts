import type { Language } from "~/i18n/localize";
import { parseNumberText, type NumberTextFailure } from "./number-text";

/**
 * Money typed by a person: the only way text becomes money (an integer number of kuruş, money.ts).
 * Apart from money.ts, which writes money as text, so that the guest pages, which only show
 * prices, do not load the parser.
 */

export type MoneyParseResult = { ok: true; kurus: number } | { ok: false; reason: NumberTextFailure };

/** The largest amount accepted: 10 million lira, far beyond any menu price or purchase. */
export const MAX_KURUS = 1_000_000_000;

/**
 * Reads a price typed by a person, as the page's language writes it and in any way with one
 * reading: `1.500`, `1.250,50`, `1500,5`, `₺ 12,50` in Turkish; `1,500.00`, `1500.5` in English
 * (number-text.ts). At most two decimals. `1,500` on a Turkish page (and `1.500` on an English
 * one) is refused as ambiguous: 1500 written the other way, or a price with three decimals?
 */
export function parseMoney(input: string, language: Language): MoneyParseResult {
  const parsed = parseNumberText(input.replace(/₺|TL/gi, ""), { language, decimals: 2, max: MAX_KURUS });
  return parsed.ok ? { ok: true, kurus: parsed.value } : parsed;
}
