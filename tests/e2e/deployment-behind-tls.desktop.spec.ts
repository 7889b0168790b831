import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TEST_CHROME_PATH, chromeArgsMapping } from "../support/chromium";
import { nginxSiteFromGuide, selfSignedCertificate, sharedPostgresDatabase } from "../support/deployment";
import { EXTERNAL_ISSUER_NAME, startExternalIssuer, type ExternalIssuer } from "../support/external-issuer";
import { startNginx, type NginxProcess } from "../support/nginx-proxy";
import { freePort, startServer, type RunningServer } from "../support/start-server";
import { expect, test } from "./fixtures";

/**
 * docs/deploy.md's deployment on this machine: Debian's nginx with the guide's own site file
 * (deploy/nginx.conf) and a self-signed certificate, in front of two instances of the site on one
 * PostgreSQL, PUBLIC_URL on https, and sign-in through an OpenID Connect provider of its own on
 * another port (what Google is to a real site). The browser knows the site by its name,
 * patates.test, which it resolves to this machine.
 */
const NAME = "patates.test";
const OWNER_EMAIL = "owner@deploy.test";

test.use({
  launchOptions: { executablePath: TEST_CHROME_PATH, args: chromeArgsMapping([NAME]) },
  // The certificate is self-signed: trusting it is the one thing a real certificate would do instead.
  ignoreHTTPSErrors: true,
  locale: "en-US",
});

test.describe("the site deployed as the guide says: nginx with TLS, two instances, one PostgreSQL", () => {
  test.describe.configure({ mode: "default" });
  let siteUrl: string;
  let httpPort: number;
  let httpsPort: number;
  let instances: RunningServer[] = [];
  let issuer: ExternalIssuer;
  let nginx: NginxProcess;
  let accessLog: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  test.beforeAll(async () => {
    httpsPort = await freePort();
    httpPort = await freePort();
    siteUrl = `https://${NAME}:${httpsPort}`;
    const database = await sharedPostgresDatabase();
    cleanups.push(database.drop);
    issuer = await startExternalIssuer([`${siteUrl}/auth/callback`]);
    cleanups.push(issuer.close);
    const env = { HOST: "127.0.0.1", PUBLIC_URL: siteUrl, DATABASE_URL: database.url, ADMIN_EMAILS: OWNER_EMAIL, ...issuer.env };
    // Both at once, as systemd starts them: the migrations run once, under their lock.
    instances = await Promise.all([startServer(env), startServer(env)]);
    cleanups.push(...instances.map((instance) => instance.stop));
    const tls = selfSignedCertificate(NAME);
    cleanups.push(tls.remove);
    const logs = mkdtempSync(join(tmpdir(), "patates-nginx-log-"));
    cleanups.push(() => rmSync(logs, { recursive: true, force: true }));
    accessLog = join(logs, "patates.access.log");
    nginx = await startNginx(
      nginxSiteFromGuide({ serverName: NAME, httpPort, httpsPort, ...tls, upstreamPorts: instances.map((instance) => instance.port), accessLog }),
    );
    cleanups.push(nginx.stop);
  });

  test.afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  test("serves the site on https alone, with HSTS, the proxy's request id and no local sign-in", async ({ page }) => {
    const response = await page.goto(`${siteUrl}/menu`);
    expect(response?.status()).toBe(200);
    const headers = await response!.allHeaders();
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    // nginx's $request_id, passed on as the guide's file says and taken by the site: at the end of
    // nginx's access line for the request, and in the site's line of the instance that answered.
    const requestId = headers["x-request-id"]!;
    expect(requestId).toMatch(/^[0-9a-f]{32}$/);
    await expect.poll(() => readFileSync(accessLog, "utf8")).toMatch(new RegExp(`"GET /menu HTTP/[\\d.]+" 200 .* request_id=${requestId}\n`));
    await expect.poll(() => instances.some((instance) => instance.output().includes(`"requestId":"${requestId}"`))).toBe(true);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const plain = await page.request.get(`http://127.0.0.1:${httpPort}/menu`, { headers: { Host: NAME }, maxRedirects: 0 });
    expect(plain.status()).toBe(301);
    expect(plain.headers().location).toBe(`https://${NAME}/menu`);

    // The browser alone resolves the site's name: the test's own requests go to nginx's address under it.
    const local = await page.request.get(`https://127.0.0.1:${httpsPort}/local-idp/.well-known/openid-configuration`, { headers: { Host: `${NAME}:${httpsPort}` } });
    expect(local.status()).toBe(404);
    for (const instance of instances) expect(instance.signInAddress).toBeNull();
  });

  test("an admin signs in through the provider, and a change saved shows on each instance's public page at once", async ({ page }) => {
    // Each instance's contact page as it is, so that it sits in that instance's page cache.
    for (const instance of instances) expect(await contactPage(instance)).not.toContain("wa.me/905321112233");

    await page.goto(`${siteUrl}/login`);
    await page.getByRole("button", { name: `Sign in with ${EXTERNAL_ISSUER_NAME}` }).click();
    await expect(page.getByRole("heading", { name: EXTERNAL_ISSUER_NAME })).toBeVisible();
    expect(new URL(page.url()).origin).toBe(issuer.issuer);
    await page.getByLabel("Email").fill(OWNER_EMAIL);
    await page.getByLabel("Name").fill("Owner");
    await page.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(`${siteUrl}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();

    const cookies = await page.context().cookies(siteUrl);
    expect(cookies.map((cookie) => cookie.name).sort()).toEqual(expect.arrayContaining(["__Host-session"]));
    for (const cookie of cookies.filter((each) => each.name.startsWith("__Host-"))) {
      expect(cookie).toMatchObject({ domain: NAME, path: "/", secure: true, httpOnly: true, sameSite: "Lax" });
    }
    expect(cookies.filter((cookie) => /session|sign_in/.test(cookie.name) && !cookie.name.startsWith("__Host-"))).toEqual([]);

    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Site Settings" }).click();
    await page.getByLabel("WhatsApp number").fill("0532 111 22 33");
    await page.getByRole("button", { name: "Save Settings" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Settings saved." })).toBeVisible();

    // Whichever instance nginx gave the save to, both serve the change at their next request.
    for (const instance of instances) expect(await contactPage(instance)).toContain("https://wa.me/905321112233");
  });
});

/** An instance's /contact as a guest gets it, asked for straight from the instance. */
async function contactPage(instance: RunningServer): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${instance.port}/contact`, { headers: { "Accept-Language": "en" } });
  expect(response.status).toBe(200);
  return response.text();
}
