/**
 * How people sign in, read from the environment. Pure, so its rules are tested on their own.
 *
 * - GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set: Google.
 * - Neither set and PUBLIC_URL on a loopback address: the local identity provider that the app
 *   mounts itself (development, tests, a first run on one's own machine).
 * - Neither set and PUBLIC_URL elsewhere: refuse to start. A real deployment can never fall back to
 *   "sign in as anyone". The switch is the address, not NODE_ENV, so `npm start` on a fresh clone
 *   (a production build on localhost) works.
 */

export const GOOGLE_ISSUER = "https://accounts.google.com";
export const LOCAL_PROVIDER_PATH = "/local-idp";
/** Where the address the server prints on start leads: opening it lets that browser use the local provider. */
export const LOCAL_SIGN_IN_OPEN_PATH = `${LOCAL_PROVIDER_PATH}/open`;

/** The address the server prints on start (`Sign in locally: …`), with the token of this start. */
export function localSignInAddress(publicUrl: string, token: string): string {
  return `${publicUrl}${LOCAL_SIGN_IN_OPEN_PATH}?token=${encodeURIComponent(token)}`;
}

export type IdentityProviderConfig =
  | { kind: "google"; issuer: string; clientId: string; clientSecret: string }
  | { kind: "local"; issuer: string };

export interface AuthConfig {
  /** The site's own address, without a trailing slash: redirect URIs and cookies follow it. */
  publicUrl: string;
  provider: IdentityProviderConfig;
  /** Lower-cased e-mails that become active admins when they sign in. */
  adminEmails: ReadonlySet<string>;
  secureCookies: boolean;
}

export class AuthConfigError extends Error {
  override name = "AuthConfigError";
}

/** 127.0.0.0/8, ::1 and the name localhost. */
export function isLoopbackHostname(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, "").toLowerCase();
  return host === "localhost" || host.endsWith(".localhost") || host === "::1" || /^127(?:\.\d{1,3}){3}$/.test(host);
}

/** A socket's remote address: 127.x, ::1, or 127.x mapped into IPv6. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  return address === "::1" || /^(?:::ffff:)?127(?:\.\d{1,3}){3}$/.test(address);
}

export function parseAdminEmails(value: string | undefined): Set<string> {
  return new Set(
    (value ?? "")
      .split(",")
      .map((email) => email.trim().toLowerCase())
      .filter((email) => email !== ""),
  );
}

export function resolveAuthConfig(env: Record<string, string | undefined>, port: number): AuthConfig {
  const rawUrl = env.PUBLIC_URL?.trim() || `http://localhost:${port}`;
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new AuthConfigError(`PUBLIC_URL "${rawUrl}" is not an address; use e.g. https://patates.example.com`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") {
    throw new AuthConfigError(`PUBLIC_URL must start with http:// or https://, not "${rawUrl}"`);
  }
  const publicUrl = `${url.protocol}//${url.host}${url.pathname.replace(/\/+$/, "")}`;
  const clientId = env.GOOGLE_CLIENT_ID?.trim() ?? "";
  const clientSecret = env.GOOGLE_CLIENT_SECRET?.trim() ?? "";
  const adminEmails = parseAdminEmails(env.ADMIN_EMAILS);
  const secureCookies = url.protocol === "https:";

  if (clientId && clientSecret) {
    return { publicUrl, provider: { kind: "google", issuer: GOOGLE_ISSUER, clientId, clientSecret }, adminEmails, secureCookies };
  }
  if (clientId || clientSecret) {
    throw new AuthConfigError(`Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; ${clientId ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"} is missing.`);
  }
  if (!isLoopbackHostname(url.hostname)) {
    throw new AuthConfigError(
      `PUBLIC_URL is ${publicUrl} but Google sign-in is not configured: set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET. ` +
        "The local sign-in (sign in as anyone) only runs on a loopback address.",
    );
  }
  return { publicUrl, provider: { kind: "local", issuer: `${publicUrl}${LOCAL_PROVIDER_PATH}` }, adminEmails, secureCookies };
}
