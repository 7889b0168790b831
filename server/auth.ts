import { randomBytes } from "node:crypto";
import { request as httpRequest } from "node:http";
import type { Router } from "express";
import type { CustomFetch } from "openid-client";
import type { AuthConfig } from "../app/features/auth/auth-config";
import { GOOGLE_ISSUER, LOCAL_PROVIDER_PATH } from "../app/features/auth/auth-config";
import type { AuthService } from "../app/features/auth/auth-service";
import { OidcSignIn } from "../app/features/auth/oidc-sign-in.server";
import { localSignInCookiePair } from "./local-sign-in-token";

export const CALLBACK_PATH = "/auth/callback";

/**
 * Sign-in for this server: Google or another OpenID Connect provider, or the local provider mounted
 * at /local-idp. Either way the app gets the same OidcSignIn; only the issuer differs. `localSignInToken` is the token of the address
 * the server prints for the local provider.
 */
export async function createAuth(
  config: AuthConfig,
  listen: { host: string; port: number },
  localSignInToken: string,
): Promise<{ service: AuthService; localProvider: Router | null }> {
  const redirectUri = `${config.publicUrl}${CALLBACK_PATH}`;
  if (config.provider.kind === "oidc") {
    const { issuer, clientId, clientSecret } = config.provider;
    const signIn = new OidcSignIn({
      issuer,
      clientId,
      clientSecret,
      redirectUri,
      // auth-config.ts allows plain http only for an issuer on this machine.
      allowHttp: new URL(issuer).protocol === "http:",
      // Google's account chooser; other providers may not know the prompt, and show their own.
      ...(issuer === GOOGLE_ISSUER && { prompt: "select_account" }),
    });
    return { service: { config, signIn }, localProvider: null };
  }

  const clientId = "patates-local";
  const clientSecret = randomBytes(24).toString("base64url");
  const issuer = config.provider.issuer;
  // Loaded only when used: a site signing in with Google never loads the development provider.
  const { createLocalIdentityProvider } = await import("./local-identity-provider");
  const localProvider = createLocalIdentityProvider({
    issuer,
    clientId,
    clientSecret,
    redirectUri,
    signInToken: localSignInToken,
    secureCookies: config.secureCookies,
  });

  return {
    service: {
      config,
      // Like an account chooser: the sign-in page every time, so one can sign in as someone else.
      signIn: new OidcSignIn({
        issuer,
        clientId,
        clientSecret,
        redirectUri,
        allowHttp: true,
        fetch: localProviderFetch(new URL(config.publicUrl), listen, localSignInToken),
        prompt: "login",
      }),
    },
    localProvider,
  };
}

/** Where this server can reach itself: its listening address, a wildcard meaning loopback. */
export function internalAddress(listen: { host: string; port: number }): { host: string; port: number } {
  const host = listen.host === "0.0.0.0" ? "127.0.0.1" : listen.host === "::" ? "::1" : listen.host.replace(/^\[|\]$/g, "");
  return { host, port: listen.port };
}

/**
 * How the server talks to its own local provider (discovery, keys, the code exchange): on the
 * address it listens on, since "localhost" may resolve to an address family it does not listen on,
 * yet with the public address as `Host`. The provider builds the URLs it hands out (the
 * authorization endpoint the browser is sent to) from `Host`, and they must be on the site's own
 * origin: another origin is blocked by the CSP's form-action and would not see the sign-in cookie.
 * It sends the cookie a browser gets from the printed address, as the provider asks it of everyone.
 */
export function localProviderFetch(publicUrl: URL, listen: { host: string; port: number }, localSignInToken: string): CustomFetch {
  const target = internalAddress(listen);
  return async (input, init) => {
    const url = new URL(input);
    if (url.origin !== publicUrl.origin || !url.pathname.startsWith(LOCAL_PROVIDER_PATH)) return fetch(input, init as RequestInit);
    // Any body openid-client sends, as bytes, with the content type fetch would have given it.
    const encoded = new Response(init.body instanceof Uint8Array ? Buffer.from(init.body) : (init.body ?? null));
    const body = Buffer.from(await encoded.arrayBuffer());
    const headers: Record<string, string> = { ...init.headers, host: publicUrl.host, cookie: localSignInCookiePair(localSignInToken) };
    const contentType = encoded.headers.get("content-type");
    if (contentType && !Object.keys(headers).some((name) => name.toLowerCase() === "content-type")) headers["content-type"] = contentType;
    if (body.length > 0) headers["content-length"] = String(body.length);

    return new Promise<Response>((resolve, reject) => {
      const request = httpRequest(
        { host: target.host, port: target.port, method: init.method, path: `${url.pathname}${url.search}`, headers, signal: init.signal },
        (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("error", reject);
          response.on("end", () => {
            const status = response.statusCode ?? 502;
            const responseHeaders = new Headers();
            for (const [name, value] of Object.entries(response.headers)) {
              for (const item of Array.isArray(value) ? value : value === undefined ? [] : [value]) responseHeaders.append(name, item);
            }
            const nullBody = [101, 204, 205, 304].includes(status);
            resolve(new Response(nullBody ? null : Buffer.concat(chunks), { status, headers: responseHeaders }));
          });
        },
      );
      request.on("error", reject);
      request.end(body.length > 0 ? body : undefined);
    });
  };
}
