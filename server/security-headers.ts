import { randomBytes } from "node:crypto";
import type { RequestHandler } from "express";

/** Hosts whose embeds (events) may be framed: Instagram, YouTube, Vimeo, Twitter/X. */
export const FRAME_SOURCES = [
  "https://www.instagram.com",
  "https://www.youtube.com",
  "https://www.youtube-nocookie.com",
  "https://player.vimeo.com",
  "https://platform.twitter.com",
  "https://syndication.twitter.com",
];

/** The policy, with inline scripts allowed by a per-response nonce or by their hashes. */
export function contentSecurityPolicy(allow: { nonce: string } | { scriptHashes: string[] }): string {
  const inline = "nonce" in allow ? `'nonce-${allow.nonce}'` : allow.scriptHashes.join(" ");
  return [
    "default-src 'self'",
    `script-src 'self' ${inline}`.trim(),
    "style-src 'self'",
    // Style attributes only (no <style> elements): the menu positions its rows with them.
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_SOURCES.join(" ")}`,
    "frame-ancestors 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    // Sign-in posts to our server, which redirects to Google: Chromium checks form-action on that redirect.
    "form-action 'self' https://accounts.google.com",
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
export function securityHeaders({ development, https }: { development: boolean; https: boolean }): RequestHandler {
  return (_req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    if (!development) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ nonce }));
    if (https) res.setHeader("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "SAMEORIGIN");
    res.setHeader("Cross-Origin-Opener-Policy", "same-origin");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=()");
    next();
  };
}

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Mutations only from our own pages: a request that changes something must carry an Origin (or,
 * failing that, a Referer) of this very host. SameSite=Lax cookies are the second line.
 */
export const sameOriginMutations: RequestHandler = (req, res, next) => {
  if (SAFE_METHODS.has(req.method)) return next();
  const source = req.get("origin") ?? req.get("referer");
  const host = req.get("host");
  let sourceHost: string | null = null;
  try {
    sourceHost = source ? new URL(source).host : null;
  } catch {
    sourceHost = null;
  }
  if (!sourceHost || sourceHost !== host) {
    res.status(403).type("text/plain").send("Cross-origin request refused.");
    return;
  }
  next();
};
