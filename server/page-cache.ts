import { createHash } from "node:crypto";
import { gzipSync } from "node:zlib";
import type { Request as ExpressRequest, RequestHandler } from "express";
import { createRequestHandler, type AppLoadContext, type ServerBuild } from "react-router";
import { publicPagePatterns } from "../app/features/site/public-pages";
import { carriesSessionCookie } from "../app/features/site/response-storage.server";
import { languageFromHeaders } from "../app/i18n/language";
import { contentSecurityPolicy } from "./security-headers";

/** Public pages whose HTML is the same for every anonymous visitor in a language. */
const CACHEABLE = publicPagePatterns("pageCache");
const MAX_ENTRIES = 2_000;

interface CachedPage {
  version: string;
  status: number;
  html: Buffer;
  gzip: Buffer;
  etag: string;
  /** The CSP for this exact HTML: its inline scripts allowed by hash, so no nonce is reused. */
  csp: string;
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

/** The language the page is rendered in, as languageFromRequest decides it, read off Express's request. */
function pageLanguage(req: ExpressRequest) {
  const lang: unknown = req.query.lang;
  return languageFromHeaders({
    // ?lang=a&lang=b: the first, as URLSearchParams.get gives it.
    query: typeof lang === "string" ? lang : Array.isArray(lang) && typeof lang[0] === "string" ? lang[0] : null,
    cookieHeader: req.get("cookie"),
    acceptLanguage: req.get("accept-language"),
  });
}

function toWebRequest(req: ExpressRequest): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(req.headers)) {
    if (Array.isArray(value)) value.forEach((item) => headers.append(key, item));
    else if (value !== undefined) headers.set(key, value);
  }
  return new Request(`${req.protocol}://${req.get("host") ?? "localhost"}${req.originalUrl}`, { method: req.method, headers });
}

/**
 * A cache of rendered public pages for anonymous visitors, keyed by address and language, valid
 * while the public content version is unchanged (see public-content.server.ts). A guest who
 * scanned a QR code gets the menu without a render or a query beyond one version lookup.
 * Everything else (signed-in people, back office, data requests, errors) passes through.
 */
export function publicPageCache({
  build,
  loadContext,
  contentVersion,
}: {
  build: ServerBuild;
  loadContext: (cspNonce: string) => AppLoadContext;
  contentVersion: () => Promise<string>;
}): RequestHandler {
  const render = createRequestHandler(build, "production");
  const pages = new Map<string, CachedPage>();

  return async (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !CACHEABLE.some((pattern) => pattern.test(req.path))) return next();
    if (carriesSessionCookie(req.get("cookie"))) return next();
    try {
      const key = `${pageLanguage(req)} ${req.originalUrl}`;
      const version = await contentVersion();
      let page = pages.get(key);
      if (!page || page.version !== version) {
        // Rendered with this response's nonce; a cached copy is later served under a hash-based CSP,
        // so the nonce in its HTML grants nothing to anyone else.
        const response = await render(toWebRequest(req), loadContext(String(res.locals.cspNonce ?? "")));
        const cacheable =
          response.status === 200 &&
          !response.headers.has("Set-Cookie") &&
          !(response.headers.get("Cache-Control") ?? "").includes("no-store") &&
          (response.headers.get("Content-Type") ?? "").includes("text/html");
        if (!cacheable) {
          const body = Buffer.from(await response.arrayBuffer());
          res.status(response.status);
          response.headers.forEach((value, name) => res.append(name, value));
          // This middleware comes before compression() (app.ts), so it compresses what it sends itself.
          res.append("Vary", "Accept-Encoding");
          if (body.length > 1024 && req.acceptsEncodings("gzip") === "gzip") {
            res.setHeader("Content-Encoding", "gzip");
            res.send(gzipSync(body));
          } else {
            res.send(body);
          }
          return;
        }
        const text = await response.text();
        const html = Buffer.from(text);
        page = {
          version,
          status: response.status,
          html,
          gzip: gzipSync(html),
          etag: `"${createHash("sha1").update(html).digest("base64url")}"`,
          csp: contentSecurityPolicy({ scriptHashes: inlineScriptHashes(text) }),
        };
        if (pages.size >= MAX_ENTRIES) pages.delete(pages.keys().next().value as string);
        pages.set(key, page);
      }

      res.setHeader("Content-Security-Policy", page.csp);
      res.setHeader("Content-Type", "text/html; charset=utf-8");
      res.setHeader("Cache-Control", "no-cache");
      res.setHeader("ETag", page.etag);
      res.setHeader("Vary", "Accept-Encoding, Accept-Language, Cookie");
      if (req.get("if-none-match") === page.etag) {
        res.status(304).end();
        return;
      }
      const gzip = req.acceptsEncodings("gzip") === "gzip";
      const body = gzip ? page.gzip : page.html;
      if (gzip) res.setHeader("Content-Encoding", "gzip");
      res.setHeader("Content-Length", String(body.length));
      res.status(page.status);
      if (req.method === "HEAD") res.end();
      else res.end(body);
    } catch (error) {
      next(error);
    }
  };
}
