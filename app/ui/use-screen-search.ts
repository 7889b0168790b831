import { useCallback, useDeferredValue, useEffect, useState } from "react";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { screenHref } from "./screen-state";

/** How long typing pauses before the search is written into the address. */
const SEARCH_TO_ADDRESS_MS = 300;

export interface ScreenSearch {
  /** The search box's value: it follows the keys at once. */
  query: string;
  setQuery: (value: string) => void;
  /** What the list filters by: the box's value a moment later (React's deferred value), so a keystroke never waits for the list. */
  listQuery: string;
  /** The screen's address with some parameters changed, and the search as it is in the box. */
  href: (changes: Record<string, string | null>) => string;
}

/**
 * A back-office screen's search, kept in the address (`q`) so reload, back and a shared link keep
 * it. Links built with `href` carry the search as typed; when typing pauses, the address is
 * brought up to date, but never while another navigation is on its way (it would cancel it).
 */
export function useScreenSearch(): ScreenSearch {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const addressQuery = searchParams.get("q") ?? "";
  const [query, setQuery] = useState(addressQuery);
  // Back and forward change the address: the box follows.
  useEffect(() => setQuery(addressQuery), [addressQuery]);
  const idle = navigation.state === "idle";
  useEffect(() => {
    if (query === addressQuery || !idle) return;
    const timer = setTimeout(
      () => void navigate(screenHref(pathname, searchParams, { q: query || null }), { replace: true, preventScrollReset: true }),
      SEARCH_TO_ADDRESS_MS,
    );
    return () => clearTimeout(timer);
  }, [query, addressQuery, idle, pathname, searchParams, navigate]);
  const href = useCallback(
    (changes: Record<string, string | null>) => screenHref(pathname, searchParams, { q: query || null, ...changes }),
    [pathname, searchParams, query],
  );
  return { query, setQuery, listQuery: useDeferredValue(query), href };
}
