import { hasSessionCookie } from "~/features/auth/session.server";
import { LANGUAGE_COOKIE, languageCookie, readCookie } from "~/i18n/language";
import { isLanguage } from "~/i18n/localize";

/**
 * A signed-in person's page asked for with `?lang=`: its answer sets the language cookie, as the
 * page's script does once it runs (root.tsx), so that a link followed before then, on a slow
 * connection, opens in the same language. Guests' pages are left alone: caches may keep them,
 * and must never keep a cookie with them.
 */
export function rememberQueryLanguage(headers: Headers, request: Request): void {
  const cookies = request.headers.get("Cookie");
  if (!hasSessionCookie(cookies)) return;
  const asked = new URL(request.url).searchParams.get("lang");
  if (!isLanguage(asked) || readCookie(cookies, LANGUAGE_COOKIE) === asked) return;
  headers.append("Set-Cookie", languageCookie(asked));
}
