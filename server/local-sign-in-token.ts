import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { LOCAL_PROVIDER_PATH } from "../app/features/auth/auth-config";

/**
 * What lets a browser use the local provider: the one-time token in the address the server prints
 * when it starts (`Sign in locally: …`), as Jupyter does. Only the person who started the server
 * sees it; a request through a proxy on this machine looks exactly like one from a person here, so
 * the connection alone cannot tell them apart. See docs/decisions/0006-sign-in.md.
 */

/** The cookie that carries it, scoped to the provider. Its value is derived from the token, never the token. */
export const LOCAL_SIGN_IN_COOKIE = "local-sign-in";

/** A fresh token: one per server start, so a restart makes every earlier address and cookie useless. */
export function newLocalSignInToken(): string {
  return randomBytes(32).toString("base64url");
}

/** The cookie's value for `token`. */
export function localSignInCookieValue(token: string): string {
  return createHmac("sha256", token).update("local sign-in cookie").digest("base64url");
}

/** Whether `given` (a cookie's value) is the one `token` gives, compared in constant time. */
export function isLocalSignInCookieValue(given: string | null | undefined, token: string): boolean {
  if (given === undefined || given === null) return false;
  const expected = Buffer.from(localSignInCookieValue(token));
  const actual = Buffer.from(given);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** Whether `given` (the token in an opened address) is `token`, compared in constant time. */
export function isLocalSignInToken(given: string, token: string): boolean {
  return isLocalSignInCookieValue(localSignInCookieValue(given), token);
}

/** `Cookie` header pair the server itself sends when it talks to its own provider. */
export function localSignInCookiePair(token: string): string {
  return `${LOCAL_SIGN_IN_COOKIE}=${localSignInCookieValue(token)}`;
}

/** The `Set-Cookie` header given to a browser that opened the printed address. */
export function localSignInSetCookie(token: string, secure: boolean): string {
  return `${localSignInCookiePair(token)}; Path=${LOCAL_PROVIDER_PATH}; HttpOnly; SameSite=Strict${secure ? "; Secure" : ""}`;
}
