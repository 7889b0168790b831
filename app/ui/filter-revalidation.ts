import type { ShouldRevalidateFunctionArgs } from "react-router";
import { MENU_FILTER_PARAMETERS } from "~/lib/menu-address";

// A module of its own, apart from useScreenSearch: the root route uses it, so whatever this module
// imports rides in the shell every page loads (vite.config.ts, guestPageChunks).

/**
 * For a screen whose loader returns the whole list, filtered in the page: writing its filters into
 * the address (a screen's search, `q`; the guest menu's allergen filter, `without`) needs no new
 * data, from the screen nor from the root. Any other change (a write, a reload, another parameter)
 * loads as usual.
 */
export function revalidateUnlessOnlyFiltersChanged({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  for (const filter of MENU_FILTER_PARAMETERS) {
    current.delete(filter);
    next.delete(filter);
  }
  const onlyFilters = current.toString() === next.toString() && currentUrl.search !== nextUrl.search;
  return onlyFilters ? false : defaultShouldRevalidate;
}
