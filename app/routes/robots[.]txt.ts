import type { Route } from "./+types/robots[.]txt";

/** robots.txt: everything public may be crawled; the back office and sign-in may not. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const body = [
    "User-agent: *",
    "Allow: /",
    "Disallow: /admin",
    "Disallow: /events-manager",
    "Disallow: /inventory-manager",
    "Disallow: /shopping-lists",
    "Disallow: /recipe-manager",
    "Disallow: /auth/",
    "Disallow: /local-idp/",
    "",
    `Sitemap: ${origin}/sitemap.xml`,
    "",
  ].join("\n");
  return new Response(body, { headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
