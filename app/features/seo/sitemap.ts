import { menuItemPaths, type PublicMenuCategory } from "~/features/menu/menu";
import { alternateUrls, languageUrl, samePathInEveryLanguage, type LocalizedPaths } from "~/i18n/language-urls";
import { PUBLIC_PAGES } from "~/features/site/public-pages";
import { LANGUAGES } from "~/i18n/localize";

/** The fixed public pages of the sitemap (the same path in every language), in the order a visitor meets them. */
export const SITEMAP_PAGES: readonly string[] = PUBLIC_PAGES.filter((page) => page.sitemap).map((page) => page.path);

const XML_ENTITIES: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/** The pages of the sitemap: the fixed pages, then one page per active menu item, at its own address (menuItemPaths). */
export function sitemapPages(categories: PublicMenuCategory[]): LocalizedPaths[] {
  return [...SITEMAP_PAGES.map(samePathInEveryLanguage), ...categories.flatMap((category) => category.items.map((item) => menuItemPaths(categories, item)))];
}

/**
 * sitemap.xml with hreflang alternates. Each language version of a page is its own `<url>`, and
 * each lists every version including itself, as search engines ask of sitemaps with alternates.
 * The address without `?lang=` (x-default) is only an alternate: it has no language of its own.
 */
export function sitemapXml(origin: string, pages: LocalizedPaths[]): string {
  const urls = pages.flatMap((paths) => {
    const links = alternateUrls(origin, paths)
      .map(({ hreflang, href }) => `    <xhtml:link rel="alternate" hreflang="${hreflang}" href="${escapeXml(href)}"/>`)
      .join("\n");
    return LANGUAGES.map((language) => `  <url>\n    <loc>${escapeXml(languageUrl(origin, paths, language))}</loc>\n${links}\n  </url>`);
  });
  return [
    `<?xml version="1.0" encoding="UTF-8"?>`,
    `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">`,
    ...urls,
    `</urlset>`,
    "",
  ].join("\n");
}
