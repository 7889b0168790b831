import type { Language } from "~/i18n/localize";

// Made once per language: building an Intl.NumberFormat costs far more than formatting with one,
// and a long menu formats a price (money.ts) for every row that scrolls into view.
const WHOLE_NUMBER: Record<Language, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
};

/**
 * A count of things (rows, items, lists) as the language groups its thousands: `10.000` in Turkish,
 * `10,000` in English. A message's placeholders write whole numbers so already (app/i18n/translate.ts).
 */
export function formatCount(count: number | bigint, language: Language): string {
  return WHOLE_NUMBER[language].format(count);
}
