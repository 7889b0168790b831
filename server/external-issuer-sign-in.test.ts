import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startExternalIssuer, type ExternalIssuer } from "../tests/support/external-issuer";
import { signInOverHttp } from "../tests/support/http-sign-in";
import { freePort } from "../tests/support/start-server";
import { startTestSite, type TestSite } from "../tests/support/test-site";

/** An issuer, and a site that signs in through it with its settings and then `env`'s. */
async function startSiteWithIssuer(env: Record<string, string>): Promise<{ issuer: ExternalIssuer; site: TestSite }> {
  const port = await freePort();
  const publicUrl = `http://127.0.0.1:${port}`;
  const issuer = await startExternalIssuer([`${publicUrl}/auth/callback`]);
  const site = await startTestSite("sqlite", { env: { PORT: String(port), PUBLIC_URL: publicUrl, ...issuer.env, ...env } });
  return { issuer, site };
}

async function closeBoth(site: TestSite | undefined, issuer: ExternalIssuer | undefined): Promise<void> {
  await site?.close();
  await issuer?.close();
}

/**
 * The production sign-in path: a provider of its own on another port (OIDC_ISSUER), a confidential
 * client with its secret, discovery, the code exchange and the ID token's checks. What Google,
 * Microsoft or Keycloak do for a real site.
 */
describe("signing in through an external OpenID Connect provider", () => {
  let issuer: ExternalIssuer;
  let site: TestSite;

  beforeAll(async () => {
    ({ issuer, site } = await startSiteWithIssuer({ ADMIN_EMAILS: "owner@patates.test" }));
  }, 60_000);
  afterAll(() => closeBoth(site, issuer));

  it("names the provider on the login page, and mounts no local provider", async () => {
    expect(site.server.signInAddress).toBeNull();
    expect(site.server.output()).toContain(`Sign-in: Patates ID (${issuer.issuer})`);
    const page = await (await fetch(`${site.url}/login`, { headers: { "Accept-Language": "en" } })).text();
    expect(page).toContain("Staff and administrators sign in with their Patates ID account.");
    expect(page).toContain("Sign in with Patates ID");
    const turkish = await (await fetch(`${site.url}/login`, { headers: { "Accept-Language": "tr" } })).text();
    expect(turkish).toContain("Patates ID ile giriş yap");
    expect((await fetch(`${site.url}/local-idp/.well-known/openid-configuration`)).status).toBe(404);
  });

  it("lets the sign-in form's redirect reach the provider under the page's CSP", async () => {
    const response = await fetch(`${site.url}/login`);
    await response.arrayBuffer();
    expect(response.headers.get("content-security-policy")).toContain(`form-action 'self' ${issuer.issuer};`);
  });

  it("signs a person in with the provider's subject, never the e-mail, as the account", async () => {
    const result = await signInOverHttp(site.server, "owner@patates.test", { name: "Ayşe Owner" });
    expect(result).toMatchObject({ status: 302, location: "/admin" });
    // Every step on the site or at the provider.
    expect(new Set(result.visited.map((address) => new URL(address).origin))).toEqual(new Set([site.url, issuer.issuer]));
    const user = await site.db.selectFrom("users").select(["subject", "role", "display_name"]).where("email", "=", "owner@patates.test").executeTakeFirstOrThrow();
    expect(user).toEqual({ subject: `${issuer.issuer}|${issuer.subjectOf("owner@patates.test")}`, role: "admin", display_name: "Ayşe Owner" });
    const dashboard = await fetch(`${site.url}/admin`, { headers: { Cookie: result.jar.header() }, redirect: "manual" });
    expect(dashboard.status).toBe(200);
  });
});

describe("a site whose client secret the provider does not know", () => {
  let issuer: ExternalIssuer;
  let site: TestSite;

  beforeAll(async () => {
    ({ issuer, site } = await startSiteWithIssuer({ OIDC_CLIENT_SECRET: "not-the-secret" }));
  }, 60_000);
  afterAll(() => closeBoth(site, issuer));

  it("refuses the sign-in at the code exchange, and says so in the log", async () => {
    const result = await signInOverHttp(site.server, "cook@patates.test");
    expect(result).toMatchObject({ status: 302, location: "/login?error=signin" });
    expect(result.jar.get("session")).toBeUndefined();
    expect(await site.db.selectFrom("users").select("id").where("email", "=", "cook@patates.test").execute()).toEqual([]);
    await site.server.waitForOutput('"event":"auth.sign-in-refused"');
    expect(site.server.output()).toMatch(/"event":"auth.sign-in-refused".*"reason":"provider-error","detail":"invalid_client/);
  });
});
