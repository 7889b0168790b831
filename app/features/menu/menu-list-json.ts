import type { Language } from "~/i18n/localize";
import type { GuestDeclarations } from "~/features/allergens/dish";
import { DECLARATIONS, type Declaration } from "~/lib/declarations";
import { menuList, type MenuListCategory, type MenuListItem, type PublicMenuCategory } from "./menu";

/** A menu list as JSON text: made only by menuListJson, read only by parseMenuList. */
export type MenuListJson = string & { readonly __brand: "MenuListJson" };

/**
 * A dish's declarations on the wire: the declarations it contains and may contain, each as a bit
 * (1 << its place in DECLARATIONS), and its flags (1 vegetarian, 2 vegan, 4 incomplete). Most
 * dishes are `[0,0,4]` or a few digits more.
 */
type AllergenFields = [contains: number, mayContain: number, flags: number];

const bitsOf = (keys: readonly Declaration[]) => keys.reduce((bits, key) => bits | (1 << DECLARATIONS.indexOf(key)), 0);
const keysOf = (bits: number) => DECLARATIONS.filter((_, index) => bits & (1 << index));

function allergenFields(allergens: GuestDeclarations): AllergenFields {
  return [bitsOf(allergens.contains), bitsOf(allergens.mayContain), (allergens.vegetarian ? 1 : 0) | (allergens.vegan ? 2 : 0) | (allergens.incomplete ? 4 : 0)];
}

function allergensFrom([contains, mayContain, flags]: AllergenFields): GuestDeclarations {
  return { contains: keysOf(contains), mayContain: keysOf(mayContain), vegetarian: (flags & 1) !== 0, vegan: (flags & 2) !== 0, incomplete: (flags & 4) !== 0 };
}

/** Sold out on the wire: 0 on sale, 1 tonight, 2 until further notice (the index in SOLD_OUT_FIELDS). */
type SoldOutField = 0 | 1 | 2;
const SOLD_OUT_FIELDS = [null, "tonight", "until_further_notice"] as const satisfies readonly MenuListItem["soldOut"][];

/** An image on the wire: each variant as `[hash, width, height]`. */
type ImageFields = [hash: string, width: number, height: number][];

/**
 * On the wire, an item is an array of its fields in this order, not an object: the field names would
 * otherwise be repeated for every item, and escaped twice inside the page (about 40% of the text).
 */
type ItemFields = [
  id: MenuListItem["id"],
  name: MenuListItem["name"],
  slug: MenuListItem["slug"],
  priceKurus: MenuListItem["priceKurus"],
  secondary: MenuListItem["secondary"],
  description: MenuListItem["description"],
  image: ImageFields | null,
  allergens: AllergenFields,
  soldOut: SoldOutField,
  otherName: MenuListItem["otherName"],
];
type CategoryFields = [id: MenuListCategory["id"], name: MenuListCategory["name"], items: ItemFields[]];

function toFields(list: MenuListCategory[]): CategoryFields[] {
  return list.map((category) => [
    category.id,
    category.name,
    category.items.map((item) => [
      item.id,
      item.name,
      item.slug,
      item.priceKurus,
      item.secondary,
      item.description,
      item.image && item.image.map((variant): ImageFields[number] => [variant.hash, variant.width, variant.height]),
      allergenFields(item.allergens),
      SOLD_OUT_FIELDS.indexOf(item.soldOut) as SoldOutField,
      item.otherName,
    ]),
  ]);
}

function fromFields(fields: CategoryFields[]): MenuListCategory[] {
  return fields.map(([id, name, items]) => ({
    id,
    name,
    items: items.map(([id, name, slug, priceKurus, secondary, description, image, allergens, soldOut, otherName]) => ({
      id,
      name,
      otherName,
      slug,
      priceKurus,
      secondary,
      description,
      image: image && image.map(([hash, width, height]) => ({ hash, width, height })),
      allergens: allergensFrom(allergens),
      soldOut: SOLD_OUT_FIELDS[soldOut] ?? null,
    })),
  }));
}

/** Texts made from a menu, by language: the server keeps one menu object until the menu changes. */
const jsonByMenu = new WeakMap<PublicMenuCategory[], Partial<Record<Language, MenuListJson>>>();

/**
 * The menu list in one language, as one JSON text for the page's loader data.
 *
 * React Router encodes loader data value by value (turbo-stream), which for a 2,000-item menu is a
 * good part of the server's render and of the phone's hydration; one string costs almost nothing to
 * encode, and JSON.parse is the fastest way a browser has to read data back. The text is kept with
 * the menu it was made from (public-menu.server.ts keeps that until the menu changes), so the server
 * makes it once per language and menu version.
 */
export function menuListJson(categories: PublicMenuCategory[], language: Language): MenuListJson {
  let texts = jsonByMenu.get(categories);
  if (!texts) jsonByMenu.set(categories, (texts = {}));
  return (texts[language] ??= JSON.stringify(toFields(menuList(categories, language))) as MenuListJson);
}

/** The last texts read, a few at most (the languages of one menu version): each is read once. */
const parsed = new Map<MenuListJson, MenuListCategory[]>();
const PARSED_KEPT = 4;

/**
 * The menu list from its JSON text. The same text gives the same list object, on the server for
 * every render of a menu version and in the browser for every render of a page, so what is built
 * from the list (rows, the JSON-LD text) can be kept with it. Treat the list as read-only.
 */
export function parseMenuList(json: MenuListJson): MenuListCategory[] {
  let list = parsed.get(json);
  if (!list) {
    list = fromFields(JSON.parse(json) as CategoryFields[]);
    if (parsed.size >= PARSED_KEPT) parsed.delete(parsed.keys().next().value!);
    parsed.set(json, list);
  }
  return list;
}
