import * as oidc from "openid-client";
import type { SignInIdentity } from "./access";
import { readCookie } from "~/i18n/language";
import type { SignInRefusalReason } from "~/lib/log.server";

export interface SignInFlow {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export interface OidcSignInOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** Only for a provider on loopback (the local one, or one under test), which speaks plain http. */
  allowHttp?: boolean;
  /** Rewrites requests to the issuer, e.g. to reach our own local provider on the listening address. */
  fetch?: oidc.CustomFetch;
  /** Google's `select_account` lets a person with several accounts pick one. */
  prompt?: string;
}

/**
 * The one OpenID Connect code path, for Google, any other provider and the local one alike: discovery, an
 * authorization URL with PKCE (S256), state and nonce, then the code exchange with every check of
 * the ID token (issuer, audience, signature, expiry, nonce).
 */
export class OidcSignIn {
  private configuration: Promise<oidc.Configuration> | null = null;

  constructor(private readonly options: OidcSignInOptions) {}

  private discover(): Promise<oidc.Configuration> {
    this.configuration ??= oidc
      .discovery(new URL(this.options.issuer), this.options.clientId, this.options.clientSecret, undefined, {
        ...(this.options.allowHttp && { execute: [oidc.allowInsecureRequests] }),
        ...(this.options.fetch && { [oidc.customFetch]: this.options.fetch }),
      })
      .catch((error: unknown) => {
        // Try discovery again on the next sign-in rather than remember a passing failure.
        this.configuration = null;
        throw error;
      });
    return this.configuration;
  }

  async start(): Promise<{ url: URL; flow: SignInFlow }> {
    const configuration = await this.discover();
    const flow: SignInFlow = {
      state: oidc.randomState(),
      nonce: oidc.randomNonce(),
      codeVerifier: oidc.randomPKCECodeVerifier(),
    };
    const url = oidc.buildAuthorizationUrl(configuration, {
      redirect_uri: this.options.redirectUri,
      scope: "openid email profile",
      code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
      code_challenge_method: "S256",
      state: flow.state,
      nonce: flow.nonce,
      ...(this.options.prompt && { prompt: this.options.prompt }),
    });
    return { url, flow };
  }

  /**
   * Exchanges the code of the callback's query. The exchange names the registered redirect URI
   * (PUBLIC_URL's), never the address the request came in on: behind a proxy that forwards no
   * host, that address is the proxy's upstream, and the provider would refuse the exchange.
   * Any mismatch, error response or bad token is a refusal, returned: the caller (the app's build)
   * has its own copy of this module, so a thrown SignInRefused would not be its SignInRefused.
   */
  async finish(callbackQuery: URLSearchParams, flow: SignInFlow): Promise<SignInOutcome> {
    try {
      return { identity: await this.exchange(callbackQuery, flow) };
    } catch (error) {
      if (error instanceof SignInRefused) return { refused: { reason: error.reason, email: error.email, detail: error.message } };
      throw error;
    }
  }

  private async exchange(callbackQuery: URLSearchParams, flow: SignInFlow): Promise<SignInIdentity> {
    let configuration: oidc.Configuration;
    try {
      configuration = await this.discover();
    } catch (error) {
      throw new SignInRefused("provider-unreachable", null, messageOf(error));
    }
    const callbackUrl = new URL(this.options.redirectUri);
    callbackUrl.search = callbackQuery.toString();
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>;
    try {
      tokens = await oidc.authorizationCodeGrant(configuration, callbackUrl, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
    } catch (error) {
      // The provider said no, at the callback or at the code exchange (a wrong client secret: invalid_client).
      const providerSaidNo = error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError;
      throw new SignInRefused(providerSaidNo ? "provider-error" : "check-failed", null, messageOf(error));
    }
    const claims = tokens.claims();
    if (!claims) throw new SignInRefused("check-failed", null, "the provider returned no ID token");
    return identityFromClaims(claims);
  }
}

/** What the callback learns of a sign-in: who, or why not. */
export type SignInOutcome = { identity: SignInIdentity } | { refused: { reason: SignInRefusalReason; email: string | null; detail: string } };

/** A sign-in the callback refuses: why, and the e-mail tried when the provider named one. */
export class SignInRefused extends Error {
  override name = "SignInRefused";
  constructor(
    readonly reason: SignInRefusalReason,
    readonly email: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** An error's message with its cause's: openid-client wraps the precise reason ('unexpected "state"…'). */
function messageOf(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // The provider's own words: `invalid_client (client authentication failed)`.
  if (error instanceof oidc.AuthorizationResponseError || error instanceof oidc.ResponseBodyError) {
    return `${error.error}${error.error_description ? ` (${error.error_description})` : ""}`;
  }
  return error.cause instanceof Error ? `${error.message}: ${error.cause.message}` : error.message;
}

/**
 * The person an ID token names. Only an e-mail the provider vouches for (`email_verified: true`)
 * is taken: a missing claim counts as unverified, since the e-mail can claim an account made ahead
 * or ADMIN_EMAILS (users.server.ts).
 */
export function identityFromClaims(claims: oidc.IDToken): SignInIdentity {
  const email = typeof claims.email === "string" ? claims.email : "";
  if (!email || claims.email_verified !== true) throw new SignInRefused("unverified-email", email || null, "the account has no verified e-mail");
  return {
    subject: `${claims.iss}|${claims.sub}`,
    email,
    displayName: typeof claims.name === "string" ? claims.name : "",
    photoUrl: typeof claims.picture === "string" && /^https?:\/\//.test(claims.picture) ? claims.picture : null,
  };
}

/** The sign-in flow cookie's name over http (development, tests, a first run on localhost)… */
export const SIGN_IN_FLOW_COOKIE = "sign_in_flow";
/**
 * …and over https: like the session's (session.server.ts), the `__Host-` prefix keeps out a flow
 * planted by a sibling subdomain or a plain-http page. The prefix requires Path=/, so the cookie
 * goes to every path of the site for the ten minutes a sign-in may take, on either name.
 */
export const SECURE_SIGN_IN_FLOW_COOKIE = "__Host-sign_in_flow";

export function signInFlowCookieName(secure: boolean): string {
  return secure ? SECURE_SIGN_IN_FLOW_COOKIE : SIGN_IN_FLOW_COOKIE;
}

export function signInFlowCookie(flow: SignInFlow, secure: boolean): string {
  const value = Buffer.from(JSON.stringify(flow)).toString("base64url");
  return `${signInFlowCookieName(secure)}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=600${secure ? "; Secure" : ""}`;
}

export function clearedSignInFlowCookie(secure: boolean): string {
  return `${signInFlowCookieName(secure)}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0${secure ? "; Secure" : ""}`;
}

/** The flow of a request's Cookie header, under the name this site uses; a cookie under the other name is ignored. */
export function readSignInFlow(cookieHeader: string | null, secure: boolean): SignInFlow | null {
  return parseSignInFlow(readCookie(cookieHeader, signInFlowCookieName(secure)));
}

export function parseSignInFlow(value: string | null): SignInFlow | null {
  if (!value) return null;
  try {
    const flow = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as Partial<SignInFlow>;
    if (typeof flow.state === "string" && typeof flow.nonce === "string" && typeof flow.codeVerifier === "string") {
      return { state: flow.state, nonce: flow.nonce, codeVerifier: flow.codeVerifier };
    }
  } catch {
    // A broken cookie is no flow at all.
  }
  return null;
}
