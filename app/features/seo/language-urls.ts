import type { MetaDescriptor } from "react-router";
import { itemSlug, type PublicMenuItem } from "~/features/menu/menu";
import { LANGUAGES, type Language } from "~/i18n/localize";

/** A page's path in each language: the same path for most pages, a translated slug for a menu item. */
export type LocalizedPaths = Record<Language, string>;

export type Hreflang = Language | "x-default";

export interface AlternateUrl {
  hreflang: Hreflang;
  href: string;
}

export function samePathInEveryLanguage(path: string): LocalizedPaths {
  return { tr: path, en: path };
}

/** A menu item's page: `/menu/{slug}`, with the slug of its name in each language. */
export function menuItemPaths(item: Pick<PublicMenuItem, "name">): LocalizedPaths {
  return { tr: `/menu/${itemSlug(item, "tr")}`, en: `/menu/${itemSlug(item, "en")}` };
}

/** The address that shows a page in one language whatever the visitor's cookie or browser says. */
export function languageUrl(origin: string, paths: LocalizedPaths, language: Language): string {
  return `${origin}${paths[language]}?lang=${language}`;
}

/**
 * Every language version of a page, then x-default: the address without `?lang=`, which answers in
 * the visitor's own language (cookie, then Accept-Language). It uses the Turkish path, the house
 * language's; a menu item's page finds the item by its slug in either language anyway.
 */
export function alternateUrls(origin: string, paths: LocalizedPaths): AlternateUrl[] {
  return [
    ...LANGUAGES.map((language) => ({ hreflang: language, href: languageUrl(origin, paths, language) })),
    { hreflang: "x-default" as const, href: `${origin}${paths.tr}` },
  ];
}

/** `<link rel="canonical">` for the language shown, and `<link rel="alternate" hreflang>` for every version. */
export function languageLinks(origin: string, language: Language, paths: LocalizedPaths): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "canonical", href: languageUrl(origin, paths, language) },
    // hrefLang, not hreflang: React renders the attribute from its camel-cased property name.
    ...alternateUrls(origin, paths).map(({ hreflang, href }) => ({ tagName: "link" as const, rel: "alternate", hrefLang: hreflang, href })),
  ];
}
