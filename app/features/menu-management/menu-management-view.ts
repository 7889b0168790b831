import { rowIdInAddress } from "~/lib/row-reference";
import { searchKey } from "~/lib/search-key";
import { categoryNeedsTranslation, itemNeedsTranslation, type ManagedCategory, type ManagedMenuItem } from "./menu-management";
import type { FoodCost } from "~/features/food-cost/food-cost";

/**
 * Items the Menu Items tab shows at first, and how many more each 'Show more' adds: a restaurant's
 * whole menu, while a menu of thousands still renders quickly. Whole categories are shown, so
 * ordering and 'Select all' always act on a complete category.
 */
export const ITEMS_PER_PAGE = 200;

export interface MenuManagementQuery {
  tab: "items" | "categories";
  /** The translation filter: only rows that lack a language. */
  missingOnly: boolean;
  /** The search (`q`): only the dishes, or on the Categories tab the categories, whose texts contain it. */
  search: string;
  /** How many items the Menu Items tab may show (whole categories, so a few more). */
  itemLimit: number;
  /** The item whose edit modal is open: sent even when its category is not shown. */
  editItemId: string | null;
  /** The category whose edit modal is open (none while an item's or a new row's is). */
  editCategoryId: string | null;
}

/** What one page of Menu Management needs: every category with its count, the items it shows. */
export interface MenuManagementView {
  categories: ManagedCategory[];
  itemCounts: Record<string, number>;
  totalItems: number;
  missingItemCount: number;
  missingCategoryCount: number;
  /** The categories the Menu Items tab shows, in order, each with all of its items in `items`. */
  shownCategoryIds: string[];
  items: ManagedMenuItem[];
  /** Items of the categories not shown yet, behind 'Show more'. */
  hiddenItems: number;
  editingItem: ManagedMenuItem | null;
  /** The food cost of each shown item made from a recipe (and of the item being edited). */
  foodCosts: Record<string, FoodCost>;
}

/** The query a Menu Management address asks for. */
export function menuManagementQuery(searchParams: URLSearchParams): MenuManagementQuery {
  const limit = Number(searchParams.get("limit"));
  const adding = Boolean(searchParams.get("new"));
  const editItemId = adding ? null : rowIdInAddress(searchParams.get("item"));
  return {
    tab: searchParams.get("tab") === "categories" ? "categories" : "items",
    missingOnly: searchParams.get("missing") === "1",
    search: (searchParams.get("q") ?? "").trim(),
    itemLimit: Number.isSafeInteger(limit) && limit > ITEMS_PER_PAGE ? limit : ITEMS_PER_PAGE,
    editItemId,
    editCategoryId: adding || editItemId ? null : rowIdInAddress(searchParams.get("category")),
  };
}

/**
 * Whether a dish's name, secondary text or description, in either language, contains the search:
 * case, Turkish letters and accents folded, so 'kasar' finds 'Kaşarlı'. `key` is `searchKey(search)`.
 */
export function itemMatches(item: ManagedMenuItem, key: string): boolean {
  return [item.name, item.secondary, item.description].some((text) => searchKey(text.tr).includes(key) || searchKey(text.en).includes(key));
}

/** Whether a category's name, in either language, contains the search (`key` is `searchKey(search)`). */
export function categoryMatches(category: ManagedCategory, key: string): boolean {
  return searchKey(category.name.tr).includes(key) || searchKey(category.name.en).includes(key);
}

/**
 * The part of the whole menu (categories and items in position order) that a page shows. The
 * translation filter shows every row that lacks a language or whose texts need review, with the
 * categories they are in.
 */
export function menuManagementView(menu: { categories: ManagedCategory[]; items: ManagedMenuItem[]; foodCosts: Record<string, FoodCost> }, query: MenuManagementQuery): MenuManagementView {
  const itemsByCategory = new Map<string, ManagedMenuItem[]>(menu.categories.map((category) => [category.id, []]));
  for (const item of menu.items) itemsByCategory.get(item.categoryId)?.push(item);
  const itemCounts = Object.fromEntries([...itemsByCategory].map(([id, items]) => [id, items.length]));
  const missingItems = menu.items.filter(itemNeedsTranslation);
  const missingCategories = menu.categories.filter(categoryNeedsTranslation);

  const key = searchKey(query.search);
  let shownCategoryIds: string[] = [];
  let items: ManagedMenuItem[] = [];
  if (query.tab === "items" && key !== "") {
    // Every match, wherever it is in the menu: a search is for finding, so it is not cut to a page.
    items = (query.missingOnly ? missingItems : menu.items).filter((item) => itemMatches(item, key));
    const withMatches = new Set(items.map((item) => item.categoryId));
    shownCategoryIds = menu.categories.filter((category) => withMatches.has(category.id)).map((category) => category.id);
  } else if (query.tab === "items" && query.missingOnly) {
    const withMissing = new Set([...missingCategories.map((category) => category.id), ...missingItems.map((item) => item.categoryId)]);
    shownCategoryIds = menu.categories.filter((category) => withMissing.has(category.id)).map((category) => category.id);
    items = missingItems;
  } else if (query.tab === "items") {
    for (const category of menu.categories) {
      if (items.length >= query.itemLimit) break;
      shownCategoryIds.push(category.id);
      items = items.concat(itemsByCategory.get(category.id) ?? []);
    }
  }
  const editingItem = query.editItemId ? (menu.items.find((item) => item.id === query.editItemId) ?? null) : null;
  return {
    categories: menu.categories,
    itemCounts,
    totalItems: menu.items.length,
    missingItemCount: missingItems.length,
    missingCategoryCount: missingCategories.length,
    shownCategoryIds,
    items,
    hiddenItems: query.tab === "items" && !query.missingOnly && key === "" ? menu.items.length - items.length : 0,
    editingItem,
    foodCosts: Object.fromEntries([...items, ...(editingItem ? [editingItem] : [])].flatMap((item) => (menu.foodCosts[item.id] ? [[item.id, menu.foodCosts[item.id]!]] : []))),
  };
}
