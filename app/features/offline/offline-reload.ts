import { MENU_FILTER_PARAMETERS } from "~/lib/menu-address";

/**
 * A link followed with no connection: React Router fetches the next page's data, which the service
 * worker does not keep, and the fetch fails. When the worker keeps the page itself, the address is
 * loaded as a whole page instead, and the worker answers with its copy. Once per address within
 * AGAIN_AFTER_MS, so a page whose start asks the network again cannot reload itself in a loop.
 */
const STORAGE_KEY = "patates-restaurant.offline-reload";
const AGAIN_AFTER_MS = 30_000;

/** Whether the browser says it has no connection (the server has no `navigator`). */
export function isOffline(): boolean {
  return typeof navigator !== "undefined" && !navigator.onLine;
}

/**
 * Whether an error of a page's loading is a request that got no answer at all: `fetch`'s TypeError
 * (Chromium 'Failed to fetch', Firefox 'NetworkError when attempting to fetch resource', Safari
 * 'Load failed'; a script's `import()` the same). A weak signal often leaves `navigator.onLine`
 * true, so the error says it, not the browser's flag.
 */
export function isConnectionLost(error: unknown): boolean {
  return typeof window !== "undefined" && error instanceof TypeError && (isOffline() || /fetch|network|load failed/i.test(error.message));
}

/** Loads `address` (the one the browser shows) as a whole page if the worker keeps it; false when it does not, or has just been tried. */
export async function reloadKeptPage(address: string): Promise<boolean> {
  if (!("caches" in window)) return false;
  const url = new URL(address, window.location.origin);
  // As the worker answers (service-worker.js, networkFirst): the menu with a search or an allergen
  // filter that has no copy of its own opens as the kept menu, the filters carried to it.
  const unfiltered = new URL(url);
  for (const filter of MENU_FILTER_PARAMETERS) unfiltered.searchParams.delete(filter);
  const kept = (await caches.match(url.href, { ignoreVary: true })) ?? (await caches.match(unfiltered.href, { ignoreVary: true }));
  if (!kept) return false;
  const now = Date.now();
  try {
    const last = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "null") as { address?: string; at?: number } | null;
    if (last?.address === url.href && typeof last.at === "number" && now - last.at < AGAIN_AFTER_MS) return false;
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ address: url.href, at: now }));
  } catch {
    // No session storage: no guard against a loop, so no reload.
    return false;
  }
  window.location.reload();
  return true;
}
