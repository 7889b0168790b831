import { MENU_FILTER_PARAMETERS } from "../../lib/menu-address";

/**
 * The pages a guest can open, and what each part of the site does with them. This list is the one
 * place that says so: the routing table (app/routes.ts), the server's page cache
 * (server/page-cache.ts), the service worker (served with these lists filled in, see
 * app/features/offline/service-worker.server.ts) and sitemap.xml read it. The visitors' navigation
 * (navigation.ts) lists its own links, in every guest's script where this table is not; a test holds
 * them to it.
 */
export interface PublicPage {
  /** The address, in React Router's pattern syntax: `/menu/:itemSlug`. */
  path: string;
  /** The route module that renders it. */
  file: string;
  /** The route's id, where one module serves two addresses. */
  id?: string;
  /**
   * Its HTML is the same for every guest in a language, whatever else the address or the request
   * carries (but its `filters`): the server's page cache may keep it, keyed on the path and the
   * language alone.
   */
  pageCache: boolean;
  /**
   * The query parameters that filter what the page shows (the menu's search and allergen filter):
   * a request with one is rendered for it, never answered with nor kept as the page of its path.
   */
  filters?: readonly string[];
  /** The service worker keeps the copy from the last visit, so it opens without a signal. */
  offline: boolean;
  /** The service worker fetches it when it installs, before the guest has opened it. */
  precache: boolean;
  /** Listed in sitemap.xml (a fixed page; item pages come from the menu itself). */
  sitemap: boolean;
}

export const PUBLIC_PAGES: readonly PublicPage[] = [
  { path: "/", file: "routes/home.tsx", id: "routes/index", pageCache: true, offline: true, precache: true, sitemap: true },
  // The home page for signed-in staff too ("/" sends them to their dashboard): the same page as "/".
  { path: "/home", file: "routes/home.tsx", pageCache: true, offline: true, precache: false, sitemap: false },
  { path: "/about", file: "routes/about.tsx", pageCache: true, offline: true, precache: false, sitemap: true },
  { path: "/menu", file: "routes/menu.tsx", pageCache: true, filters: MENU_FILTER_PARAMETERS, offline: true, precache: true, sitemap: true },
  { path: "/menu/:itemSlug", file: "routes/menu-item.tsx", pageCache: true, offline: true, precache: false, sitemap: false },
  { path: "/events", file: "routes/events.tsx", pageCache: true, offline: true, precache: true, sitemap: true },
  { path: "/contact", file: "routes/contact.tsx", pageCache: true, offline: true, precache: false, sitemap: true },
  // The printable QR codes: public and the same for every guest (they point at PUBLIC_URL, not at
  // the visitor's host), so cached like the other pages; a tool for the restaurant, not for search engines.
  { path: "/qr", file: "routes/qr.tsx", pageCache: true, offline: true, precache: false, sitemap: false },
];

/**
 * A page's address as a regular expression's source. A `:parameter` is one path segment without a
 * dot: `/menu/tea.data` is React Router's data request for `/menu/tea`, not a page of its own.
 */
export function publicPagePattern(path: string): string {
  const segments = path.split("/").map((segment) => (segment.startsWith(":") ? "[^/.]+" : segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")));
  return `^${segments.join("\\/")}$`;
}

/** The pages the server's page cache may keep, each with the parameters that filter it. */
export function cachedPublicPages(): { pattern: RegExp; filters: readonly string[] }[] {
  return PUBLIC_PAGES.filter((page) => page.pageCache).map((page) => ({ pattern: new RegExp(publicPagePattern(page.path)), filters: page.filters ?? [] }));
}

/** The patterns of the pages that have a property (`pageCache`, `offline`). */
export function publicPagePatterns(property: "pageCache" | "offline"): RegExp[] {
  return PUBLIC_PAGES.filter((page) => page[property]).map((page) => new RegExp(publicPagePattern(page.path)));
}
