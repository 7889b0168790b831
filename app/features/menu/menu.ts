import type { LocalizedPaths } from "~/i18n/language-urls";
import { slugify } from "~/lib/slug";
import type { MenuImage } from "~/features/menu-images/menu-images";
import { localize, type Language, type LocalizedText } from "~/i18n/localize";
import { NOTHING_KNOWN, type GuestDeclarations } from "~/features/allergens/dish";

/** A menu item as a visitor sees it. Prices are integer kuruş (1 ₺ = 100 kuruş). */
export interface PublicMenuItem {
  id: string;
  name: { tr: string; en: string };
  /** A short note under the name: service time, slice count, tea brand. */
  secondary: LocalizedText | null;
  /** The description. */
  description: LocalizedText | null;
  priceKurus: number;
  image: MenuImage | null;
  /** What the dish declares (docs/decisions/0030-allergens.md); absent: nothing is known (the built-in offline copy). */
  allergens?: GuestDeclarations;
  /** Sold out today (docs/decisions/0034-sold-out.md): still shown, greyed. Absent: on sale (the built-in offline copy). */
  soldOut?: boolean;
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

/** A menu item's page: `/menu/{slug}`, with the slug of its name in each language. */
export function menuItemPaths(item: Pick<PublicMenuItem, "name">): LocalizedPaths {
  return { tr: `/menu/${itemSlug(item, "tr")}`, en: `/menu/${itemSlug(item, "en")}` };
}

type FoundItem = { item: PublicMenuItem; category: PublicMenuCategory };

/** Each menu's items by slug, per language: built on first use, kept as long as the menu object. */
const slugIndexes = new WeakMap<PublicMenuCategory[], Record<Language, Map<string, FoundItem>>>();

function slugIndex(categories: PublicMenuCategory[]): Record<Language, Map<string, FoundItem>> {
  let index = slugIndexes.get(categories);
  if (!index) {
    index = { tr: new Map(), en: new Map() };
    for (const language of ["tr", "en"] as const) {
      for (const category of categories) {
        for (const item of category.items) {
          const slug = itemSlug(item, language);
          // Two items with the same name: the first in menu order keeps the address, as before.
          if (!index[language].has(slug)) index[language].set(slug, { item, category });
        }
      }
    }
    slugIndexes.set(categories, index);
  }
  return index;
}

/**
 * Finds an item by the slug of its name in the shown language, then in the other, so a link shared
 * in one language opens for everyone. The server keeps one menu object per menu version, so the
 * slugs of a 2,000-item menu are worked out once, not on every item page.
 */
export function findMenuItemBySlug(categories: PublicMenuCategory[], slug: string, language: Language): FoundItem | null {
  const wanted = slug.toLowerCase();
  const index = slugIndex(categories);
  const other = language === "tr" ? "en" : "tr";
  return index[language].get(wanted) ?? index[other].get(wanted) ?? null;
}

/** A menu item in the page's language: what the menu list shows, and the page it links to. */
export interface MenuListItem {
  id: string;
  name: string;
  /** The item page's slug in this language. */
  slug: string;
  priceKurus: number;
  secondary: string | null;
  description: string | null;
  image: MenuImage | null;
  allergens: GuestDeclarations;
  soldOut: boolean;
}

export interface MenuListCategory {
  id: string;
  name: string;
  items: MenuListItem[];
}

/**
 * The menu in one language, as the menu page and the JSON-LD need it. A page shows one language at
 * a time (switching reloads its data), so the browser receives half the text, and every slug is
 * worked out once, here, rather than on every render.
 */
export function menuList(categories: PublicMenuCategory[], language: Language): MenuListCategory[] {
  return categories.map((category) => ({
    id: category.id,
    name: localize(category.name, language),
    items: category.items.map((item) => ({
      id: item.id,
      name: localize(item.name, language),
      slug: itemSlug(item, language),
      priceKurus: item.priceKurus,
      secondary: localize(item.secondary, language) || null,
      description: localize(item.description, language) || null,
      image: item.image,
      allergens: item.allergens ?? NOTHING_KNOWN,
      soldOut: item.soldOut ?? false,
    })),
  }));
}
