import { MENU_FILTER_PARAMETERS, MENU_FILTERS_FRAGMENT } from "~/lib/menu-address";

// Apart from app/lib/menu-address.ts, which the shell every page loads imports: these are the
// menu's own.

/** The menu's filters in an address's `search` (its search and allergen filter), as a query: `?without=milk`, or "" for none. */
export function menuFilters(search: string): string {
  const address = new URLSearchParams(search);
  const filters = new URLSearchParams();
  for (const name of MENU_FILTER_PARAMETERS) for (const value of address.getAll(name)) filters.append(name, value);
  const query = filters.toString();
  return query === "" ? "" : `?${query}`;
}

/** The filters a fragment carries (`#filters?without=milk`, MENU_FILTERS_FRAGMENT), as a query (`?without=milk`), or null for any other fragment. */
export function menuFiltersFromFragment(hash: string): string | null {
  if (!hash.startsWith(`${MENU_FILTERS_FRAGMENT}?`)) return null;
  return menuFilters(hash.slice(MENU_FILTERS_FRAGMENT.length)) || null;
}
