/** The languages the product speaks. Turkish is the house language. */
export const LANGUAGES = ["tr", "en"] as const;
export type Language = (typeof LANGUAGES)[number];

export function isLanguage(value: unknown): value is Language {
  return value === "tr" || value === "en";
}

/** Data text: a plain string, or one string per language (some may be missing). */
export type LocalizedText = string | Partial<Record<Language, string>>;

/**
 * Resolves data text for display, in the brief's order:
 * the shown language, then Turkish, then English, then the first available value.
 * Empty strings count as missing.
 */
export function localize(text: LocalizedText | null | undefined, language: Language): string {
  if (text == null) return "";
  if (typeof text === "string") return text;
  const candidates = [text[language], text.tr, text.en, ...Object.values(text)];
  return candidates.find((value): value is string => typeof value === "string" && value.trim() !== "") ?? "";
}
