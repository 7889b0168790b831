import { slugify } from "./slug";
import type { LocalizedText } from "~/i18n/localize";

/** A menu item as a visitor sees it. Prices are integer kuruş (1 ₺ = 100 kuruş). */
export interface PublicMenuItem {
  id: string;
  name: { tr: string; en: string };
  /** A short note under the name: service time, slice count, tea brand. */
  secondary: LocalizedText | null;
  /** The description. */
  description: LocalizedText | null;
  priceKurus: number;
  image: string | null;
}

/** An active category with its active items, in position order. */
export interface PublicMenuCategory {
  id: string;
  name: { tr: string; en: string };
  items: PublicMenuItem[];
}

/** The item's slug in a language: its name in that language, slugified. */
export function itemSlug(item: Pick<PublicMenuItem, "name">, language: "tr" | "en"): string {
  return slugify(item.name[language] || item.name.tr || item.name.en);
}

/**
 * Finds an item by the slug of its name in the shown language, then in the other, so a link shared
 * in one language opens for everyone.
 */
export function findMenuItemBySlug(
  categories: PublicMenuCategory[],
  slug: string,
  language: "tr" | "en",
): { item: PublicMenuItem; category: PublicMenuCategory } | null {
  const wanted = slug.toLowerCase();
  const other = language === "tr" ? "en" : "tr";
  for (const lang of [language, other] as const) {
    for (const category of categories) {
      const item = category.items.find((candidate) => itemSlug(candidate, lang) === wanted);
      if (item) return { item, category };
    }
  }
  return null;
}
