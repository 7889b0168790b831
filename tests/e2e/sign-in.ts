import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The admin the test server is started with (ADMIN_EMAILS in playwright.config.ts). */
export const E2E_ADMIN_EMAIL = "admin@patates.test";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@patates.test`;
}

/** A site to sign in at: where its pages are and the sign-in address it printed (a RunningServer is one). */
export interface SignInSite {
  url: string;
  signInAddress: string | null;
}

/**
 * The test server playwright.config.ts starts, on the page's baseURL. Its sign-in address is the
 * one it prints for the token the config passes it; against a server of one's own (E2E_BASE_URL),
 * E2E_SIGN_IN_ADDRESS is the address that server printed.
 */
export const TEST_SERVER: SignInSite = { url: "", signInAddress: process.env.E2E_SIGN_IN_ADDRESS ?? null };

function addressOf(site: SignInSite): string {
  if (!site.signInAddress) throw new Error(`no sign-in address for ${site.url || "the test server"}`);
  return site.signInAddress;
}

/** Opens the address `site` printed in the page, as the person who started it does: the page lands on /login. */
export async function openSignInAddress(page: Page, site: SignInSite = TEST_SERVER): Promise<void> {
  await page.goto(addressOf(site));
  await page.waitForURL((url) => url.pathname === "/login");
}

/**
 * Signs in through the real flow: the printed address, our login page, the local identity
 * provider, the callback. On the test server unless `site` names another one. Unless the browser
 * opened the address already (openSignInAddress), the page's own request context opens it: it
 * shares the browser's cookies, so the cookie it gives is the browser's, without loading the page
 * it leads to.
 */
export async function signIn(page: Page, email: string, name: string, site: SignInSite = TEST_SERVER): Promise<void> {
  const address = addressOf(site);
  const cookies = await page.context().cookies(address);
  if (!cookies.some((cookie) => cookie.name === "local-sign-in")) {
    const opened = await page.request.get(address, { maxRedirects: 0 });
    expect(opened.status()).toBe(303);
  }
  await page.goto(`${site.url}/login?lang=en`);
  await page.getByRole("button", { name: "Sign in with Google" }).click();
  await expect(page.getByRole("heading", { name: "Local sign-in" })).toBeVisible();
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Name").fill(name);
  await page.getByRole("button", { name: "Sign in", exact: true }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/local-idp") && !url.pathname.startsWith("/auth/"));
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole("button", { name: "Sign Out" }).first().click();
  await page.waitForURL((url) => url.pathname === "/" || url.pathname === "/home");
}
