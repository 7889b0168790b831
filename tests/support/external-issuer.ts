import { generateKeyPairSync, randomBytes } from "node:crypto";
import { createServer, type Server } from "node:http";
import express from "express";
import Provider from "oidc-provider";
import { grantWithoutConsent } from "../../server/local-identity-provider";
import { freePort } from "./start-server";

/**
 * An OpenID Connect provider of its own, on another port: what Google, Microsoft or Keycloak are to
 * a real site. A site signs in through it with OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET,
 * so the tests walk the production path (discovery, a confidential client with its secret, the code
 * exchange, the ID token's checks) with nothing of the site's own local provider in it.
 *
 * Its sign-in page has the local provider's form (an e-mail and a name, posted to
 * `/interaction/:uid/login`), so one flow (http-sign-in.ts, or a person in a browser) fills either.
 */
export interface ExternalIssuer {
  /** OIDC_ISSUER: http://127.0.0.1:PORT */
  issuer: string;
  /** The site's settings that sign in through this issuer. */
  env: { OIDC_ISSUER: string; OIDC_CLIENT_ID: string; OIDC_CLIENT_SECRET: string; OIDC_NAME: string };
  /** Subjects this issuer handed out, by e-mail: the `sub` of an ID token is never the e-mail here. */
  subjectOf: (email: string) => string | undefined;
  close: () => Promise<void>;
}

/** The provider's name on the site's sign-in button. */
export const EXTERNAL_ISSUER_NAME = "Patates ID";

/** Starts the issuer for a site whose callbacks are `redirectUris` (`PUBLIC_URL/auth/callback`). */
export async function startExternalIssuer(redirectUris: string[]): Promise<ExternalIssuer> {
  const port = await freePort();
  const issuer = `http://127.0.0.1:${port}`;
  const clientId = "patates-site";
  const clientSecret = randomBytes(24).toString("base64url");
  const subjects = new Map<string, { sub: string; name: string }>();
  const accountsBySubject = new Map<string, { email: string; name: string }>();
  const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ["authorization_code"],
        response_types: ["code"],
        token_endpoint_auth_method: "client_secret_basic",
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: "jwk" }), kid: "external-issuer", alg: "RS256", use: "sig" }] },
    cookies: { keys: [randomBytes(32).toString("hex")] },
    features: { devInteractions: { enabled: false } },
    claims: { openid: ["sub"], email: ["email", "email_verified"], profile: ["name"] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, sub) {
      const account = accountsBySubject.get(sub);
      if (!account) return undefined;
      return { accountId: sub, claims: async () => ({ sub, email: account.email, email_verified: true, name: account.name }) };
    },
    // The site is this issuer's only client, as it is the local provider's.
    loadExistingGrant: grantWithoutConsent,
  });

  const app = express();
  app.get("/interaction/:uid", async (req, res, next) => {
    try {
      const { uid } = await provider.interactionDetails(req, res);
      res.type("html").send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><link rel="icon" href="data:,">
<title>${EXTERNAL_ISSUER_NAME}</title></head><body><main><h1>${EXTERNAL_ISSUER_NAME}</h1>
<form method="post" action="/interaction/${uid}/login">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<button type="submit">Sign in</button>
</form></main></body></html>`);
    } catch (error) {
      next(error);
    }
  });
  app.post("/interaction/:uid/login", express.urlencoded({ extended: false }), async (req, res, next) => {
    try {
      await provider.interactionDetails(req, res);
      const body = req.body as { email?: string; name?: string };
      const email = String(body.email ?? "").trim().toLowerCase();
      const name = String(body.name ?? "").trim() || email;
      let account = subjects.get(email);
      if (!account) {
        account = { sub: `ext-${randomBytes(8).toString("hex")}`, name };
        subjects.set(email, account);
      }
      accountsBySubject.set(account.sub, { email, name });
      await provider.interactionFinished(req, res, { login: { accountId: account.sub } }, { mergeWithLastSubmission: false });
    } catch (error) {
      next(error);
    }
  });
  app.use(provider.callback());

  const server: Server = createServer(app);
  await new Promise<void>((listening) => server.listen(port, "127.0.0.1", listening));
  return {
    issuer,
    env: { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret, OIDC_NAME: EXTERNAL_ISSUER_NAME },
    subjectOf: (email) => subjects.get(email)?.sub,
    close: () =>
      new Promise<void>((closed) => {
        server.closeAllConnections();
        server.close(() => closed());
      }),
  };
}
