import type { Route } from "./+types/sitemap[.]xml";
import { getPublicMenu } from "~/features/menu/public-menu.server";
import { sitemapPages, sitemapXml } from "~/features/seo/sitemap";

/** sitemap.xml: the public pages and every active menu item, in both languages. */
export async function loader({ context }: Route.LoaderArgs) {
  const body = sitemapXml(context.auth.config.publicUrl, sitemapPages(await getPublicMenu(context.db)));
  return new Response(body, { headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" } });
}
