/**
 * Paths crawlers must not visit: the back office, and signing in and out (pages that only redirect
 * or refuse a visitor without an account). Prefixes, as robots.txt reads them.
 */
export const DISALLOWED_PATHS = [
  "/admin",
  "/events-manager",
  "/inventory-manager",
  "/shopping-lists",
  "/recipe-manager",
  "/allergen-matrix",
  "/vendors",
  "/login",
  "/logout",
  "/pending",
  "/unauthorized",
  "/auth/",
  "/local-idp",
] as const;

/**
 * robots.txt: everything public may be crawled. The Sitemap line is absolute and uses the configured
 * public address, not the address a request came in on, which a proxy or a Host header can change.
 */
export function robotsTxt(origin: string): string {
  return ["User-agent: *", "Allow: /", ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`), "", `Sitemap: ${origin}/sitemap.xml`, ""].join("\n");
}
