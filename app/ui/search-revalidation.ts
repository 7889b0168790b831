import type { ShouldRevalidateFunctionArgs } from "react-router";

// A module of its own, apart from useScreenSearch: the root route uses it, so whatever this module
// imports rides in the shell every page loads (vite.config.ts, guestPageChunks).

/**
 * For a screen whose loader returns the whole list: writing the search into the address needs no
 * new data. Any other change (a write, a reload, another parameter) loads as usual.
 */
export function revalidateUnlessOnlySearchChanged({ formMethod, currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs): boolean {
  if (formMethod || currentUrl.pathname !== nextUrl.pathname) return defaultShouldRevalidate;
  const current = new URLSearchParams(currentUrl.search);
  const next = new URLSearchParams(nextUrl.search);
  current.delete("q");
  next.delete("q");
  const onlySearch = current.toString() === next.toString() && currentUrl.search !== nextUrl.search;
  return onlySearch ? false : defaultShouldRevalidate;
}
