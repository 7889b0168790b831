/**
 * A feature's texts in both languages. The Turkish object must have exactly the English keys:
 * a missing or extra key is a type error.
 */
export function defineMessages<const En extends Record<string, string>>(
  en: En,
  tr: { [K in keyof En]: string },
): { en: En; tr: { [K in keyof En]: string } } {
  return { en, tr };
}
