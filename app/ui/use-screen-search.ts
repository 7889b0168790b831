import { useCallback, useEffect, useRef } from "react";
import { useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { screenHref } from "./screen-state";
import { useFollowedState } from "./use-followed-state";

/** How long typing pauses before the search is written into the address. */
const SEARCH_TO_ADDRESS_MS = 300;

export interface ScreenSearch {
  /** The search the list shows (SearchBox reports changes to it as transitions). */
  query: string;
  setQuery: (value: string) => void;
  /** The screen's address with some parameters changed, and the search the list shows. */
  href: (changes: Record<string, string | null>) => string;
}

/**
 * A back-office screen's search, kept in the address (`q`) so reload, back and a shared link keep
 * it. Links built with `href` carry the search the list shows; when typing pauses, the address is
 * brought up to date, but never while another navigation is on its way (it would cancel it). The
 * box itself (SearchBox) keeps the keys; this is the search the screen shows.
 *
 * A write still waiting is dropped the moment the person follows a link or sends a form: the
 * router starts that navigation at once, but this screen may hear of it only at its next render,
 * after the write's timer has fired and cancelled the person's navigation (a row clicked right
 * after typing then never opened). When a navigation follows, the write is tried again once it
 * has ended; a fetcher's form or a download link leaves it until the next change to the search.
 */
export function useScreenSearch(): ScreenSearch {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const addressQuery = searchParams.get("q") ?? "";
  // Back and forward change the address: the box follows. The search this hook wrote into the
  // address does not: the box (where the person may have typed on meanwhile) is left alone.
  const [query, setQuery, written] = useFollowedState(addressQuery);
  const idle = navigation.state === "idle";
  const waitingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => {
    if (query === addressQuery || !idle) return;
    const timer = setTimeout(() => {
      written(query);
      void navigate(screenHref(pathname, searchParams, { q: query || null }), { replace: true, preventScrollReset: true });
    }, SEARCH_TO_ADDRESS_MS);
    waitingWrite.current = timer;
    return () => clearTimeout(timer);
  }, [query, addressQuery, idle, pathname, searchParams, navigate, written]);
  useEffect(() => {
    // Capture phase: before the link's or the form's own handler starts the navigation.
    const dropWaitingWrite = (event: Event) => {
      if (event.type === "click" && !(event.target instanceof Element && event.target.closest("a[href]"))) return;
      clearTimeout(waitingWrite.current);
    };
    document.addEventListener("click", dropWaitingWrite, true);
    document.addEventListener("submit", dropWaitingWrite, true);
    return () => {
      document.removeEventListener("click", dropWaitingWrite, true);
      document.removeEventListener("submit", dropWaitingWrite, true);
    };
  }, []);
  const href = useCallback(
    (changes: Record<string, string | null>) => screenHref(pathname, searchParams, { q: query || null, ...changes }),
    [pathname, searchParams, query],
  );
  return { query, setQuery, href };
}
