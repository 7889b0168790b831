import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { gunzipSync } from "node:zlib";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import fc from "fast-check";
import { rawRequest } from "../tests/support/raw-request";
import { canonicalPath, PageStore, publicPageCache, type PublicPageCacheOptions } from "./page-cache";

/** 43 base64url characters: the shape of the session tokens createSession makes. */
const WELL_SHAPED_TOKEN = "Xk3_pQ9-vLm2Rt7Wz0Ab4Cd8Ef1Gh5Ij6Kl9Mn2Op3Q";

/** A stand-in for React Router: a page naming its address, language and render, padded to a size. */
function fakeRenderer({ bytes = 20_000, cacheControl }: { bytes?: number; cacheControl?: () => string | null } = {}) {
  const renders: string[] = [];
  let gate: Promise<void> = Promise.resolve();
  const render: PublicPageCacheOptions["render"] = async (request, locals) => {
    const nonce = String(locals.cspNonce ?? "");
    const url = new URL(request.url);
    const language = url.searchParams.get("lang") ?? (request.headers.get("accept-language")?.startsWith("tr") ? "tr" : "en");
    renders.push(`${language} ${url.pathname}${url.search}`);
    await gate;
    // Random filler, so gzip cannot make pages of any size small.
    const filler = Array.from({ length: bytes / 8 }, () => Math.random().toString(36).slice(2, 10)).join("");
    const headers = new Headers({ "Content-Type": "text/html; charset=utf-8" });
    const control = cacheControl?.();
    if (control) headers.set("Cache-Control", control);
    return new Response(
      `<!DOCTYPE html><html lang="${language}"><body><h1>${url.pathname} #${renders.length}</h1><p>${filler}</p><script nonce="${nonce}">start()</script></body></html>`,
      { headers },
    );
  };
  return {
    render,
    renders,
    /** Holds every render until the returned function is called. */
    hold(): () => void {
      let release = () => undefined as void;
      gate = new Promise<void>((resolve) => (release = resolve));
      return release;
    },
  };
}

let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** The cache in front of a handler that answers 299 for whatever the cache passes on. */
async function serve(options: Omit<PublicPageCacheOptions, "origin">) {
  const cache = publicPageCache({ origin: "http://localhost:3000", ...options });
  const app = express();
  app.use(cache);
  app.use((_req, res) => void res.status(299).send("rendered by the app"));
  server = app.listen(0, "127.0.0.1");
  await new Promise<void>((listening) => server?.once("listening", listening));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { cache, base, get: (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers: { "Accept-Language": "en", ...headers } }) };
}

async function inBatches<T>(count: number, size: number, task: (index: number) => Promise<T>): Promise<T[]> {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    results.push(...(await Promise.all(Array.from({ length: Math.min(size, count - start) }, (_, offset) => task(start + offset)))));
  }
  return results;
}

describe("the public page cache", () => {
  it("keys on the path, the language and whether ?lang= named it: 3,000 query strings add no entry, and the page is still served from the cache", async () => {
    const renderer = fakeRenderer();
    const maxBytes = 1024 * 1024;
    const { cache, get } = await serve({ render: renderer.render, contentVersion: async () => "v1", maxBytes });
    const first = await get("/menu");
    const etag = first.headers.get("etag");
    expect(first.status).toBe(200);

    const queries = (index: number) =>
      [`?x=${index}`, `?utm_source=instagram&utm_campaign=${index}`, `?fbclid=${index}`, `?lang=en&x=${index}`, `?lang=tr&page=${index}`][index % 5];
    const statuses = await inBatches(3_000, 50, async (index) => (await get(`/menu${queries(index)}`)).status);
    expect(statuses.every((status) => status === 200)).toBe(true);

    // One page per language and way of asking, rendered at its canonical address (the path, and
    // ?lang= when it names the language): the visitor's own language (no ?lang=), English, Turkish.
    expect(renderer.renders).toEqual(["en /menu", "en /menu?lang=en", "tr /menu?lang=tr"]);
    expect(cache.store.size).toBe(3);
    expect(cache.store.bytes).toBeLessThanOrEqual(maxBytes);
    const again = await get("/menu");
    expect(again.headers.get("etag")).toBe(etag);
    expect(renderer.renders).toHaveLength(3);
  }, 60_000);

  it("passes the menu's filters (a search, ?q=, and the allergen filter, ?without=) on to the app, which renders them filtered, and keeps nothing for them", async () => {
    const renderer = fakeRenderer();
    const { cache, get } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    // The menu kept first, as a busy evening has it: a filtered address never gets it.
    expect(await get("/menu")).toHaveProperty("status", 200);
    for (const filtered of ["/menu?q=kasar", "/menu?without=milk", "/menu?without=milk&without=eggs", "/menu?lang=tr&without=milk"]) {
      expect(await get(filtered), filtered).toHaveProperty("status", 299);
    }
    // An empty filter filters nothing: the kept page.
    for (const unfiltered of ["/menu?q=%20", "/menu?without=", "/menu?utm_source=qr"]) expect(await get(unfiltered), unfiltered).toHaveProperty("status", 200);
    expect(cache.store.size).toBe(1);
    expect(renderer.renders).toEqual(["en /menu"]);
  });

  it("holds at most its bound in bytes, and lets the least recently used page go first", async () => {
    const renderer = fakeRenderer({ bytes: 20_000 });
    const maxBytes = 200_000;
    const { cache, get } = await serve({ render: renderer.render, contentVersion: async () => "v1", maxBytes });
    await get("/menu");
    for (let index = 0; index < 100; index += 1) {
      expect((await get(`/menu/item-${index}`)).status).toBe(200);
      // The guests' page, asked for all the time, stays.
      await get("/menu");
      expect(cache.store.bytes).toBeLessThanOrEqual(maxBytes);
    }
    expect(renderer.renders.filter((render) => render === "en /menu")).toHaveLength(1);
    expect(cache.store.size).toBeGreaterThan(2);
    // About 35 kB a page, kept as HTML and gzipped: a handful fit, far fewer than the hundred asked for.
    expect(cache.store.size).toBeLessThan(20);
    // The first item pages made way for the later ones.
    await get("/menu/item-0");
    expect(renderer.renders.filter((render) => render === "en /menu/item-0")).toHaveLength(2);
    await get("/menu/item-99");
    expect(renderer.renders.filter((render) => render === "en /menu/item-99")).toHaveLength(1);
  });

  it("sends a client that takes no gzip the page as rendered, and one that does the same page gzipped, with one ETag", async () => {
    const renderer = fakeRenderer();
    const { base } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    const raw = (encoding: string, method = "GET") => rawRequest(`${base}/menu`, { method, headers: { "Accept-Language": "en", "Accept-Encoding": encoding } });
    const zipped = await raw("gzip");
    const plain = await raw("identity");
    expect([zipped.status, zipped.headers["content-encoding"], plain.status, plain.headers["content-encoding"]]).toEqual([200, "gzip", 200, undefined]);
    expect(gunzipSync(zipped.body).equals(plain.body)).toBe(true);
    expect(plain.body.toString()).toContain("<h1>/menu #1</h1>");
    expect([Number(zipped.headers["content-length"]), Number(plain.headers["content-length"])]).toEqual([zipped.body.length, plain.body.length]);
    expect(plain.headers.etag).toBe(zipped.headers.etag);
    const head = await raw("identity", "HEAD");
    expect([head.status, Number(head.headers["content-length"]), head.body.length]).toEqual([200, plain.body.length, 0]);
    expect(renderer.renders).toEqual(["en /menu"]);
  });

  it("renders a page once for concurrent misses", async () => {
    const renderer = fakeRenderer();
    const { get } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    const release = renderer.hold();
    const responses = Array.from({ length: 20 }, () => get("/about"));
    await expect.poll(() => renderer.renders.length).toBe(1);
    release();
    const answered = await Promise.all(responses);
    expect(answered.map((response) => response.status)).toEqual(Array(20).fill(200));
    expect(new Set(answered.map((response) => response.headers.get("etag"))).size).toBe(1);
    expect(renderer.renders).toEqual(["en /about"]);
  });

  it("renders again once the public content version moves", async () => {
    const renderer = fakeRenderer();
    let version = "v1";
    const { get } = await serve({ render: renderer.render, contentVersion: async () => version });
    await get("/menu");
    await get("/menu");
    version = "v2";
    await get("/menu");
    expect(renderer.renders).toEqual(["en /menu", "en /menu"]);
  });

  it("renders again when the restaurant's year turns, at midnight in Istanbul, with the content version unchanged", async () => {
    const renderer = fakeRenderer();
    let now = new Date("2026-12-31T20:59:59.999Z");
    const { get } = await serve({ render: renderer.render, contentVersion: () => "v1", clock: () => now });
    await get("/menu");
    await get("/menu");
    now = new Date("2026-12-31T21:00:00.000Z");
    await get("/menu");
    await get("/menu");
    expect(renderer.renders).toEqual(["en /menu", "en /menu"]);
  });

  it("passes the request on to the normal render when the content version cannot be read", async () => {
    const renderer = fakeRenderer();
    const { get } = await serve({
      render: renderer.render,
      contentVersion: async () => {
        throw new Error("SQLITE_CORRUPT: database disk image is malformed");
      },
    });
    const response = await get("/menu");
    expect(response.status).toBe(299);
    expect(renderer.renders).toEqual([]);
  });

  it("sends a degraded page (no-store) but does not keep it", async () => {
    let degraded = true;
    const renderer = fakeRenderer({ cacheControl: () => (degraded ? "no-store" : null) });
    const { cache, get } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    const first = await get("/");
    expect(first.status).toBe(200);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(cache.store.size).toBe(0);
    degraded = false;
    const whole = await get("/");
    expect(whole.headers.get("cache-control")).toBe("no-cache");
    expect(renderer.renders).toEqual(["en /", "en /"]);
    expect(cache.store.size).toBe(1);
  });

  it("leaves signed-in people, writes and other addresses to the app", async () => {
    const renderer = fakeRenderer();
    const { get } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    expect((await get("/menu", { Cookie: `session=${WELL_SHAPED_TOKEN}` })).status).toBe(299);
    expect((await get("/menu", { Cookie: `lang=en; __Host-session=${WELL_SHAPED_TOKEN}` })).status).toBe(299);
    expect((await get("/menu.data")).status).toBe(299);
    expect((await get("/admin")).status).toBe(299);
    expect((await get("/admin/")).status).toBe(299);
    expect(renderer.renders).toEqual([]);
  });

  it("serves a cookie no session could have (`session=x`) the guests' page from the cache", async () => {
    const renderer = fakeRenderer();
    const { get } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    const etag = (await get("/menu")).headers.get("etag");
    for (const junk of ["session=x", "session=", `session=${"a".repeat(5000)}`, `__Host-session=${WELL_SHAPED_TOKEN}!`]) {
      const response = await get("/menu", { Cookie: junk });
      expect([response.status, response.headers.get("etag")]).toEqual([200, etag]);
    }
    expect(renderer.renders).toEqual(["en /menu"]);
    // A token of the shape ours have, known or not, may be a signed-in person's: never a cached guest page.
    expect((await get("/menu", { Cookie: `session=x; session=${WELL_SHAPED_TOKEN}` })).status).toBe(299);
  });

  it("sends another spelling of a public page's address to the one spelling, and keeps the page once", async () => {
    const renderer = fakeRenderer();
    const { cache, get, base } = await serve({ render: renderer.render, contentVersion: async () => "v1" });
    expect((await get("/menu/breakfast--menemen")).status).toBe(200);
    for (const [spelling, canonical] of [
      ["/menu/%62reakfast--menemen", "/menu/breakfast--menemen"],
      ["/menu/%62%72eakfast--menemen?utm_source=qr", "/menu/breakfast--menemen?utm_source=qr"],
      ["/menu/breakfast--menemen/", "/menu/breakfast--menemen"],
      ["//menu//breakfast--menemen", "/menu/breakfast--menemen"],
      ["/Menu/Breakfast--Menemen?lang=en", "/menu/breakfast--menemen?lang=en"],
      ["/menu/", "/menu"],
      ["/%61bout", "/about"],
    ]) {
      const redirect = await fetch(`${base}${spelling}`, { headers: { "Accept-Language": "en" }, redirect: "manual" });
      expect([spelling, redirect.status, redirect.headers.get("location")]).toEqual([spelling, 308, canonical]);
    }
    expect(renderer.renders).toEqual(["en /menu/breakfast--menemen"]);
    expect(cache.store.size).toBe(1);
  });
});

describe("canonicalPath", () => {
  it("writes unreserved characters as themselves, other escapes in upper case, in lower case, without empty segments or a trailing slash", () => {
    expect(canonicalPath("/menu/%62reakfast--menemen")).toBe("/menu/breakfast--menemen");
    expect(canonicalPath("/menu/%7Etea%2d%5F%2E")).toBe("/menu/~tea-_.");
    expect(canonicalPath("/menu/%c3%a7ay")).toBe("/menu/%C3%A7ay");
    expect(canonicalPath("/menu/a%2fb")).toBe("/menu/a%2Fb");
    expect(canonicalPath("///")).toBe("/");
    expect(canonicalPath("/")).toBe("/");
    expect(canonicalPath("/MENU//")).toBe("/menu");
  });

  it("is the same for every spelling of a path, and a canonical path is its own", () => {
    const segment = fc.stringMatching(/^[a-z0-9-]{1,12}$/);
    fc.assert(
      fc.property(fc.array(segment, { minLength: 1, maxLength: 3 }), fc.array(fc.boolean(), { maxLength: 40 }), (segments, choices) => {
        const path = `/${segments.join("/")}`;
        expect(canonicalPath(path)).toBe(path);
        let index = 0;
        const choose = () => choices[index++ % Math.max(choices.length, 1)] ?? false;
        const spelled = path
          .split("")
          .map((character) => (character === "/" ? (choose() ? "//" : "/") : choose() ? `%${character.charCodeAt(0).toString(16)}` : choose() ? character.toUpperCase() : character))
          .join("");
        expect(canonicalPath(choose() ? `${spelled}/` : spelled)).toBe(path);
      }),
    );
  });
});

describe("PageStore", () => {
  const page = (bytes: number) => ({ version: "v", html: Buffer.alloc(0), gzip: Buffer.alloc(0), etag: "", csp: "", headers: { notModified: [], gzip: [], identity: [] }, bytes });

  it("drops the least recently used entries to stay under its bound, and keeps nothing larger than it", () => {
    const store = new PageStore(100);
    store.set("a", page(40));
    store.set("b", page(40));
    store.get("a");
    store.set("c", page(40));
    expect(store.get("b")).toBeUndefined();
    expect(store.get("a")).toBeDefined();
    expect(store.bytes).toBe(80);
    store.set("huge", page(101));
    expect(store.get("huge")).toBeUndefined();
    expect(store.bytes).toBe(80);
    store.set("a", page(10));
    expect(store.bytes).toBe(50);
  });

  it("keeps the order of use through runs of requests for one page", () => {
    const store = new PageStore(100);
    store.set("a", page(40));
    store.set("b", page(40));
    store.get("b");
    store.get("b");
    store.get("a");
    store.get("a");
    store.set("c", page(40));
    expect(store.get("b")).toBeUndefined();
    store.get("a");
    store.get("c");
    store.get("c");
    store.set("d", page(40));
    expect(store.get("a")).toBeUndefined();
    expect(store.get("c")).toBeDefined();
    expect(store.get("d")).toBeDefined();
  });
});
