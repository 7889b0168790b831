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

/** How many rows each allergen chip would show for the same tab and search: every item, and those with something not declared. */
export interface AllergenChipCounts {
  all: number;
  undeclared: number;
}

// The undeclared items of a list as a set, made once per list rather than at every key.
const undeclaredSets = new WeakMap<readonly InventoryItem[], ReadonlySet<InventoryItem>>();

function undeclaredSet(undeclared: readonly InventoryItem[]): ReadonlySet<InventoryItem> {
  let set = undeclaredSets.get(undeclared);
  if (!set) {
    set = new Set(undeclared);
    undeclaredSets.set(undeclared, set);
  }
  return set;
}

/**
 * The rows a filter shows, in order; how many each category tab would show for the same search and
 * allergen chip, and each allergen chip for the same search and tab: every count on the screen
 * follows the search, as the list does.
 */
export function filterInventory(items: readonly InventoryItem[], undeclared: readonly InventoryItem[], { tab, query, undeclaredOnly }: InventoryListFilter) {
  const { shown, counts } = filterByTabAndSearch(undeclaredOnly ? undeclared : items, inventoryTabSearch, query, tab);
  const chips: AllergenChipCounts = undeclaredOnly
    ? { all: filterByTabAndSearch(items, inventoryTabSearch, query, tab).shown.length, undeclared: shown.length }
    : { all: shown.length, undeclared: countIn(shown, undeclaredSet(undeclared)) };
  return { shown, counts, chips };
}

function countIn(rows: readonly InventoryItem[], set: ReadonlySet<InventoryItem>): number {
  let count = 0;
  for (const row of rows) if (set.has(row)) count += 1;
  return count;
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
  /** How many rows each allergen chip would show for the same tab and search. */
  chips: AllergenChipCounts;
  /** How many items there are, and how many have something not declared. */
  total: number;
  undeclared: number;
}

export function inventoryListStart(items: readonly InventoryItem[], version: string, filter: InventoryListFilter): InventoryListStart {
  const undeclared = undeclaredItems(items);
  const { shown, counts, chips } = filterInventory(items, undeclared, filter);
  return { version, filter, rows: shown.slice(0, ROWS_PER_PAGE), shownCount: shown.length, counts, chips, total: items.length, undeclared: undeclared.length };
}
