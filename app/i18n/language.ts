import { isLanguage, type Language } from "./localize";

/** The browser keeps the visitor's choice here (localStorage) and in a cookie of the same meaning. */
export const LANGUAGE_STORAGE_KEY = "patates-restaurant.language";
export const LANGUAGE_COOKIE = "lang";
export const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 365;

export interface LanguageHints {
  /** The `?lang=` query parameter. */
  query?: string | null;
  /** The `lang` cookie's value. */
  cookie?: string | null;
  /** The Accept-Language header. */
  acceptLanguage?: string | null;
}

/**
 * The language a response is rendered in: `?lang=` > `lang` cookie > an Accept-Language whose
 * first choice starts with `tr` > English. Values that are not tr or en are ignored.
 */
export function resolveLanguage({ query, cookie, acceptLanguage }: LanguageHints): Language {
  const fromQuery = query?.trim().toLowerCase();
  if (isLanguage(fromQuery)) return fromQuery;
  const fromCookie = cookie?.trim().toLowerCase();
  if (isLanguage(fromCookie)) return fromCookie;
  const firstChoice = acceptLanguage?.split(",")[0]?.trim().toLowerCase() ?? "";
  return firstChoice.startsWith("tr") ? "tr" : "en";
}

/** Reads one cookie from a Cookie header. */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(";")) {
    const separator = part.indexOf("=");
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() === name) {
      try {
        return decodeURIComponent(part.slice(separator + 1).trim());
      } catch {
        return null;
      }
    }
  }
  return null;
}

/**
 * The field a back-office form sends its page's language in (PageLanguageField): the language its
 * numbers are written in (docs/decisions/0025-numbers-and-units.md).
 */
export const PAGE_LANGUAGE_FIELD = "pageLanguage";

/**
 * The language a posted form was filled in: the page's, which the form sends; for a post without it
 * (a script's), the request's. The request's alone would not do: the cookie may have been switched
 * in another tab since the page was shown, and the page's `1,500` kg (1.5) would be read as 1500.
 */
export function formLanguage(formData: FormData, request: Request): Language {
  const sent = formData.get(PAGE_LANGUAGE_FIELD);
  return isLanguage(sent) ? sent : languageFromRequest(request);
}

export function languageFromRequest(request: Request): Language {
  return languageFromHeaders({
    query: new URL(request.url).searchParams.get("lang"),
    cookieHeader: request.headers.get("Cookie"),
    acceptLanguage: request.headers.get("Accept-Language"),
  });
}

/** The same choice from the raw parts, for a server that has not built a web Request (the page cache). */
export function languageFromHeaders({
  query,
  cookieHeader,
  acceptLanguage,
}: {
  query: string | null;
  cookieHeader: string | null | undefined;
  acceptLanguage: string | null | undefined;
}): Language {
  return resolveLanguage({ query, cookie: readCookie(cookieHeader, LANGUAGE_COOKIE), acceptLanguage });
}

/** The cookie the browser writes when the visitor picks a language, so the server renders it next time. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}
