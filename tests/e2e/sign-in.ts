import { randomBytes } from "node:crypto";
import { expect, test, type Browser, type Cookie, type Page } from "@playwright/test";
import { openDatabase } from "../../app/db/connection.server";
import { parseDatabaseUrl } from "../../app/db/database-url";
import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "../../app/features/auth/session.server";
import { setRoleByEmail } from "../../app/features/users/users.server";

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

/**
 * The people most tests act as. Each signs in through the real flow once per worker (signInAs);
 * the tests that are about signing in (staff/sign-in.spec.ts, the README and nginx specs) still
 * go through the whole flow every time.
 */
const PEOPLE = {
  /** An admin through ADMIN_EMAILS (playwright.config.ts). */
  admin: { email: E2E_ADMIN_EMAIL, name: "Head Chef", role: null },
  /** Active staff, made the way an operator makes them (`npm run user -- set-role`). */
  staff: { email: "cook@patates.test", name: "Ayşe Cook", role: "staff" },
  /** A second cook, for the tests where two people edit the same thing. */
  secondStaff: { email: "second-cook@patates.test", name: "Second Cook", role: "staff" },
} as const;

export type Person = keyof typeof PEOPLE;

/** Each person's session cookie in this worker, signed in once, and the page the sign-in landed on. */
const sessions = new Map<Person, Promise<{ cookies: Cookie[]; landing: string }>>();

/**
 * Gives `page`'s browser context the session of `person`, who signed in through the real flow
 * (the printed address, the login page, the local provider, the callback) once in this worker,
 * and opens the page that sign-in landed on, as signIn leaves a page.
 */
export async function signInAs(page: Page, person: Person): Promise<void> {
  const browser = page.context().browser();
  if (!browser) throw new Error("signInAs needs a page of a launched browser");
  let session = sessions.get(person);
  if (!session) {
    session = signInOnce(browser, person);
    sessions.set(person, session);
  }
  const { cookies, landing } = await session;
  await page.context().addCookies(cookies);
  await page.goto(landing);
}

async function signInOnce(browser: Browser, person: Person): Promise<{ cookies: Cookie[]; landing: string }> {
  const { email, name, role } = PEOPLE[person];
  if (role) {
    const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
    try {
      await setRoleByEmail(db, email, role);
    } finally {
      await db.destroy();
    }
  }
  const context = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const page = await context.newPage();
    await signIn(page, email, name);
    const landed = new URL(page.url());
    // Only the session: the language the login page was opened in is no part of who signed in.
    const { cookies } = await context.storageState();
    return {
      cookies: cookies.filter((cookie) => cookie.name === SESSION_COOKIE || cookie.name === SECURE_SESSION_COOKIE),
      landing: landed.pathname,
    };
  } finally {
    await context.close();
  }
}
