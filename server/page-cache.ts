import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { IncomingMessage, RequestListener, ServerResponse } from "node:http";
import type { Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from "express";
import { cachedPublicPages } from "../app/features/site/public-pages";
import { hasSessionCookie } from "../app/features/auth/session.server";
import { languageFromHeaders } from "../app/i18n/language";
import { restaurantYear } from "../app/lib/dates";
import { toWebRequest, type RequestLocals } from "./react-router-handler";
import { logWhenClosed, requestIdOf } from "./request-log";
import { contentSecurityPolicy } from "./security-headers";

/**
 * What the cache may hold, in bytes. Each page is kept twice, as HTML and gzipped, so that no
 * request pays for compressing or unzipping it: the seeded menu page is about 64 kB so (53 kB and
 * 11 kB). This holds every page of a far larger site in both languages, and the least recently
 * used go first when it cannot.
 */
export const PAGE_CACHE_MAX_BYTES = 32 * 1024 * 1024;

interface CachedPage {
  version: string;
  /** The page as rendered, for a client that takes no gzip. */
  html: Buffer;
  gzip: Buffer;
  etag: string;
  /** The CSP for this exact HTML: its inline scripts allowed by hash, so no nonce is reused. */
  csp: string;
  /** Its headers, made once: for a 304, and with each body. */
  headers: { notModified: [string, string][]; gzip: [string, string][]; identity: [string, string][] };
  /** What this entry costs, its key included. */
  bytes: number;
}

/** Rendered pages by key, least recently used first, their total size kept under a bound. */
export class PageStore {
  readonly #pages = new Map<string, CachedPage>();
  #bytes = 0;

  constructor(readonly maxBytes: number) {}

  /** The key used last: already at the end, so a run of requests for one page moves nothing. */
  #last: string | null = null;

  get(key: string): CachedPage | undefined {
    const page = this.#pages.get(key);
    if (page && key !== this.#last) {
      // A Map keeps insertion order: moving the page to the end makes the first one the least used.
      this.#pages.delete(key);
      this.#pages.set(key, page);
      this.#last = key;
    }
    return page;
  }

  set(key: string, page: CachedPage): void {
    this.delete(key);
    if (page.bytes > this.maxBytes) return;
    this.#pages.set(key, page);
    this.#last = key;
    this.#bytes += page.bytes;
    for (const oldest of this.#pages.keys()) {
      if (this.#bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  delete(key: string): void {
    const page = this.#pages.get(key);
    if (!page) return;
    this.#pages.delete(key);
    this.#bytes -= page.bytes;
    if (key === this.#last) this.#last = null;
  }

  get size(): number {
    return this.#pages.size;
  }

  get bytes(): number {
    return this.#bytes;
  }
}

function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? "";
    if (body === "" || /type="application\/ld\+json"/.test(match[0])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(body).digest("base64")}'`);
  }
  return [...hashes];
}

/** `?lang=`, as URLSearchParams.get reads it: the first of several. */
function langParameter(req: ExpressRequest): string | null {
  const lang: unknown = req.query.lang;
  return typeof lang === "string" ? lang : Array.isArray(lang) && typeof lang[0] === "string" ? lang[0] : null;
}

/** The language the page is rendered in, as languageFromRequest decides it, read off Express's request. */
function pageLanguage(req: ExpressRequest, lang: string | null) {
  return languageFromHeaders({ query: lang, cookieHeader: req.get("cookie"), acceptLanguage: req.get("accept-language") });
}

function isCacheable(response: Response): boolean {
  return (
    response.status === 200 &&
    !response.headers.has("Set-Cookie") &&
    !/\bno-store\b/.test(response.headers.get("Cache-Control") ?? "") &&
    (response.headers.get("Content-Type") ?? "").includes("text/html")
  );
}

async function toCachedPage(key: string, response: Response, version: string, signInOrigin: string | null): Promise<CachedPage> {
  const text = await response.text();
  const html = Buffer.from(text);
  const gzip = gzipSync(html);
  const etag = `"${createHash("sha1").update(html).digest("base64url")}"`;
  const csp = contentSecurityPolicy({ scriptHashes: inlineScriptHashes(text) }, signInOrigin);
  return {
    version,
    html,
    gzip,
    etag,
    csp,
    headers: pageHeaders({ csp, etag, html, gzip }),
    // Strings counted twice over (two bytes a character), the CSP in its headers again.
    bytes: html.length + gzip.length + 2 * (key.length + etag.length + 2 * csp.length + version.length) + 512,
  };
}

/** A kept page's own headers, in the order they are sent, for a 304 and for each body. */
function pageHeaders(page: Pick<CachedPage, "csp" | "etag" | "html" | "gzip">): CachedPage["headers"] {
  const common: [string, string][] = [
    ["Content-Security-Policy", page.csp],
    ["Content-Type", "text/html; charset=utf-8"],
    ["Cache-Control", "no-cache"],
    ["ETag", page.etag],
    ["Vary", "Accept-Encoding, Accept-Language, Cookie"],
  ];
  return {
    notModified: common,
    gzip: [...common, ["Content-Encoding", "gzip"], ["Content-Length", String(page.gzip.length)]],
    identity: [...common, ["Content-Length", String(page.html.length)]],
  };
}

function sendCached(req: ExpressRequest, res: ExpressResponse, page: CachedPage): void {
  sendPage(res, page, req.method === "HEAD", req.get("if-none-match") === page.etag, req.acceptsEncodings("gzip") === "gzip");
}

/** A kept page as the answer, its headers after those already set (the request's id, the security headers). */
function sendPage(res: ServerResponse, page: CachedPage, head: boolean, notModified: boolean, gzip: boolean): void {
  const headers = notModified ? page.headers.notModified : gzip ? page.headers.gzip : page.headers.identity;
  for (const [name, value] of headers) res.setHeader(name, value);
  res.statusCode = notModified ? 304 : 200;
  if (notModified || head) res.end();
  else res.end(gzip ? page.gzip : page.html);
}

/** A response that is not kept, sent as it came; compressed here, as this runs before compression(). */
async function sendUncached(req: ExpressRequest, res: ExpressResponse, response: Response): Promise<void> {
  const body = Buffer.from(await response.arrayBuffer());
  res.status(response.status);
  response.headers.forEach((value, name) => res.append(name, value));
  res.append("Vary", "Accept-Encoding");
  if (body.length > 1024 && req.acceptsEncodings("gzip") === "gzip") {
    res.setHeader("Content-Encoding", "gzip");
    res.send(gzipSync(body));
  } else {
    res.send(body);
  }
}

/**
 * A kept page's key. A page asked for with its language (`?lang=en`) and one that follows the
 * visitor's (no `?lang=`) differ in their canonical address (language-urls.ts): each is kept on its own.
 */
function pageKey(language: string, lang: string | null, path: string): string {
  return `${language}${lang === language ? "" : " auto"} ${path}`;
}

/** RFC 3986's unreserved characters: percent-encoding one of them names the same address. */
const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/**
 * The one spelling of a path that the public pages answer to: no empty segment (`//menu`), no
 * trailing slash (`/menu/`), unreserved characters written as themselves (`%62reakfast` is
 * `breakfast`), other escapes in upper case, and lower case throughout: React Router matches the
 * pages' addresses in any case, and every item's slug is lower case (slug.ts).
 */
export function canonicalPath(path: string): string {
  const collapsed = path.replace(/\/{2,}/g, "/");
  const trimmed = collapsed.length > 1 && collapsed.endsWith("/") ? collapsed.slice(0, -1) : collapsed;
  return trimmed.toLowerCase().replace(/%([0-9a-f]{2})/g, (escape: string, hex: string) => {
    const character = String.fromCharCode(Number.parseInt(hex, 16));
    return UNRESERVED.test(character) ? character.toLowerCase() : escape.toUpperCase();
  });
}

/** The most paths whose answer keptPathCheck remembers; past it, it forgets them all and starts again. */
const KEPT_PATH_ANSWERS = 1024;

/**
 * Whether a path is the canonical address of a page the cache keeps, its answer remembered: the
 * same few addresses are asked for all evening. A client sending endless new paths only makes it
 * start again.
 */
function keptPathCheck(patterns: readonly RegExp[]): (path: string) => boolean {
  const answers = new Map<string, boolean>();
  return (path) => {
    let kept = answers.get(path);
    if (kept === undefined) {
      kept = canonicalPath(path) === path && patterns.some((pattern) => pattern.test(path));
      if (answers.size >= KEPT_PATH_ANSWERS) answers.clear();
      answers.set(path, kept);
    }
    return kept;
  };
}

/** The page cache's handler, with what the fast path shares of it: its pages, their version, and which addresses it keeps. */
export type PublicPageCache = RequestHandler & {
  store: PageStore;
  contentVersion: () => string | Promise<string>;
  /** Whether `path` is the canonical address of a page the cache keeps. */
  isKeptPath: (path: string) => boolean;
};

export interface PublicPageCacheOptions {
  /** Renders a page (React Router), with this response's CSP nonce. */
  render: (request: Request, locals: RequestLocals) => Promise<Response>;
  /** The public content version (public-content.server.ts); a page kept under another is stale. A held one answers at once. */
  contentVersion: () => string | Promise<string>;
  /** The clock of what the pages show of the date (the footer's year, the root loader's `context.clock`): the system's by default. */
  clock?: () => Date;
  /** The site's origin, PUBLIC_URL's: the rendered Request's (toWebRequest). */
  origin: string;
  /** The identity provider's origin, for the pages' CSP (contentSecurityPolicy); none by default. */
  signInOrigin?: string | null;
  maxBytes?: number;
}

/**
 * The version a kept page is valid for: the public content's, and the restaurant's year, which every
 * guest's page shows in its footer (© 2026). Nothing is written when the year turns, so a page kept
 * on 31 December is stale from midnight in Istanbul by the clock, as a dish's 'tonight' ends
 * (public-content.server.ts). The year is worked out again only when the minute changes (every
 * zone's offset is whole minutes): a request pays for reading the clock, not for a date's format.
 */
export function pageVersion(contentVersion: () => string | Promise<string>, clock: () => Date): () => string | Promise<string> {
  let minute = Number.NaN;
  let year = "";
  const yearNow = () => {
    const at = clock();
    const now = Math.floor(at.getTime() / 60_000);
    if (now !== minute) {
      minute = now;
      year = restaurantYear(at);
    }
    return year;
  };
  return () => {
    const version = contentVersion();
    return version instanceof Promise ? version.then((read) => `${read}@${yearNow()}`) : `${version}@${yearNow()}`;
  };
}

/** Whether a query parameter's value filters a page: a word of its own (`?without=milk`, `?without=milk&without=eggs`), not an empty one. */
function filtersPage(value: unknown): boolean {
  return (Array.isArray(value) ? value : [value]).some((one) => typeof one === "string" && one.trim() !== "");
}

/**
 * A cache of rendered public pages for guests (see docs/decisions/0013-guest-page-caching.md).
 *
 * - Only the pages public-pages.ts marks `pageCache`, for requests without a cookie that could hold
 *   a session (one shaped like our tokens: `session=x` is a guest's).
 * - Asked for by another spelling of its path (`/menu/`, `//menu`, `/Menu`, `/menu/%62reakfast`),
 *   a page is not rendered: the request is sent to the one spelling (308, canonicalPath).
 * - Keyed on the path, the language, and whether `?lang=` named that language (the canonical
 *   address differs). Whatever else the query holds (`utm_*`, `fbclid`, `?x=1`) is not part of the
 *   page, so such a request gets the page of its path and language: a thousand query strings make
 *   no new entries and push out no real page. The exceptions are a page's filters (public-pages.ts:
 *   the menu's search `?q=` and allergen filter `?without=`): its page is rendered for them each
 *   time, never kept.
 * - Bounded in bytes, least recently used first out (PageStore).
 * - Valid while the public content version and the restaurant's year are unchanged (pageVersion).
 *   When that version cannot be read (the database failing), the request goes on to the normal
 *   render, which answers with the offline fallback menu.
 * - Concurrent misses for one page render it once; the others wait for that render.
 * - A response that is not a plain 200 page (a 404, a redirect, a degraded page marked `no-store`)
 *   is sent but never kept.
 */
export function publicPageCache({ render, contentVersion: publicContent, clock = () => new Date(), origin, signInOrigin = null, maxBytes = PAGE_CACHE_MAX_BYTES }: PublicPageCacheOptions): PublicPageCache {
  const contentVersion = pageVersion(publicContent, clock);
  const pages = cachedPublicPages();
  const patterns = pages.map((page) => page.pattern);
  const store = new PageStore(maxBytes);
  /** Renders under way, by key: the page they will keep, or null when it is not to be kept. */
  const rendering = new Map<string, { version: string; page: Promise<CachedPage | null> }>();

  const handler: RequestHandler = async (req, res, next) => {
    if (req.method !== "GET" && req.method !== "HEAD") return next();
    const canonical = canonicalPath(req.path);
    const page = pages.find(({ pattern }) => pattern.test(canonical));
    if (!page) return next();
    // Another spelling of a public page's address is sent to the one spelling, so that each page is
    // rendered and kept once, and search engines see one address.
    if (canonical !== req.path) {
      const query = req.originalUrl.indexOf("?");
      return res.redirect(308, query === -1 ? canonical : `${canonical}${req.originalUrl.slice(query)}`);
    }
    if (hasSessionCookie(req.get("cookie"))) return next();
    // A filter of the page (the menu's search or allergen filter, in a shared link or asked for
    // without the page's script) is rendered for it.
    if (page.filters.some((filter) => filtersPage(req.query[filter]))) return next();

    let version: string;
    try {
      version = await contentVersion();
    } catch {
      // The database is failing: the normal render answers, with the fallback menu, and is not kept.
      return next();
    }
    const lang = langParameter(req);
    const key = pageKey(pageLanguage(req, lang), lang, req.path);
    const cached = store.get(key);
    if (cached?.version === version) return sendCached(req, res, cached);

    const underWay = rendering.get(key);
    if (underWay?.version === version) {
      const page = await underWay.page.catch(() => null);
      return page ? sendCached(req, res, page) : next();
    }

    let settle: (page: CachedPage | null) => void = () => undefined;
    const flight = { version, page: new Promise<CachedPage | null>((resolve) => (settle = resolve)) };
    rendering.set(key, flight);
    try {
      // The canonical address: the path, and ?lang= when given (the language decision reads it).
      const path = lang === null ? req.path : `${req.path}?lang=${encodeURIComponent(lang)}`;
      // Rendered with this response's nonce; a cached copy is later served under a hash-based CSP,
      // so the nonce in its HTML grants nothing to anyone else. Always the whole page, even for HEAD.
      const response = await render(toWebRequest(req, origin, { path, method: "GET" }), res.locals);
      if (!isCacheable(response)) {
        settle(null);
        return await sendUncached(req, res, response);
      }
      const page = await toCachedPage(key, response, version, signInOrigin);
      store.set(key, page);
      settle(page);
      sendCached(req, res, page);
    } catch (error) {
      settle(null);
      next(error);
    } finally {
      if (rendering.get(key) === flight) rendering.delete(key);
    }
  };
  return Object.assign(handler, { store, contentVersion, isKeptPath: keptPathCheck(patterns) });
}

export interface GuestFastPathOptions {
  /** The site's public address: only a request for its host is answered here. */
  publicUrl: string;
  /** The security headers every response carries but the CSP (security-headers.ts). */
  fixedHeaders: readonly (readonly [string, string])[];
  /** Whether a request from this address comes through a trusted proxy, whose request id is taken. */
  trustedProxy: (address: string | undefined) => boolean;
}

/** The fast path: answers the request itself, or calls `next` without having touched it. */
export type GuestFastPath = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * The server's request listener: the fast path first, the app (Express) for whatever it passes on.
 * The fast path runs before Express so that a kept page's answer pays nothing of Express's own
 * handling (its request and response prototypes, its router).
 */
export function withGuestFastPath(fast: GuestFastPath, app: RequestListener): RequestListener {
  return (req, res) => fast(req, res, () => app(req, res));
}

/** `?lang=` alone, or nothing: the queries the fast path answers; anything else goes the long way. */
const SIMPLE_QUERY = /^(?:lang=(tr|en))?$/;

/**
 * The guests' cached pages answered first, before Express, its router, request helpers and the
 * per-response nonce (issue 25; withGuestFastPath puts it in front). Only the plainest requests: GET or HEAD of a kept page's canonical
 * address, with no query but `?lang=`, for the public host itself (no forwarded host), with no
 * session cookie, asking for gzip or not in the plainest words, and only when the page is kept at
 * the current version. Everything else, and a page not kept yet, goes on to the normal path, which
 * answers the same page with the same headers: the request's id, the security headers, the page's
 * own (tests/guest-fast-path.test.ts compares them).
 */
export function guestFastPath(cache: PublicPageCache, { publicUrl, fixedHeaders, trustedProxy }: GuestFastPathOptions): GuestFastPath {
  const publicHost = new URL(publicUrl).host;
  /**
   * Each kept page's whole header lists, flat as writeHead takes them, made on its first answer
   * here: the request's id first, its value left empty for each answer to fill in a copy.
   */
  const flatHeaders = new WeakMap<CachedPage, Record<"notModified" | "gzip" | "identity", string[]>>();
  const flat = (page: CachedPage) => {
    let lists = flatHeaders.get(page);
    if (!lists) {
      // The page's CSP (first of its own) where the security headers put theirs, then the rest in the normal path's order.
      const list = (own: [string, string][]) => [["X-Request-Id", ""], own[0]!, ...fixedHeaders, ...own.slice(1)].flat();
      lists = { notModified: list(page.headers.notModified), gzip: list(page.headers.gzip), identity: list(page.headers.identity) };
      flatHeaders.set(page, lists);
    }
    return lists;
  };

  /** The kept page, when it is of `version`; otherwise the normal path. */
  const answer = (req: IncomingMessage, res: ServerResponse, next: () => void, request: FastRequest, version: string) => {
    const page = cache.store.get(request.key);
    if (page?.version !== version) return next();
    const requestId = requestIdOf(req.headers["x-request-id"] as string | undefined, trustedProxy, req.socket.remoteAddress);
    logWhenClosed(res, { requestId, method: request.method, path: request.path, userId: noUser });
    const notModified = req.headers["if-none-match"] === page.etag;
    const lists = flat(page);
    const headers = (notModified ? lists.notModified : request.gzip ? lists.gzip : lists.identity).slice();
    headers[1] = requestId;
    res.writeHead(notModified ? 304 : 200, headers);
    if (notModified || request.method === "HEAD") res.end();
    else res.end(request.gzip ? page.gzip : page.html);
  };

  return (req, res, next) => {
    const method = req.method;
    if (method !== "GET" && method !== "HEAD") return next();
    const url = req.url ?? "/";
    const mark = url.indexOf("?");
    const path = mark === -1 ? url : url.slice(0, mark);
    const query = SIMPLE_QUERY.exec(mark === -1 ? "" : url.slice(mark + 1));
    if (!query || !cache.isKeptPath(path)) return next();
    const headers = req.headers;
    if (headers.host !== publicHost || headers["x-forwarded-host"] !== undefined || hasSessionCookie(headers.cookie)) return next();
    const gzip = plainGzipChoice(headers["accept-encoding"]);
    if (gzip === null) return next();
    const lang = query[1] ?? null;
    const request: FastRequest = { method, path, gzip, key: pageKey(languageFromHeaders({ query: lang, cookieHeader: headers.cookie, acceptLanguage: headers["accept-language"] }), lang, path) };
    let version: string | Promise<string>;
    try {
      version = cache.contentVersion();
    } catch {
      return next();
    }
    if (typeof version === "string") return answer(req, res, next, request, version);
    // Read from the database: the database failing sends the request the normal way, to the fallback menu.
    version.then(
      (read) => answer(req, res, next, request, read),
      () => next(),
    );
  };
}

interface FastRequest {
  method: "GET" | "HEAD";
  path: string;
  gzip: boolean;
  key: string;
}

const noUser = () => null;

/**
 * Whether a plainly worded Accept-Encoding takes gzip: none or `identity` does not; a list without
 * weights that names gzip does. Null for anything else (weights, `*`), which Express's negotiation
 * reads on the normal path.
 */
function plainGzipChoice(accept: string | undefined): boolean | null {
  if (accept === undefined || accept === "" || accept === "identity") return false;
  if (accept.includes(";") || accept.includes("*")) return null;
  return accept.split(",").some((coding) => coding.trim() === "gzip") ? true : null;
}
