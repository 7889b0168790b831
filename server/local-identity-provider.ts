import { generateKeyPairSync, randomBytes } from "node:crypto";
import type { IncomingHttpHeaders } from "node:http";
import express, { type Request, type Response, type Router } from "express";
import Provider, { type Adapter, type AdapterPayload, type KoaContextWithOIDC } from "oidc-provider";
import { isLoopbackAddress, isLoopbackHostname, LOCAL_PROVIDER_PATH, LOCAL_SIGN_IN_OPEN_PATH } from "../app/features/auth/auth-config";
import { LANGUAGE_COOKIE, readCookie, resolveLanguage } from "../app/i18n/language";
import type { Language } from "../app/i18n/localize";
import type { FeatureMessageKey } from "../app/i18n/messages/define-messages";
import { translator } from "../app/i18n/translate";
import { logSecurityEvent, type SignInRefusalReason } from "../app/lib/log.server";
import { localSignInMessages } from "./local-sign-in-messages";
import { isLocalSignInCookieValue, isLocalSignInToken, LOCAL_SIGN_IN_COOKIE, localSignInSetCookie } from "./local-sign-in-token";
import { requestIdOfAnswer } from "./request-log";

export interface LocalIdentityProviderOptions {
  issuer: string;
  clientId: string;
  clientSecret: string;
  redirectUri: string;
  /** This start's token: the printed address carries it, and only a browser that opened it may sign in. */
  signInToken: string;
  /** Whether the site's cookies are `Secure` (an https PUBLIC_URL). */
  secureCookies: boolean;
}

interface LocalAccount {
  email: string;
  name: string;
}

/**
 * The provider's own short-lived records (interactions, codes, grants, its sessions), in memory:
 * this provider serves one machine, and a restart only asks people to sign in again.
 */
class MemoryAdapter implements Adapter {
  private static records = new Map<string, { payload: AdapterPayload; expiresAt: number }>();
  constructor(private readonly model: string) {}
  private key(id: string) {
    return `${this.model}:${id}`;
  }
  async upsert(id: string, payload: AdapterPayload, expiresIn: number) {
    MemoryAdapter.records.set(this.key(id), { payload, expiresAt: Date.now() + expiresIn * 1000 });
  }
  async find(id: string) {
    const record = MemoryAdapter.records.get(this.key(id));
    if (!record) return undefined;
    if (record.expiresAt < Date.now()) {
      MemoryAdapter.records.delete(this.key(id));
      return undefined;
    }
    return record.payload;
  }
  async findByUserCode(userCode: string) {
    for (const [key, record] of MemoryAdapter.records) {
      if (key.startsWith(`${this.model}:`) && record.payload.userCode === userCode) return record.payload;
    }
    return undefined;
  }
  async findByUid(uid: string) {
    for (const [key, record] of MemoryAdapter.records) {
      if (key.startsWith(`${this.model}:`) && record.payload.uid === uid) return record.payload;
    }
    return undefined;
  }
  async consume(id: string) {
    const record = MemoryAdapter.records.get(this.key(id));
    if (record) record.payload.consumed = Math.floor(Date.now() / 1000);
  }
  async destroy(id: string) {
    MemoryAdapter.records.delete(this.key(id));
  }
  async revokeByGrantId(grantId: string) {
    for (const [key, record] of MemoryAdapter.records) {
      if (record.payload.grantId === grantId) MemoryAdapter.records.delete(key);
    }
  }
}

/**
 * oidc-provider's `loadExistingGrant` for a provider whose only client is our own site: no consent
 * screen, the scopes the site asks for (openid email profile) are granted.
 */
export async function grantWithoutConsent(ctx: KoaContextWithOIDC) {
  const { client, session } = ctx.oidc;
  if (!client || !session?.accountId) return undefined;
  const grant = new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
  grant.addOIDCScope("openid email profile");
  await grant.save();
  return grant;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Headers a proxy adds: a request that carries one came from elsewhere, whatever its socket says. */
const PROXY_HEADERS = /^(?:forwarded|x-forwarded-.+|x-real-ip|via)$/i;

/** What the local provider looks at to decide whether a request comes straight from this machine. */
export interface ArrivingRequest {
  socket: { localAddress?: string; remoteAddress?: string };
  headers: IncomingHttpHeaders;
}

/**
 * Whether a request reached the local provider straight from a person on this machine: over a
 * loopback connection at both ends (so a connection to the machine's network address is refused
 * even when the server listens on 0.0.0.0), with no proxy's headers, and a loopback `Host`. A
 * reverse proxy on the same machine connects over loopback, so its headers and `Host` give it away.
 */
export function isDirectLoopbackRequest(req: ArrivingRequest): boolean {
  if (!isLoopbackAddress(req.socket.remoteAddress) || !isLoopbackAddress(req.socket.localAddress)) return false;
  if (Object.keys(req.headers).some((name) => PROXY_HEADERS.test(name))) return false;
  const host = req.headers.host;
  if (!host) return false;
  try {
    return isLoopbackHostname(new URL(`http://${host}`).hostname);
  } catch {
    return false;
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

function languageOf(req: Request): Language {
  return resolveLanguage({ cookie: readCookie(req.get("cookie"), LANGUAGE_COOKIE), acceptLanguage: req.get("accept-language") });
}

type LocalSignInMessage = FeatureMessageKey<typeof localSignInMessages>;

/** The provider's own page: the shell every page of it shares, around `main` (HTML already escaped). */
function providerPage(language: Language, main: string): string {
  const title = escapeHtml(translator(language, localSignInMessages)("localSignIn.title"));
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<link rel="stylesheet" href="/local-sign-in.css">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
</head>
<body>
<main class="local-sign-in">
<h1>${title}</h1>
${main}
</main>
</body>
</html>`;
}

/** A page that says why the local provider will not sign this browser in, and what to do. */
function refusalPage(language: Language, text: LocalSignInMessage): string {
  return providerPage(language, `<p role="alert">${escapeHtml(translator(language, localSignInMessages)(text))}</p>`);
}

/** Why each refusal page is shown, for its security event. */
const REFUSAL_REASONS = {
  "localSignIn.refused": "local-not-this-machine",
  "localSignIn.wrongAddress": "local-wrong-address",
  "localSignIn.needsAddress": "local-address-not-opened",
} as const satisfies Partial<Record<LocalSignInMessage, SignInRefusalReason>>;

function refuse(req: Request, res: Response, text: keyof typeof REFUSAL_REASONS): void {
  logSecurityEvent({ event: "auth.sign-in-refused", actorId: null, email: null, reason: REFUSAL_REASONS[text] }, {
    requestId: requestIdOfAnswer(res),
    ip: req.ip ?? null,
    path: req.originalUrl.split("?")[0] ?? null,
  });
  res.setHeader("Cache-Control", "no-store");
  res.status(403).type("html").send(refusalPage(languageOf(req), text));
}

function signInPage(language: Language, uid: string, values: { email: string; name: string }, error: string | null): string {
  const translate = translator(language, localSignInMessages);
  // Every text goes into HTML.
  const t = (key: Parameters<typeof translate>[0]) => escapeHtml(translate(key));
  const action = `${LOCAL_PROVIDER_PATH}/interaction/${encodeURIComponent(uid)}`;
  return providerPage(
    language,
    `<p>${t("localSignIn.explanation")}</p>
<form method="post" action="${action}/login" novalidate>
<label for="email">${t("localSignIn.email")}</label>
<input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}"${error ? ' aria-invalid="true" aria-describedby="email-error"' : ""}>
${error ? `<p id="email-error" class="field-error">${escapeHtml(error)}</p>` : ""}
<label for="name">${t("localSignIn.name")}</label>
<input id="name" name="name" type="text" autocomplete="name" value="${escapeHtml(values.name)}">
<button type="submit">${t("localSignIn.submit")}</button>
</form>
<form method="post" action="${action}/abort">
<button type="submit" class="secondary">${t("localSignIn.cancel")}</button>
</form>`,
  );
}

/**
 * An OpenID Connect provider for development, tests and a first run on one's own machine, in the
 * spirit of the Firebase auth emulator's account chooser: anyone may sign in as any e-mail. It is
 * mounted only while the site's address is loopback (see auth-config.ts), and signs in only a browser
 * that opened the address the server printed when it started (the one-time token's cookie): a
 * reverse proxy on this machine connects over loopback as a person here does, so the connection
 * cannot tell them apart. As a second wall it answers only requests straight from this machine
 * (isDirectLoopbackRequest). The app signs in against it through exactly the code path it uses for Google.
 */
export function createLocalIdentityProvider(options: LocalIdentityProviderOptions): Router {
  const accounts = new Map<string, LocalAccount>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
  const signingKey = { ...privateKey.export({ format: "jwk" }), kid: "local-signing-key", alg: "RS256", use: "sig" };

  const provider = new Provider(options.issuer, {
    adapter: MemoryAdapter,
    clients: [
      {
        client_id: options.clientId,
        client_secret: options.clientSecret,
        redirect_uris: [options.redirectUri],
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    // Like Google: the ID token itself carries the e-mail and name.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    // Short lives: this provider only carries a sign-in to our callback.
    ttl: { AuthorizationCode: 60, AccessToken: 600, IdToken: 600, Interaction: 600, Session: 8 * 3600, Grant: 8 * 3600 },
    interactions: { url: (_ctx, interaction) => `${LOCAL_PROVIDER_PATH}/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accounts.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
    },
    loadExistingGrant: grantWithoutConsent,
  });

  const router = express.Router();
  router.use((req, res, next) => {
    if (isDirectLoopbackRequest(req)) return next();
    refuse(req, res, "localSignIn.refused");
  });

  // The printed address: the browser that opens it gets the cookie, and goes on to sign in.
  const openPath = LOCAL_SIGN_IN_OPEN_PATH.slice(LOCAL_PROVIDER_PATH.length);
  router.get(openPath, (req, res) => {
    const token = typeof req.query.token === "string" ? req.query.token : "";
    if (!isLocalSignInToken(token, options.signInToken)) return refuse(req, res, "localSignIn.wrongAddress");
    res.setHeader("Cache-Control", "no-store");
    res.append("Set-Cookie", localSignInSetCookie(options.signInToken, options.secureCookies));
    res.redirect(303, "/login");
  });

  // Everything else, whatever the request's headers say, only for a browser that opened it (and
  // for this server itself, which sends the same cookie: server/auth.ts).
  router.use((req, res, next) => {
    if (isLocalSignInCookieValue(readCookie(req.get("cookie"), LOCAL_SIGN_IN_COOKIE), options.signInToken)) return next();
    refuse(req, res, "localSignIn.needsAddress");
  });

  router.get("/interaction/:uid", async (req: Request<{ uid: string }>, res: Response, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      res.setHeader("Cache-Control", "no-store");
      res.type("html").send(signInPage(languageOf(req), details.uid, { email: "", name: "" }, null));
    } catch (error) {
      next(error);
    }
  });

  router.post("/interaction/:uid/login", express.urlencoded({ extended: false, limit: "10kb" }), async (req: Request<{ uid: string }>, res, next) => {
    try {
      const details = await provider.interactionDetails(req, res);
      const body = req.body as Record<string, unknown>;
      const email = String(body.email ?? "").trim().toLowerCase();
      const name = String(body.name ?? "").trim().slice(0, 100);
      if (!EMAIL_PATTERN.test(email) || email.length > 254) {
        const language = languageOf(req);
        const error = translator(language, localSignInMessages)("localSignIn.emailInvalid");
        res.status(400).type("html").send(signInPage(language, details.uid, { email, name }, error));
        return;
      }
      const sub = email;
      accounts.set(sub, { email, name: name || email.split("@")[0] || email });
      await provider.interactionFinished(req, res, { login: { accountId: sub } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });

  router.post("/interaction/:uid/abort", async (req, res, next) => {
    try {
      await provider.interactionFinished(
        req,
        res,
        { error: "access_denied", error_description: "The person cancelled the sign-in." },
        { mergeWithLastSubmission: false },
      );
    } catch (error) {
      next(error);
    }
  });

  router.use(provider.callback());
  return router;
}
