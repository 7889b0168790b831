import { randomBytes } from "node:crypto";
import type { Router } from "express";
import type { CustomFetch } from "openid-client";
import type { AuthConfig } from "../app/features/auth/auth-config";
import { LOCAL_PROVIDER_PATH } from "../app/features/auth/auth-config";
import type { AuthService } from "../app/features/auth/auth-service";
import { OidcSignIn } from "../app/features/auth/oidc-sign-in.server";

export const CALLBACK_PATH = "/auth/callback";

/**
 * Sign-in for this server: Google, or the local provider mounted at /local-idp. Either way the app
 * gets the same OidcSignIn; only the issuer differs.
 */
export async function createAuth(
  config: AuthConfig,
  listen: { host: string; port: number },
): Promise<{ service: AuthService; localProvider: Router | null }> {
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  if (config.provider.kind === "google") {
    const { issuer, clientId, clientSecret } = config.provider;
    return { service: { config, signIn: new OidcSignIn({ issuer, clientId, clientSecret, redirectUri, prompt: "select_account" }) }, localProvider: null };
  }

  const clientId = "patates-local";
  const clientSecret = randomBytes(24).toString("base64url");
  const issuer = config.provider.issuer;
  // Loaded only when used: a site signing in with Google never loads the development provider.
  const { createLocalIdentityProvider } = await import("./local-identity-provider");
  const localProvider = createLocalIdentityProvider({ issuer, clientId, clientSecret, redirectUri });

  // The server talks to its own provider on the address it listens on: "localhost" may resolve to
  // an address family the server does not listen on.
  const internalHost = listen.host === "0.0.0.0" ? "127.0.0.1" : listen.host === "::" ? "[::1]" : listen.host;
  const publicOrigin = new URL(config.publicUrl).origin;
  const internalOrigin = `http://${internalHost.includes(":") && !internalHost.startsWith("[") ? `[${internalHost}]` : internalHost}:${listen.port}`;
  const internalFetch: CustomFetch = (input, init) => {
    const url = new URL(input);
    const target =
      url.origin === publicOrigin && url.pathname.startsWith(LOCAL_PROVIDER_PATH) ? `${internalOrigin}${url.pathname}${url.search}` : input;
    return fetch(target, init as RequestInit);
  };

  return {
    service: {
      config,
      // Like an account chooser: the sign-in page every time, so one can sign in as someone else.
      signIn: new OidcSignIn({ issuer, clientId, clientSecret, redirectUri, allowHttp: true, fetch: internalFetch, prompt: "login" }),
    },
    localProvider,
  };
}
