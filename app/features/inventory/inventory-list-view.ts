import { isIncomplete } from "~/lib/declarations";
import { filterByTabAndSearch, parseTab } from "~/ui/tab-search";
import { INVENTORY_CATEGORIES, inventoryTabSearch, type InventoryItem, type InventoryTab } from "./inventory";

/** The address's value of `allergens` that lists only the items with something not declared. */
export const UNDECLARED_FILTER = "undeclared";

/**
 * Rows drawn at first and per 'Show more': a few screens on a phone, and few enough that the list a
 * key in the search leaves is drawn before that key is let go (50 rows held up the next key event
 * on a phone; `npm run bench`, inventory).
 */
export const ROWS_PER_PAGE = 20;

/** What chooses the rows the list shows, all from the address: the tab, the search (`q`) and `allergens`. */
export interface InventoryListFilter {
  tab: InventoryTab;
  query: string;
  /** `allergens=undeclared`: only the items whose allergens or diet facts someone still has to state. */
  undeclaredOnly: boolean;
}

export function inventoryListFilter(search: URLSearchParams): InventoryListFilter {
  return { tab: parseTab(INVENTORY_CATEGORIES, search.get("tab")), query: search.get("q") ?? "", undeclaredOnly: search.get("allergens") === UNDECLARED_FILTER };
}

/** The items with something not declared: the 'Undeclared' tab. */
export const undeclaredItems = (items: readonly InventoryItem[]) => items.filter((item) => isIncomplete(item.statements));

/** The rows a filter shows, in order, and how many each category tab would show for the same search. */
export function filterInventory(items: readonly InventoryItem[], undeclared: readonly InventoryItem[], { tab, query, undeclaredOnly }: InventoryListFilter) {
  return filterByTabAndSearch(undeclaredOnly ? undeclared : items, inventoryTabSearch, query, tab);
}

/**
 * The start of the inventory's list, as the page's loader sends it: what the screen shows for the
 * address the page was asked for, until the whole list (GET /inventory-manager/list) has come. The
 * page then holds 20 items, not 5,000 (docs/decisions/0041-inventory-list-apart.md).
 */
export interface InventoryListStart {
  /** The whole list's version, its ETag: the screen asks for the whole list again when it moves. */
  version: string;
  /** The filter the rows were chosen by. */
  filter: InventoryListFilter;
  /** The first rows the filter shows (ROWS_PER_PAGE at most). */
  rows: InventoryItem[];
  /** How many rows the filter shows in all. */
  shownCount: number;
  /** How many rows each category tab would show for the same search. */
  counts: Record<InventoryTab, number>;
  /** How many items there are, and how many have something not declared (the allergen tabs). */
  total: number;
  undeclared: number;
}

export function inventoryListStart(items: readonly InventoryItem[], version: string, filter: InventoryListFilter): InventoryListStart {
  const undeclared = undeclaredItems(items);
  const { shown, counts } = filterInventory(items, undeclared, filter);
  return { version, filter, rows: shown.slice(0, ROWS_PER_PAGE), shownCount: shown.length, counts, total: items.length, undeclared: undeclared.length };
}
