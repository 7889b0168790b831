import { useCallback, useEffect, useState } from "react";
import type { Language } from "~/i18n/localize";
import type { InventoryItem } from "../inventory";
import { parseInventoryList, type InventoryListText } from "../inventory-list-text";

/** The whole list's address (app/routes/inventory-manager.list.ts), sorted in the page's language. */
export const wholeInventoryListHref = (language: Language) => `/inventory-manager/list?lang=${language}`;

export interface WholeInventoryList {
  /** Every item, as last fetched; null until the first list has come. */
  items: InventoryItem[] | null;
  /** The last fetch failed: the items, if any, are of an older version. */
  failed: boolean;
  /** Fetches the list again. */
  retry: () => void;
}

/**
 * The inventory's whole list (decision 0041), fetched once the page has hydrated, and again when the
 * page names a new version of it (after a write) or another language. Until the new list comes, the
 * last one stays: the rows a person has opened with 'Show more' do not fold away and back after each
 * save. No version: the page could not read the list, and nothing is fetched. A fetch that failed is
 * tried again only when asked (`retry`: the screen's Try Again).
 */
export function useWholeInventoryList(version: string | null, language: Language): WholeInventoryList {
  const [items, setItems] = useState<InventoryItem[] | null>(null);
  const [failedFor, setFailedFor] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (version === null) return;
    const controller = new AbortController();
    // Not followed: a session that has ended is sent to the sign-in page, which is no list.
    fetch(wholeInventoryListHref(language), { signal: controller.signal, redirect: "error" })
      .then(async (response) => {
        if (!response.ok) throw new Error(`the inventory's list answered ${response.status}`);
        const text = (await response.text()) as InventoryListText;
        setItems(parseInventoryList(text));
        setFailedFor(null);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailedFor(`${version} ${language}`);
      });
    return () => controller.abort();
  }, [version, language, attempt]);
  const retry = useCallback(() => {
    setFailedFor(null);
    setAttempt((count) => count + 1);
  }, []);
  return { items, failed: failedFor === `${version} ${language}`, retry };
}
