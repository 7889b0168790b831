import type { Language } from "~/i18n/localize";
import { searchKey } from "./search-key";

const collators: Partial<Record<Language, Intl.Collator>> = {};

/** Names in the order a reader of the language expects: ç after c, ı before i, ş after s in Turkish. */
export function nameCollator(language: Language): Intl.Collator {
  return (collators[language] ??= new Intl.Collator(language === "tr" ? "tr" : "en", { sensitivity: "base", numeric: true }));
}

export function sortByName<T extends { name: string }>(items: readonly T[], language: Language): T[] {
  const collator = nameCollator(language);
  return [...items].sort((a, b) => collator.compare(a.name, b.name));
}

/** A vendor's name as a search compares it: 'Metro', 'metro ' and 'METRO' are one vendor. */
export const vendorKey = (name: string) => searchKey(name.trim());

/** The vendors found in a list of items (the inventory), each once (first spelling wins), in name order. */
export function knownVendors(items: readonly { vendor: string }[], language: Language): string[] {
  const byKey = new Map<string, string>();
  // A spelling met before gives nothing new: most items share their vendor's.
  const spellings = new Set<string>();
  for (const { vendor } of items) {
    if (spellings.has(vendor)) continue;
    spellings.add(vendor);
    const key = vendorKey(vendor);
    if (key && !byKey.has(key)) byKey.set(key, vendor.trim());
  }
  return [...byKey.values()].sort(nameCollator(language).compare);
}
