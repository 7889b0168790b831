/**
 * How people sign in, read from the environment. Pure, so its rules are tested on their own.
 *
 * - GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET set: Google.
 * - OIDC_CLIENT_ID and OIDC_CLIENT_SECRET set: the OpenID Connect provider at OIDC_ISSUER (Microsoft,
 *   Keycloak, Authentik…), Google when OIDC_ISSUER is unset. The same code path as Google's.
 * - None set and PUBLIC_URL on a loopback address: the local identity provider that the app
 *   mounts itself (development, tests, a first run on one's own machine).
 * - None set and PUBLIC_URL elsewhere: refuse to start. A real deployment can never fall back to
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
  /** `name` is the provider people know, on the sign-in button: "Sign in with Google". */
  | { kind: "oidc"; issuer: string; clientId: string; clientSecret: string; name: string }
  | { kind: "local"; issuer: string };

const NOT_CONFIGURED_HINT =
  "set GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET for another OpenID Connect provider";

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
  const adminEmails = parseAdminEmails(env.ADMIN_EMAILS);
  const secureCookies = url.protocol === "https:";

  const provider = resolveIdentityProvider(env);
  if (provider) return { publicUrl, provider, adminEmails, secureCookies };
  if (!isLoopbackHostname(url.hostname)) {
    throw new AuthConfigError(
      `PUBLIC_URL is ${publicUrl} but sign-in is not configured: ${NOT_CONFIGURED_HINT}. ` +
        "The local sign-in (sign in as anyone) only runs on a loopback address.",
    );
  }
  return { publicUrl, provider: { kind: "local", issuer: `${publicUrl}${LOCAL_PROVIDER_PATH}` }, adminEmails, secureCookies };
}

/**
 * What the operator should hear of a PUBLIC_URL that works but is unsafe: a plain http address
 * other people reach sends every session cookie in the clear, with no HSTS, and without the
 * `__Host-` prefix. Null for https, and for this machine's own address.
 */
export function publicUrlWarning(publicUrl: string): string | null {
  const url = new URL(publicUrl);
  if (url.protocol === "https:" || isLoopbackHostname(url.hostname)) return null;
  return `Warning: PUBLIC_URL is ${publicUrl}, plain http: sessions travel unencrypted and anyone on the way can take them. Put the site behind TLS and use https:// (docs/deploy.md).`;
}

/** The provider of GOOGLE_* or OIDC_*, or null when neither names one. */
function resolveIdentityProvider(env: Record<string, string | undefined>): IdentityProviderConfig | null {
  const trimmed = (value: string | undefined) => value?.trim() ?? "";
  const google = { clientId: trimmed(env.GOOGLE_CLIENT_ID), clientSecret: trimmed(env.GOOGLE_CLIENT_SECRET) };
  const oidc = {
    issuer: trimmed(env.OIDC_ISSUER),
    clientId: trimmed(env.OIDC_CLIENT_ID),
    clientSecret: trimmed(env.OIDC_CLIENT_SECRET),
    name: trimmed(env.OIDC_NAME),
  };
  const usesGoogleNames = Boolean(google.clientId || google.clientSecret);
  const usesOidcNames = Boolean(oidc.issuer || oidc.clientId || oidc.clientSecret);
  if (usesGoogleNames && usesOidcNames) {
    throw new AuthConfigError("Set either GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET or the OIDC_* settings, not both.");
  }
  if (usesGoogleNames) {
    if (!google.clientId || !google.clientSecret) {
      throw new AuthConfigError(`Google sign-in needs both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET; ${google.clientId ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"} is missing.`);
    }
    return { kind: "oidc", issuer: GOOGLE_ISSUER, clientId: google.clientId, clientSecret: google.clientSecret, name: "Google" };
  }
  if (!usesOidcNames) return null;
  if (!oidc.clientId || !oidc.clientSecret) {
    throw new AuthConfigError(`OpenID Connect sign-in needs both OIDC_CLIENT_ID and OIDC_CLIENT_SECRET; ${oidc.clientId ? "OIDC_CLIENT_SECRET" : "OIDC_CLIENT_ID"} is missing.`);
  }
  const issuer = oidc.issuer || GOOGLE_ISSUER;
  let issuerUrl: URL;
  try {
    issuerUrl = new URL(issuer);
  } catch {
    throw new AuthConfigError(`OIDC_ISSUER "${issuer}" is not an address; use the provider's issuer, e.g. https://login.example.com/realms/patates`);
  }
  // Tokens and codes travel to the issuer: plain http only to a provider on this machine.
  if (issuerUrl.protocol !== "https:" && !(issuerUrl.protocol === "http:" && isLoopbackHostname(issuerUrl.hostname))) {
    throw new AuthConfigError(`OIDC_ISSUER must be an https:// address (plain http only on this machine), not "${issuer}"`);
  }
  const name = oidc.name || (issuer === GOOGLE_ISSUER ? "Google" : issuerUrl.hostname);
  return { kind: "oidc", issuer, clientId: oidc.clientId, clientSecret: oidc.clientSecret, name };
}
