import type { MetaDescriptor } from "react-router";
import { LANGUAGES, type Language } from "./localize";

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

/** The address a page was asked for: its path, and whether `?lang=` chose the language shown. */
export interface RequestedAddress {
  pathname: string;
  search: string;
}

/**
 * Whether the address names the language the page is shown in (`?lang=en` on an English page).
 * Without it, the page answers in the visitor's own language: the address is the x-default one.
 */
export function namesLanguage(search: string, language: Language): boolean {
  return new URLSearchParams(search).get("lang") === language;
}

/**
 * `<link rel="canonical">` and `<link rel="alternate" hreflang>` for every version. The canonical is
 * the page's own address, as every version of an hreflang set must have: the shown language's
 * `?lang=` address when the request named it, else the address asked for without its query (the
 * x-default one, which answers in the visitor's language).
 */
export function languageLinks(origin: string, language: Language, paths: LocalizedPaths, requested: RequestedAddress): MetaDescriptor[] {
  const canonical = namesLanguage(requested.search, language) ? languageUrl(origin, paths, language) : `${origin}${requested.pathname}`;
  return [
    { tagName: "link", rel: "canonical", href: canonical },
    // hrefLang, not hreflang: React renders the attribute from its camel-cased property name.
    ...alternateUrls(origin, paths).map(({ hreflang, href }) => ({ tagName: "link" as const, rel: "alternate", hrefLang: hreflang, href })),
  ];
}
