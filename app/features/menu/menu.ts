import type { LocalizedPaths } from "~/i18n/language-urls";
import { slugify } from "~/lib/slug";
import type { MenuImage } from "~/features/menu-images/menu-images";
import { LANGUAGES, localize, type Language, type LocalizedText } from "~/i18n/localize";
import { NOTHING_KNOWN, type GuestDeclarations } from "~/features/allergens/dish";
import type { SoldOut } from "~/db/schema";

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
  /**
   * Sold out (docs/decisions/0034-sold-out.md): still shown, greyed, with 'Sold out today' for
   * tonight and 'Currently unavailable' until further notice. Null or absent: on sale (absent in the
   * built-in offline copy).
   */
  soldOut?: SoldOut | null;
}

/** An active category with its active items, in position order. */
export interface PublicMenuCategory {
  id: string;
  name: { tr: string; en: string };
  items: PublicMenuItem[];
}

/** The slug an item's name gives in a language: its name in that language (else the other's), slugified; "" for a name of no letters or digits. */
export function nameSlug(item: Pick<PublicMenuItem, "name">, language: Language): string {
  return slugify(item.name[language] || item.name.tr || item.name.en);
}

type FoundItem = { item: PublicMenuItem; category: PublicMenuCategory };

/** Every item's slug in each language, and the item at each slug: one address, one item. */
interface MenuAddresses {
  slugsOf: Map<string, Record<Language, string>>;
  itemAt: Map<string, FoundItem>;
}

/** A short, steady mark of an item's id (FNV-1a, base 36): the same for the item however the menu changes around it. */
export function idMark(id: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < id.length; index++) {
    hash ^= id.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

/** A name's slug followed by the mark of the item's id; the mark alone for a name with no slug. */
function markedSlug(base: string, item: PublicMenuItem): string {
  return base === "" ? idMark(item.id) : `${base}-${idMark(item.id)}`;
}

/** Each menu's addresses, worked out on first use and kept as long as the menu object. */
const addressesOfMenu = new WeakMap<PublicMenuCategory[], MenuAddresses>();

/**
 * Each item's slug in each language: the slug of its name there, unless another item earlier in menu
 * order has that address already (two dishes of one name, in either language) or the name has no
 * letters or digits; then the slug is followed by the mark of the item's id (`menemen-1x2y3z`), or
 * is the mark alone. So every link opens its own dish, and an item alone with its name keeps the
 * address it always had. A marked address also opens its dish once the dish has the plain one.
 */
function menuAddresses(categories: PublicMenuCategory[]): MenuAddresses {
  let addresses = addressesOfMenu.get(categories);
  if (addresses) return addresses;
  addresses = { slugsOf: new Map(), itemAt: new Map() };
  const { slugsOf, itemAt } = addresses;
  const freeFor = (slug: string, item: PublicMenuItem) => slug !== "" && (itemAt.get(slug)?.item ?? item) === item;
  const markedAddresses: [string, FoundItem][] = [];
  for (const category of categories) {
    for (const item of category.items) {
      const slugs = { tr: "", en: "" };
      for (const language of LANGUAGES) {
        const base = nameSlug(item, language);
        const marked = markedSlug(base, item);
        markedAddresses.push([marked, { item, category }]);
        let slug = base;
        if (!freeFor(slug, item)) {
          slug = marked;
          for (let again = 2; !freeFor(slug, item); again++) slug = `${marked}-${again}`;
        }
        slugs[language] = slug;
        itemAt.set(slug, { item, category });
      }
      slugsOf.set(item.id, slugs);
    }
  }
  // A marked address once given out keeps opening its dish when the one that had the plain
  // address leaves the menu or moves below it; it never takes an address another dish has.
  for (const [marked, found] of markedAddresses) if (!itemAt.has(marked)) itemAt.set(marked, found);
  addressesOfMenu.set(categories, addresses);
  return addresses;
}

/** An item's slug in a language, in this menu. */
function slugIn(categories: PublicMenuCategory[], item: PublicMenuItem, language: Language): string {
  return menuAddresses(categories).slugsOf.get(item.id)?.[language] ?? nameSlug(item, language);
}

/** A menu item's page: `/menu/{slug}`, with its slug in each language (menuAddresses). */
export function menuItemPaths(categories: PublicMenuCategory[], item: PublicMenuItem): LocalizedPaths {
  return { tr: `/menu/${slugIn(categories, item, "tr")}`, en: `/menu/${slugIn(categories, item, "en")}` };
}

/**
 * The item at a slug, whichever language's slug it is, so a link shared in one language opens for
 * everyone. The server keeps one menu object per menu version, so the slugs of a 2,000-item menu
 * are worked out once, not on every item page.
 */
export function findMenuItemBySlug(categories: PublicMenuCategory[], slug: string): FoundItem | null {
  return menuAddresses(categories).itemAt.get(slug.toLowerCase()) ?? null;
}

/** A menu item in the page's language: what the menu list shows, and the page it links to. */
export interface MenuListItem {
  id: string;
  name: string;
  /**
   * Its name in the other language, where that differs: not shown, but found by the menu's search,
   * so a guest on the English menu who knows the dish as 'köfte' finds it, and one on the Turkish
   * menu who types 'tea' finds 'Çay'.
   */
  otherName: string | null;
  /** The item page's slug in this language. */
  slug: string;
  priceKurus: number;
  secondary: string | null;
  description: string | null;
  image: MenuImage | null;
  allergens: GuestDeclarations;
  /** Sold out tonight or until further notice; null: on sale. */
  soldOut: SoldOut | null;
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
/** A name in the language that is not `language`, or null where it is the same or missing. */
function otherName(name: LocalizedText, language: Language): string | null {
  const other = localize(name, language === "tr" ? "en" : "tr");
  return other && other !== localize(name, language) ? other : null;
}

export function menuList(categories: PublicMenuCategory[], language: Language): MenuListCategory[] {
  return categories.map((category) => ({
    id: category.id,
    name: localize(category.name, language),
    items: category.items.map((item) => ({
      id: item.id,
      name: localize(item.name, language),
      otherName: otherName(item.name, language),
      slug: slugIn(categories, item, language),
      priceKurus: item.priceKurus,
      secondary: localize(item.secondary, language) || null,
      description: localize(item.description, language) || null,
      image: item.image,
      allergens: item.allergens ?? NOTHING_KNOWN,
      soldOut: item.soldOut ?? null,
    })),
  }));
}
