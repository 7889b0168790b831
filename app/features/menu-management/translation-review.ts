import type { Language } from "~/i18n/localize";

/**
 * Translations that fall behind (docs/decisions/0036-outdated-translations.md). When one language of
 * a text changes and the other does not, the other may no longer say the same: it needs review
 * until someone edits it or says it is still correct. Pure: the server reads and writes the rows.
 */

/** A row's texts in both languages, by their columns: Turkish first. */
export type TextColumns = readonly (readonly [tr: string, en: string])[];

export const ITEM_TEXT_COLUMNS = [
  ["name_tr", "name_en"],
  ["secondary_tr", "secondary_en"],
  ["description_tr", "description_en"],
] as const satisfies TextColumns;
export const CATEGORY_TEXT_COLUMNS = [["name_tr", "name_en"]] as const satisfies TextColumns;

const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/**
 * The texts that need review after an edit from `before` to `after`, given those that did before
 * (`outdated`): a text whose other language changed while it did not is outdated; a text that
 * changed is not (its editor wrote it against the other), and one edited while it needed review
 * catches up, outdating nothing; both changing together clears both. An
 * empty text is missing, not outdated (the missing marker says so), and a text added where there
 * was none outdates nothing: it is a new translation of the other.
 */
export function outdatedTextsAfter(
  columns: TextColumns,
  before: Readonly<Record<string, unknown>>,
  after: Readonly<Record<string, unknown>>,
  outdated: readonly string[],
): string[] {
  const result: string[] = [];
  for (const [tr, en] of columns) {
    const changed = { tr: text(before[tr]) !== text(after[tr]), en: text(before[en]) !== text(after[en]) };
    let trOutdated = outdated.includes(tr) && !changed.tr;
    let enOutdated = outdated.includes(en) && !changed.en;
    // A text edited while it needed review catches up with the other: that outdates nothing.
    if (changed.tr && !changed.en && text(before[tr]) !== "" && !outdated.includes(tr)) enOutdated = true;
    if (changed.en && !changed.tr && text(before[en]) !== "" && !outdated.includes(en)) trOutdated = true;
    if (trOutdated && text(after[tr]) !== "") result.push(tr);
    if (enOutdated && text(after[en]) !== "") result.push(en);
  }
  return result;
}

/** The list as the column stores it: null for none. */
export function storedOutdatedTexts(columns: readonly string[]): string | null {
  return columns.length === 0 ? null : JSON.stringify(columns);
}

/** The list from its column: only known text columns; anything else reads as none. */
export function parseOutdatedTexts(stored: string | null, columns: TextColumns): string[] {
  if (stored === null) return [];
  try {
    const value: unknown = JSON.parse(stored);
    const known = new Set(columns.flat());
    return Array.isArray(value) ? value.filter((column): column is string => typeof column === "string" && known.has(column)) : [];
  } catch {
    return [];
  }
}

/** The languages whose texts need review, Turkish first: what the row's marker says. */
export function outdatedLanguages(outdated: readonly string[]): Language[] {
  return (["tr", "en"] as const).filter((language) => outdated.some((column) => column.endsWith(`_${language}`)));
}
