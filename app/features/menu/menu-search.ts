import { searchKey } from "~/lib/search-key";
import type { MenuListCategory, MenuListItem } from "./menu";

// Each item's names (its name in the other language too) and description are folded once, on the
// first search that needs them: a keystroke then only compares strings, and a menu that is never
// searched never pays.
const foldedTexts = new WeakMap<MenuListItem, string>();

function foldedText(item: MenuListItem): string {
  let text = foldedTexts.get(item);
  if (text === undefined) {
    text = searchKey(`${item.name}\n${item.otherName ?? ""}\n${item.description ?? ""}`);
    foldedTexts.set(item, text);
  }
  return text;
}

/** The words of a search, folded (see searchKey): "Kaşar  Tost" is ["kasar", "tost"]. */
export function searchWords(query: string): string[] {
  return searchKey(query).split(/\s+/).filter(Boolean);
}

/**
 * The menu a search leaves: the items whose name (in either language) or description holds every
 * word of it, whatever the case and the Turkish letters ("kasar" finds "Kaşarlı", "SUCUK" finds
 * "sucuklu", "cay" finds "Turkish Tea"), in menu
 * order, under their categories; a category left without items is left out. An empty search is the
 * whole menu, the same list object.
 */
export function searchMenu(categories: MenuListCategory[], query: string): MenuListCategory[] {
  const words = searchWords(query);
  if (words.length === 0) return categories;
  const found: MenuListCategory[] = [];
  for (const category of categories) {
    const items = category.items.filter((item) => {
      const text = foldedText(item);
      return words.every((word) => text.includes(word));
    });
    if (items.length > 0) found.push({ ...category, items });
  }
  return found;
}

/** How many items a menu list holds. */
export function countItems(categories: MenuListCategory[]): number {
  return categories.reduce((count, category) => count + category.items.length, 0);
}
