import type { Language } from "~/i18n/localize";

// Made once per language: building an Intl.NumberFormat costs far more than formatting with one,
// and a long menu formats a price (money.ts) for every row that scrolls into view.
const WHOLE_NUMBER: Record<Language, Intl.NumberFormat> = {
  tr: new Intl.NumberFormat("tr-TR", { maximumFractionDigits: 0 }),
  en: new Intl.NumberFormat("en-US", { maximumFractionDigits: 0 }),
};

/** A count of things (rows, items, lists) as the language groups its thousands: `10.000` in Turkish, `10,000` in English. */
export function formatCount(count: number | bigint, language: Language): string {
  return WHOLE_NUMBER[language].format(count);
}

/** Every count of a record written so, for a message that names them (`{active} active, {inactive} inactive`). */
export function formatCounts<Key extends string>(counts: Record<Key, number>, language: Language): Record<Key, string> {
  return Object.fromEntries(Object.entries<number>(counts).map(([key, count]) => [key, formatCount(count, language)])) as Record<Key, string>;
}
