import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "@playwright/test";
import { startNginxProxy, type RunningNginx } from "../support/nginx-proxy";
import { startServer, type RunningServer } from "../support/start-server";
import { expect, test } from "./fixtures";
import { openSignInAddress, signIn } from "./sign-in";

/**
 * The site at the README's defaults (`npm start`: HOST 0.0.0.0, PUBLIC_URL http://localhost:PORT,
 * no Google), with Debian's nginx in front of it on the same machine, set up with nothing but
 * `proxy_pass http://localhost:PORT; proxy_redirect off;`: no `Forwarded` or `X-Forwarded-*`
 * header, `Host` the site's own. Both ends of its connection are loopback, so the provider's
 * loopback checks cannot tell it from a person at the machine.
 *
 * The browser reaches the site only through nginx: nginx is its proxy for every address, loopback
 * too, so what it asks for at http://localhost:PORT (the site's PUBLIC_URL, where every redirect
 * of the sign-in leads) goes through nginx.
 */
const OWNER_EMAIL = "owner@nginx.test";

test.describe("the local sign-in behind nginx on the same machine", () => {
  test.describe.configure({ mode: "default" });
  let directory: string;
  let server: RunningServer;
  let nginx: RunningNginx;

  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "patates-nginx-site-"));
    server = await startServer({ HOST: undefined, PUBLIC_URL: undefined, DATABASE_URL: `file:${join(directory, "restaurant.db")}`, ADMIN_EMAILS: OWNER_EMAIL });
    nginx = await startNginxProxy(server.url);
  });

  test.afterAll(async () => {
    await nginx?.stop();
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  /** A page whose every request goes through nginx. */
  async function pageThroughNginx(browser: Browser): Promise<Page> {
    const context = await browser.newContext({ proxy: { server: nginx.url }, locale: "en-US" });
    return context.newPage();
  }

  test("a browser that reaches the site only through nginx cannot sign in with an e-mail alone", async ({ browser }) => {
    const page = await pageThroughNginx(browser);
    await page.goto(`${server.url}/login?lang=en`);
    await page.getByRole("button", { name: "Sign in with Google" }).click();
    await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
    await expect(page.getByRole("alert")).toContainText("open the address the server printed where it was started");
    await expect(page.getByLabel("Email")).toHaveCount(0);
    // It was nginx that carried the browser to the provider.
    expect(nginx.accessLog()).toMatch(/"GET http:\/\/localhost:\d+\/local-idp\/auth\?/);
    await page.goto(`${server.url}/admin`);
    await expect(page).toHaveURL(/\/login/);
    await page.context().close();
  });

  test("a person with the address the server printed signs in", async ({ browser }) => {
    const page = await pageThroughNginx(browser);
    await openSignInAddress(page, server);
    await expect(page).toHaveURL(`${server.url}/login`);
    await signIn(page, OWNER_EMAIL, "Owner", server);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
    expect(nginx.accessLog()).toContain("/local-idp/open?token=");
    await page.context().close();
  });
});
