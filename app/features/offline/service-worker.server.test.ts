import { readFileSync } from "node:fs";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import { PUBLIC_PAGES, publicPagePattern } from "~/features/site/public-pages";
import { serviceWorkerScript } from "./service-worker.server";

interface WorkerInternals {
  OFFLINE_PAGES: RegExp[];
  PRECACHE: string[];
  isPublicPage: (pathname: string) => boolean;
  mayStore: (response: { ok: boolean; headers: { get: (name: string) => string | null } }) => boolean;
  listeners: string[];
}

/** Runs the served worker in a sandbox with a bare `self`, and hands back what it declared. */
function loadWorker(script: string): WorkerInternals {
  const listeners: string[] = [];
  const self = { addEventListener: (type: string) => listeners.push(type), location: { origin: "https://patates.example.com" } };
  const internals = runInNewContext(`${script}\n;({ OFFLINE_PAGES, PRECACHE, isPublicPage, mayStore })`, { self }) as Omit<WorkerInternals, "listeners">;
  return { ...internals, listeners };
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

  it("is built from service-worker.js, whose two lists must be there to fill in", () => {
    const source = readFileSync(new URL("./service-worker.js", import.meta.url), "utf8");
    expect(() => serviceWorkerScript(source.replace('["__OFFLINE_PAGES__"]', "[]"))).toThrow(/__OFFLINE_PAGES__/);
    expect(serviceWorkerScript()).not.toContain("__PRECACHE_PAGES__");
  });
});
