import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";
import { isLoopbackHostname } from "../app/features/auth/auth-config";
import { logSecurityEvent } from "../app/lib/log.server";
import { refusalText } from "./refusal-texts";
import { requestIdOfAnswer } from "./request-log";

/** Hosts whose embeds (events) may be framed: Instagram, YouTube, Vimeo, Twitter/X. */
export const FRAME_SOURCES = [
  "https://www.instagram.com",
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://platform.twitter.com",
  "https://syndication.twitter.com",
];

/**
 * The policy, with inline scripts allowed by a per-response nonce or by their hashes.
 * `signInOrigin`: where the sign-in form's answer redirects, the identity provider's origin
 * (its issuer's); the local provider is on the site's own.
 */
export function contentSecurityPolicy(allow: { nonce: string } | { scriptHashes: string[] }, signInOrigin: string | null): string {
  const inline = "nonce" in allow ? `'nonce-${allow.nonce}'` : allow.scriptHashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${inline}`.trim(),
    "style-src 'self'",
    // Style attributes only (no <style> elements): the menu positions its rows with them.
    "style-src-attr 'unsafe-inline'",
    // Menu photos are served by the site itself; QR codes are data: and blob: addresses. Embeds
    // are frames with their own policy.
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Sign-in posts to our server, which redirects to the provider: Chromium checks form-action on that redirect.
    `form-action 'self' ${signInOrigin ?? ""}`.trim(),
    "manifest-src 'self'",
    "worker-src 'self'",
  ].join("; ");
}

/**
 * Browsers that once reached the site over https never try plain http again, for two years, on any
 * subdomain either.
 */
export const STRICT_TRANSPORT_SECURITY = "max-age=63072000; includeSubDomains";

/**
 * Security headers on every response, and a fresh CSP nonce per response in `res.locals.cspNonce`.
 * In development the CSP is left out: Vite injects inline scripts and styles for hot reload.
 * HSTS when the site's public address (PUBLIC_URL) is https: the TLS may end at a proxy in front,
 * so the address people use decides, not the connection this server sees.
 */
export function securityHeaders({ development, https, signInOrigin }: { development: boolean; https: boolean; signInOrigin: string | null }): RequestHandler {
  const fixed = fixedSecurityHeaders({ https });
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!development) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }, signInOrigin));
    for (const [name, value] of fixed) res.setHeader(name, value);
    next();
  };
}

/** The security headers that are the same on every response (all but the CSP), in the order they are sent. */
export function fixedSecurityHeaders({ https }: { https: boolean }): readonly (readonly [string, string])[] {
  return [
    ...(https ? [["Strict-Transport-Security", STRICT_TRANSPORT_SECURITY] as const] : []),
    ["X-Content-Type-Options", "nosniff"],
    ["Referrer-Policy", "strict-origin-when-cross-origin"],
    ["X-Frame-Options", "SAMEORIGIN"],
    ["Cross-Origin-Opener-Policy", "same-origin"],
    ["Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()"],
  ];
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** The origin of an Origin or Referer header, or null when it is absent or not an address. */
function originOf(source: string | undefined): string | null {
  if (!source) return null;
  try {
    const origin = new URL(source).origin;
    return origin === "null" ? null : origin;
  } catch {
    return null;
  }
}

/**
 * Mutations only from our own pages: a request that changes something must carry an Origin (or,
 * failing that, a Referer) of the site's own address, PUBLIC_URL. Not the request's `Host`, which
 * the client chooses. SameSite=Lax cookies are the second line. A refusal is a security event.
 */
export function sameOriginMutations(publicUrl: string): RequestHandler {
  const publicOrigin = new URL(publicUrl).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method)) return next();
    const origin = originOf(req.get("origin") ?? req.get("referer"));
    if (origin !== publicOrigin) {
      logSecurityEvent({ event: "request.cross-site-refused", actorId: null, email: null, method: req.method, origin }, { requestId: requestIdOfAnswer(res), ip: req.ip ?? null, path: req.path });
      res.status(403).type("text/plain").send(refusalText(req, "refusal.crossSite"));
      return;
    }
    next();
  };
}

/** The methods the site answers: pages are read with GET (and HEAD), and every form posts. */
const ALLOWED_METHODS = ["GET", "HEAD", "POST"];

/** Any other method (PUT, DELETE, PATCH, …) is refused before it could reach an action. */
export const allowedMethods: RequestHandler = (req, res, next) => {
  if (ALLOWED_METHODS.includes(req.method)) return next();
  res.status(405).setHeader("Allow", ALLOWED_METHODS.join(", "));
  res.type("text/plain").send(refusalText(req, "refusal.methodNotAllowed"));
};

/**
 * With a loopback PUBLIC_URL (the default http://localhost:PORT), a page asked for on another
 * loopback name (127.0.0.1 instead of localhost, or the other way round) is sent to PUBLIC_URL's
 * origin. Each name is its own origin to a browser: the sign-in's cookie, the provider and the
 * Origin check are all on PUBLIC_URL, so a person must be there too. Other names (the machine's
 * network address, from a phone on the same Wi-Fi) are served where they are: PUBLIC_URL would
 * mean that phone itself.
 */
export function canonicalLoopbackOrigin(publicUrl: string): RequestHandler {
  const canonical = new URL(publicUrl);
  if (!isLoopbackHostname(canonical.hostname)) return (_req, _res, next) => next();
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !req.originalUrl.startsWith("/")) return next();
    let requested: URL;
    try {
      requested = new URL(`${canonical.protocol}//${req.get("host") ?? ""}`);
    } catch {
      return next();
    }
    if (requested.host === canonical.host || !isLoopbackHostname(requested.hostname)) return next();
    // Temporary: a browser must not remember it past a change of PUBLIC_URL.
    res.redirect(307, `${canonical.origin}${req.originalUrl}`);
  };
}
