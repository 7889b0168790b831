import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { MENU_IMAGE_PATH } from "~/features/menu-images/menu-images";
import { PUBLIC_PAGES, publicPagePattern } from "~/features/site/public-pages";
import { menuFilters, menuFiltersFromFragment } from "~/features/menu/menu-filters";
import { serviceWorkerScript } from "./service-worker.server";

interface WorkerInternals {
  OFFLINE_PAGES: RegExp[];
  PRECACHE: string[];
  MAX_PHOTOS: number;
  isPublicPage: (pathname: string) => boolean;
  isPhoto: (pathname: string) => boolean;
  mayStore: (response: { ok: boolean; headers: { get: (name: string) => string | null } }) => boolean;
  keepStatic: (request: string, response: unknown) => Promise<void>;
  cacheItemPages: (language: string) => Promise<void>;
  precache: () => Promise<void>;
  splitMenuFilters: (address: string) => { unfiltered: string; filters: string };
  MENU_FILTERS_FRAGMENT: string;
  listeners: string[];
  /** Hands the worker an event of `type`, as the browser does, and waits for what it asked to finish (waitUntil). */
  dispatch: (type: string, data: unknown) => Promise<void>;
  /** The worker's caches by name: the addresses each holds, in the order they were put. */
  cached: Map<string, string[]>;
}

/** A response as the worker's `fetch` gives it, whose body records being let go of. */
interface StubResponse {
  ok: boolean;
  headers: { get: (name: string) => string | null };
  body: { cancel: () => Promise<void> };
  cancelled: boolean;
  text: () => Promise<string>;
  clone: () => StubResponse;
}

function stubResponse(cacheControl: string | null, text = "", ok = true, contentType = "text/plain"): StubResponse {
  const stub: StubResponse = {
    ok,
    headers: { get: (name: string) => (name === "Cache-Control" ? cacheControl : name === "Content-Type" ? contentType : null) },
    body: { cancel: async () => void (stub.cancelled = true) },
    cancelled: false,
    text: async () => text,
    clone: () => stub,
  };
  return stub;
}

/**
 * Runs the served worker in a sandbox with a bare `self` and in-memory caches, and hands back what it
 * declared. `fetch` answers the worker's own requests (none unless given).
 */
function loadWorker(script: string, fetch?: (url: string) => Promise<StubResponse>): WorkerInternals {
  const listeners: string[] = [];
  const handlers = new Map<string, (event: unknown) => void>();
  const origin = "https://patates.example.com";
  const self = {
    addEventListener: (type: string, handler: (event: unknown) => void) => {
      listeners.push(type);
      handlers.set(type, handler);
    },
    location: { origin },
  };
  const cached = new Map<string, string[]>();
  const caches = {
    match: async (request: string) => [...cached.values()].some((urls) => urls.includes(new URL(request, origin).href)) || undefined,
    open: async (name: string) => {
      const urls = cached.get(name) ?? [];
      cached.set(name, urls);
      const put = async (request: string) => {
        const url = new URL(request, origin).href;
        if (!urls.includes(url)) urls.push(url);
      };
      return {
        put,
        add: put,
        keys: async () => urls.map((url) => ({ url })),
        match: async (request: string) => urls.includes(new URL(request, origin).href) || undefined,
        delete: async (request: { url: string }) => {
          urls.splice(urls.indexOf(request.url), 1);
          return true;
        },
      };
    },
  };
  const internals = runInNewContext(`${script}\n;({ OFFLINE_PAGES, PRECACHE, MAX_PHOTOS, isPublicPage, isPhoto, mayStore, keepStatic, cacheItemPages, precache, splitMenuFilters, MENU_FILTERS_FRAGMENT })`, { self, caches, URL, URLSearchParams, fetch }) as Omit<
    WorkerInternals,
    "listeners" | "cached"
  >;
  const dispatch = async (type: string, data: unknown) => {
    const waited: Promise<unknown>[] = [];
    handlers.get(type)?.({ data, waitUntil: (promise: Promise<unknown>) => waited.push(promise) });
    await Promise.all(waited);
  };
  return { ...internals, listeners, dispatch, cached };
}

const response = (cacheControl: string | null, ok = true) => ({ ok, headers: { get: (name: string) => (name === "Cache-Control" ? cacheControl : null) } });

describe("the service worker as /sw.js serves it", () => {
  const worker = loadWorker(serviceWorkerScript());

  it("keeps offline exactly the pages public-pages.ts marks offline, and precaches the ones it marks", () => {
    expect(worker.OFFLINE_PAGES.map((pattern) => pattern.source)).toEqual(
      PUBLIC_PAGES.filter((page) => page.offline).map((page) => new RegExp(publicPagePattern(page.path)).source),
    );
    expect(worker.PRECACHE.filter((path) => !/\.svg$/.test(path))).toEqual(PUBLIC_PAGES.filter((page) => page.precache).map((page) => page.path));
    expect(worker.listeners.sort()).toEqual(["activate", "fetch", "install", "message"]);
  });

  it("treats pages and their data requests alike, and nothing else as a public page", () => {
    for (const path of ["/", "/_root.data", "/menu", "/menu.data", "/menu/turkish-tea", "/menu/turkish-tea.data", "/qr", "/home"]) {
      expect(worker.isPublicPage(path), path).toBe(true);
    }
    for (const path of ["/admin", "/admin.data", "/login", "/logout", "/menu/a/b", "/local-idp/auth"]) {
      expect(worker.isPublicPage(path), path).toBe(false);
    }
  });

  it("never stores a response marked no-store (signed in, or rendered while the database failed)", () => {
    expect(worker.mayStore(response(null))).toBe(true);
    expect(worker.mayStore(response("no-cache"))).toBe(true);
    expect(worker.mayStore(response("no-store"))).toBe(false);
    expect(worker.mayStore(response("private, no-store, max-age=0"))).toBe(false);
    expect(worker.mayStore(response(null, false))).toBe(false);
  });

  it("keeps menu photos apart, and only the most recent MAX_PHOTOS of them", async () => {
    expect(worker.isPhoto(`${MENU_IMAGE_PATH}/${"a".repeat(64)}.webp`)).toBe(true);
    expect(worker.isPhoto("/images/menu-fallback.svg")).toBe(false);
    expect(worker.isPhoto(`${MENU_IMAGE_PATH}-old/x.webp`)).toBe(false);
    const photo = (n: number) => `${MENU_IMAGE_PATH}/${String(n).padStart(64, "0")}.webp`;
    const extra = 5;
    for (let n = 0; n < worker.MAX_PHOTOS + extra; n += 1) await worker.keepStatic(photo(n), {});
    await worker.keepStatic("/assets/entry.client-abc.js", {});
    const photos = [...worker.cached.entries()].find(([name]) => name.startsWith("photos-"))?.[1] ?? [];
    expect(photos).toHaveLength(worker.MAX_PHOTOS);
    expect(photos[0]).toBe(`https://patates.example.com${photo(extra)}`);
    expect(photos.at(-1)).toBe(`https://patates.example.com${photo(worker.MAX_PHOTOS + extra - 1)}`);
    const statics = [...worker.cached.entries()].find(([name]) => name.startsWith("static-"))?.[1] ?? [];
    expect(statics).toEqual(["https://patates.example.com/assets/entry.client-abc.js"]);
  });

  it("is built from service-worker.js, whose two lists must be there to fill in", () => {
    const source = readFileSync(new URL("./service-worker.js", import.meta.url), "utf8");
    expect(() => serviceWorkerScript(source.replace('["__OFFLINE_PAGES__"]', "[]"))).toThrow(/__OFFLINE_PAGES__/);
    expect(serviceWorkerScript()).not.toContain("__PRECACHE_PAGES__");
    expect(serviceWorkerScript()).not.toContain("__MENU_IMAGE_PATH__");
    expect(serviceWorkerScript()).not.toContain("__MENU_FILTERS");
  });

  it("opens the menu with filters it has no copy of as the kept menu, the filters in the fragment that the menu reads", () => {
    const address = "https://patates.example.com/menu?lang=en&without=milk%2Ceggs&q=k%C3%B6fte#category-kumpir";
    const { unfiltered, filters } = worker.splitMenuFilters(address);
    expect(unfiltered).toBe("https://patates.example.com/menu?lang=en");
    expect(filters).toBe(menuFilters(new URL(address).search));
    expect(menuFiltersFromFragment(`${worker.MENU_FILTERS_FRAGMENT}${filters}`)).toBe(filters);
    expect(worker.splitMenuFilters("https://patates.example.com/menu?without=milk")).toEqual({ unfiltered: "https://patates.example.com/menu", filters: "?without=milk" });
    expect(worker.splitMenuFilters("https://patates.example.com/menu?lang=tr")).toEqual({ unfiltered: "https://patates.example.com/menu?lang=tr", filters: "" });
  });

  describe("fetching a kept copy of the sitemap's pages", () => {
    const sitemap = `<urlset>${["/", "/menu", "/about", "/menu/turkish-tea", "/menu/menemen", "/menu/ayran"].map((path) => `<url><loc>https://patates.example.com${path}</loc></url>`).join("")}</urlset>`;

    /** The worker with every page answered with `cacheControl`; what it asked for, and what it let go of. */
    function reading(cacheControl: string | null) {
      const asked: string[] = [];
      const answers: StubResponse[] = [];
      const worker = loadWorker(serviceWorkerScript(), async (url) => {
        asked.push(new URL(url, "https://patates.example.com").pathname);
        const answer = url.endsWith("/sitemap.xml") ? stubResponse(null, sitemap) : stubResponse(cacheControl);
        answers.push(answer);
        return answer;
      });
      return { worker, asked, answers };
    }

    it("for a guest, asks for every page once and keeps each", async () => {
      const { worker, asked } = reading("public, max-age=0");
      await worker.cacheItemPages("tr");
      expect(asked).toEqual(["/sitemap.xml", "/", "/menu", "/about", "/menu/turkish-tea", "/menu/menemen", "/menu/ayran"]);
      asked.length = 0;
      await worker.cacheItemPages("tr");
      expect(asked).toEqual(["/sitemap.xml"]);
    });

    it("for a signed-in person, whose pages may not be kept, stops at the first and lets go of its answer unread", async () => {
      const { worker, asked, answers } = reading("private, no-store");
      await worker.cacheItemPages("tr");
      expect(asked).toEqual(["/sitemap.xml", "/"]);
      expect(answers.at(-1)?.cancelled).toBe(true);
    });

    it("keeping the bundles a page loaded before it was in control, lets go of every answer it may not keep", async () => {
      const asked: string[] = [];
      const answers: StubResponse[] = [];
      const worker = loadWorker(serviceWorkerScript(), async (url) => {
        asked.push(new URL(url, "https://patates.example.com").pathname);
        // The bundles are gone (a newer build); the sitemap lists no page.
        const answer = url.endsWith("/sitemap.xml") ? stubResponse(null, "<urlset></urlset>") : stubResponse(null, "Not found", false);
        answers.push(answer);
        return answer;
      });
      const bundles = ["/assets/entry.client-old.js", "/assets/shell-old.js"];
      await worker.dispatch("message", { type: "cache-loaded", language: "tr", urls: bundles.map((path) => `https://patates.example.com${path}`) });
      expect(asked).toEqual([...bundles, "/sitemap.xml"]);
      expect([...worker.cached.values()].flat()).toEqual([]);
      expect(answers.filter((answer) => !answer.ok).map((answer) => answer.cancelled)).toEqual([true, true]);
    });

    it("keeps with a page every fingerprinted file its HTML names, the allergen signs too, so the page comes alive offline", async () => {
      const files = ["/assets/shell-abc.js", "/assets/app-abc.css", "/assets/allergen-signs-abc.svg"];
      const html = `<link rel="stylesheet" href="${files[1]}"><script type="module" src="${files[0]}"></script><svg><use href="${files[2]}#gluten"></use></svg>`;
      const worker = loadWorker(serviceWorkerScript(), async () => stubResponse("public, max-age=0", html, true, "text/html; charset=utf-8"));
      await worker.precache();
      const kept = [...worker.cached.values()].flat().map((url) => new URL(url).pathname);
      expect(kept).toEqual(expect.arrayContaining([...worker.PRECACHE, ...files]));
    });

    it("at install, lets go of every answer it may not keep, so none holds a connection", async () => {
      const { worker, asked, answers } = reading("private, no-store");
      await worker.precache();
      expect(asked).toEqual(worker.PRECACHE);
      expect(answers.every((answer) => answer.cancelled)).toBe(true);
    });
  });
});
