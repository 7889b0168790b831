import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";

/** The admin the test server is started with (ADMIN_EMAILS in playwright.config.ts). */
export const E2E_ADMIN_EMAIL = "admin@patates.test";

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${randomBytes(4).toString("hex")}@patates.test`;
}

/**
 * Signs in through the real flow: our login page, the local identity provider, the callback. On the
 * test server unless `origin` names another one.
 */
export async function signIn(page: Page, email: string, name: string, origin = ""): Promise<void> {
  await page.goto(`${origin}/login?lang=en`);
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
