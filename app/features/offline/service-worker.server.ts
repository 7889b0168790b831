import { readFileSync } from "node:fs";
import { MENU_IMAGE_PATH } from "~/features/menu-images/menu-images";
import { PUBLIC_PAGES, publicPagePattern } from "~/features/site/public-pages";
import { MENU_FILTER_PARAMETERS, MENU_FILTERS_FRAGMENT } from "~/lib/menu-address";

const SOURCE = new URL("./service-worker.js", import.meta.url);

/** What the worker's two lists are filled in with: the offline pages' patterns and the pages to precache. */
export function serviceWorkerLists(): { offlinePages: string[]; precachePages: string[] } {
  return {
    offlinePages: PUBLIC_PAGES.filter((page) => page.offline).map((page) => publicPagePattern(page.path)),
    precachePages: PUBLIC_PAGES.filter((page) => page.precache).map((page) => page.path),
  };
}

/**
 * The service worker as /sw.js serves it: service-worker.js with its lists of public pages filled in
 * from public-pages.ts, the menu's filters from menu-address.ts, and the menu photos' path from
 * menu-images.ts, so the worker and the server never disagree about which pages are public, what
 * the menu's address holds or where photos are. Read once, when the server starts.
 */
export function serviceWorkerScript(source = readFileSync(SOURCE, "utf8")): string {
  const { offlinePages, precachePages } = serviceWorkerLists();
  const withLists = fill(fill(source, '["__OFFLINE_PAGES__"]', offlinePages), '["__PRECACHE_PAGES__"]', precachePages);
  const withFilters = fill(fill(withLists, '["__MENU_FILTERS__"]', [...MENU_FILTER_PARAMETERS]), '"__MENU_FILTERS_FRAGMENT__"', MENU_FILTERS_FRAGMENT);
  return fill(withFilters, '"__MENU_IMAGE_PATH__/"', `${MENU_IMAGE_PATH}/`);
}

function fill(source: string, placeholder: string, value: string[] | string): string {
  if (source.split(placeholder).length !== 2) throw new Error(`service-worker.js must hold ${placeholder} exactly once`);
  return source.replace(placeholder, () => JSON.stringify(value));
}
