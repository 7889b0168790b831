import { searchKey } from "~/lib/search-key";

/**
 * How a back-office list falls into tabs ('All' and one per category or status) and what a search
 * looks in. Each screen gives its own; `filterByTabAndSearch` does the rest.
 */
export interface TabSearch<Row extends object, Tab extends string> {
  /** The tabs after 'All', in their order on the screen. */
  tabs: readonly Tab[];
  tabOf: (row: Row) => Tab;
  /** The text a search looks in, as written (it is folded here, see searchKey). */
  searchText: (row: Row) => string;
}

/** A tab in the address: one of the screen's, or 'All'. */
export type ListTab<Tab extends string> = "all" | Tab;

/** The tab the address names; anything else (missing, mistyped, tampered with) is 'All'. */
export function parseTab<Tab extends string>(tabs: readonly Tab[], value: string | null): ListTab<Tab> {
  return tabs.find((tab) => tab === value) ?? "all";
}

// Each row's text is folded once, on the first search that needs it or ahead of it (foldSearchTexts):
// a keystroke then only compares strings, and a list that is never searched never pays. One cache
// per TabSearch, as the same row could be searched by two.
const foldedTexts = new WeakMap<object, WeakMap<object, string>>();

function foldedText<Row extends object>(search: TabSearch<Row, string>, row: Row): string {
  let texts = foldedTexts.get(search);
  if (!texts) {
    texts = new WeakMap();
    foldedTexts.set(search, texts);
  }
  let text = texts.get(row);
  if (text === undefined) {
    text = searchKey(search.searchText(row));
    texts.set(row, text);
  }
  return text;
}

/**
 * Folds the search text of `rows[from]` up to (not including) `rows[until]` ahead of any search,
 * so the first key typed does not fold the whole list (useFoldSearchAhead does it in idle time).
 * Returns where to go on from.
 */
export function foldSearchTexts<Row extends object, Shown extends Row>(rows: readonly Shown[], search: TabSearch<Row, string>, from = 0, until = rows.length): number {
  const end = Math.min(until, rows.length);
  for (let index = from; index < end; index++) foldedText(search, rows[index] as Shown);
  return end;
}

/**
 * The rows a search and a tab leave, in their order, and how many each tab would show for the same
 * search. `kept` rows are shown whatever the tab and the search (a row just saved out of them,
 * which the person is still on); the counts are the rows' as they are.
 */
export function filterByTabAndSearch<Row extends object, Tab extends string, Shown extends Row>(
  rows: readonly Shown[],
  search: TabSearch<Row, Tab>,
  query: string,
  tab: ListTab<Tab>,
  kept: (row: Shown) => boolean = () => false,
): { shown: Shown[]; counts: Record<ListTab<Tab>, number> } {
  const needle = searchKey(query.trim());
  const counts = Object.fromEntries([["all", 0], ...search.tabs.map((each) => [each, 0])]) as Record<ListTab<Tab>, number>;
  const shown: Shown[] = [];
  for (const row of rows) {
    if (!needle || foldedText(search, row).includes(needle)) {
      const rowTab = search.tabOf(row);
      counts.all += 1;
      counts[rowTab] += 1;
      if (tab === "all" || rowTab === tab) {
        shown.push(row);
        continue;
      }
    }
    if (kept(row)) shown.push(row);
  }
  return { shown, counts };
}
