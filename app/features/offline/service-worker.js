// The site's service worker: guests who visited once can open the menu again with no signal.
//
// - Public pages and their data (React Router's `.data` requests): network first, with a short
//   wait, then the copy from the last visit. A menu change therefore reaches a returning guest on
//   their next online visit, and a dead connection still shows the menu.
// - Fingerprinted bundles (/assets/…) and pictures: from the cache, fetched once. Menu photos are
//   kept apart and only the most recent MAX_PHOTOS of them: a photo replaced in the back office has
//   a new address, so the old one would otherwise stay on the guest's phone for good.
// - The back office, sign-in and anything not GET: never cached, always the network.
// - Nothing personal: a response marked `no-store` (every response to a signed-in person, and a page
//   rendered while the database was failing) is passed on, never kept; signing out drops every kept
//   page and fetches the guest's pages again.
//
// The server serves this file at /sw.js with the two lists of pages below filled in from
// app/features/site/public-pages.ts, the menu's filters from app/lib/menu-address.ts, and the photos'
// path from app/features/menu-images (see service-worker.server.ts).

// v2: v1 kept pages rendered for signed-in people; activating v2 deletes its caches.
const VERSION = "v2";
const PAGES = `pages-${VERSION}`;
const STATIC = `static-${VERSION}`;
const PHOTOS = `photos-${VERSION}`;
/** The most menu photos kept: about three sizes of each item of a full menu. */
const MAX_PHOTOS = 300;
/** Where menu photos are served, ending in "/". */
const PHOTO_PATH = "__MENU_IMAGE_PATH__/";
const NETWORK_WAIT_MS = 3500;
/** The public pages kept for offline visits, as regular expressions' sources. */
const OFFLINE_PAGES = ["__OFFLINE_PAGES__"].map((source) => new RegExp(source));
/** The menu's filters in its address (its search and allergen filter), which the page applies itself. */
const MENU_FILTERS = ["__MENU_FILTERS__"];
/** Where a redirect to the kept menu carries them: the start of its fragment. */
const MENU_FILTERS_FRAGMENT = "__MENU_FILTERS_FRAGMENT__";
/** The pages fetched at install, so they open offline before the guest has visited them. */
const PRECACHE_PAGES = ["__PRECACHE_PAGES__"];
const PRECACHE = [...PRECACHE_PAGES, "/logo.svg", "/favicon.svg", "/images/menu-fallback.svg"];
/** Signing out: a document POST, or React Router's data request for it. */
const SIGN_OUT_PATHS = ["/logout", "/logout.data"];

function isPublicPage(pathname) {
  const path = pathname.endsWith(".data") ? pathname.slice(0, -".data".length) || "/" : pathname;
  return OFFLINE_PAGES.some((pattern) => pattern.test(path === "/_root" ? "/" : path));
}

function isStatic(pathname) {
  return pathname.startsWith("/assets/") || pathname.startsWith("/images/") || /\.(svg|png|webp|jpg|css|woff2)$/.test(pathname);
}

function isPhoto(pathname) {
  return pathname.startsWith(PHOTO_PATH);
}

/** Whether a response may be kept: not one the server marked as not to be stored. */
function mayStore(response) {
  return response.ok && !/\bno-store\b/i.test(response.headers.get("Cache-Control") || "");
}

/**
 * Lets go of an answer that will not be kept, unread: its body would otherwise hold its connection to
 * the server, and with a few of them (a signed-in person's pages at install) the worker's next
 * requests waited for a connection for good, and it never finished installing.
 */
async function discard(response) {
  await response.body?.cancel().catch(() => undefined);
}

/** Caches a page and the fingerprinted files its HTML names (bundles, stylesheet, the allergen signs), so the cached page also comes alive offline. */
async function cachePage(url, response) {
  if (!mayStore(response)) return discard(response);
  const pages = await caches.open(PAGES);
  await pages.put(url, response.clone());
  if (!(response.headers.get("Content-Type") || "").includes("text/html")) return;
  const html = await response.clone().text();
  const assets = [...new Set(html.match(/\/assets\/[\w.-]+\.(?:js|css|svg)/g) || [])];
  const statics = await caches.open(STATIC);
  for (const asset of assets) {
    if (!(await statics.match(asset))) await statics.add(asset).catch(() => undefined);
  }
}

async function networkFirst(request) {
  const network = fetch(request).then(async (response) => {
    await cachePage(request.url, response.clone());
    return response;
  });
  const timeout = new Promise((resolve) => setTimeout(resolve, NETWORK_WAIT_MS, null));
  try {
    const first = await Promise.race([network, timeout]);
    if (first) return first;
  } catch {
    // Offline: fall through to the cache.
  }
  const cached = await caches.match(request.url, { ignoreVary: true });
  if (cached) return cached;
  // The menu asked for with a search or an allergen filter that has no copy of its own
  // (`/menu?without=milk`): the kept menu, with them in the fragment (`/menu#filters?without=milk`),
  // which the page puts back into its address once it runs (the search and the filter run in the page).
  if (request.mode === "navigate") {
    const { unfiltered, filters } = splitMenuFilters(request.url);
    if (filters !== "" && (await caches.match(unfiltered, { ignoreVary: true }))) return Response.redirect(`${unfiltered}${MENU_FILTERS_FRAGMENT}${filters}`, 302);
  }
  return network;
}

/** An address without the menu's filters, and those filters as a query (`?without=milk`, or ""). */
function splitMenuFilters(address) {
  const url = new URL(address);
  url.hash = "";
  const filters = new URLSearchParams();
  for (const name of MENU_FILTERS) {
    for (const value of url.searchParams.getAll(name)) filters.append(name, value);
    url.searchParams.delete(name);
  }
  const query = filters.toString();
  return { unfiltered: url.href, filters: query === "" ? "" : `?${query}` };
}

/**
 * Keeps a picture or bundle: a menu photo among the photos, where the oldest go once there are more
 * than MAX_PHOTOS; anything else with the static files.
 */
async function keepStatic(request, response) {
  const url = typeof request === "string" ? request : request.url;
  if (!isPhoto(new URL(url, self.location.origin).pathname)) {
    await (await caches.open(STATIC)).put(request, response);
    return;
  }
  const photos = await caches.open(PHOTOS);
  await photos.put(request, response);
  // Keys come back in the order they were put: the first ones are the oldest.
  const kept = await photos.keys();
  for (const old of kept.slice(0, Math.max(0, kept.length - MAX_PHOTOS))) await photos.delete(old);
}

async function cacheFirst(request) {
  const cached = await caches.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (mayStore(response)) await keepStatic(request, response.clone());
  return response;
}

/**
 * Every page of sitemap.xml (the item pages above all) in the guest's language, once, one at a time
 * so a weak connection is not swamped. It stops at the first page that may not be kept: a signed-in
 * person's pages never are, so fetching the others would only have the server render every item
 * page for nothing at each of their page loads (and a failing database's pages are not kept either).
 */
async function cacheItemPages(language) {
  try {
    const sitemap = await (await fetch("/sitemap.xml")).text();
    const urls = [...new Set((sitemap.match(/<loc>[^<]+<\/loc>/g) || []).map((loc) => loc.slice(5, -6).replace(/&amp;/g, "&")))];
    for (const url of urls) {
      const { pathname, searchParams } = new URL(url);
      if (!isPublicPage(pathname)) continue;
      if (searchParams.has("lang") && searchParams.get("lang") !== language) continue;
      const path = new URL(pathname, self.location.origin).href;
      if (await caches.match(path)) continue;
      const response = await fetch(path);
      if (!mayStore(response)) return discard(response);
      await cachePage(path, response);
    }
  } catch {
    // Offline or no sitemap: the item pages a guest opens are still kept as they are visited.
  }
}

/** The guest's first pages and pictures, fetched now. */
async function precache() {
  for (const path of PRECACHE) {
    try {
      const response = await fetch(path);
      if (isStatic(path)) {
        if (mayStore(response)) await keepStatic(path, response);
        else await discard(response);
      } else {
        await cachePage(new URL(path, self.location.origin).href, response);
      }
    } catch {
      // Whatever could not be fetched now is cached on the next visit.
    }
  }
}

/**
 * Signs out through the network, then forgets every kept page before the answer reaches the page:
 * on a shared tablet the next person must not be shown what the last one saw. The guest's pages are
 * fetched again afterwards, now signed out. (Clear-Site-Data: "cache" on the answer clears the
 * browser's HTTP cache; Chromium leaves this worker's caches to it.)
 */
function signOut(event) {
  return fetch(event.request).then(async (response) => {
    await caches.delete(PAGES);
    event.waitUntil(precache());
    return response;
  });
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    (async () => {
      await precache();
      await self.skipWaiting();
    })(),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      const keep = new Set([PAGES, STATIC, PHOTOS]);
      for (const name of await caches.keys()) if (!keep.has(name)) await caches.delete(name);
      // Photos kept with the static files before they had a cache of their own.
      const statics = await caches.open(STATIC);
      for (const request of await statics.keys()) if (isPhoto(new URL(request.url).pathname)) await statics.delete(request);
      await self.clients.claim();
    })(),
  );
});

/**
 * A public page's address that the page reached in the browser without loading it (the menu with
 * an allergen filter): kept now, so a reload of that very address opens offline.
 */
function keepPage(event, address) {
  const url = typeof address === "string" ? new URL(address) : null;
  if (!url || url.origin !== self.location.origin || !isPublicPage(url.pathname)) return;
  event.waitUntil(
    fetch(url.href)
      .then((response) => cachePage(url.href, response))
      .catch(() => {
        // Offline now: the page is kept when it is next loaded.
      }),
  );
}

// The page tells the worker what it loaded before the worker was in control, and its language; or
// an address it reached in the browser, to keep.
self.addEventListener("message", (event) => {
  if (event.data && event.data.type === "keep-page") {
    keepPage(event, event.data.url);
    return;
  }
  const urls = event.data && event.data.type === "cache-loaded" ? event.data.urls : null;
  if (!Array.isArray(urls)) return;
  const language = event.data.language === "en" ? "en" : "tr";
  event.waitUntil(
    (async () => {
      for (const url of urls) {
        const { origin, pathname } = new URL(url);
        if (origin !== self.location.origin || !isStatic(pathname) || (await caches.match(url))) continue;
        try {
          const response = await fetch(url);
          if (mayStore(response)) await keepStatic(url, response);
          else await discard(response);
        } catch {
          // Offline now: it is kept when the page asks for it again.
        }
      }
      await cacheItemPages(language);
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const { request } = event;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.method === "POST" && SIGN_OUT_PATHS.includes(url.pathname)) {
    event.respondWith(signOut(event));
    return;
  }
  if (request.method !== "GET") return;
  if (isStatic(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (isPublicPage(url.pathname)) {
    event.respondWith(networkFirst(request));
  }
});
