import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../support/start-server";
import { expect, test } from "./fixtures";
import { signIn, uniqueEmail } from "./sign-in";

/**
 * The README's own way in: `npm start` with nothing set but the port, then http://localhost:PORT
 * in a browser. HOST stays 0.0.0.0 and PUBLIC_URL its default http://localhost:PORT; the database
 * is a file of this test's own instead of data/restaurant.db, and ADMIN_EMAILS names the first
 * admin as the README says.
 */
const OWNER_EMAIL = "owner@patates.test";

test.describe("signing in at the README's defaults", () => {
  test.describe.configure({ mode: "default" });
  let server: RunningServer;
  let directory: string;

  test.beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), "patates-readme-"));
    server = await startServer({
      HOST: undefined,
      PUBLIC_URL: undefined,
      DATABASE_URL: `file:${join(directory, "restaurant.db")}`,
      ADMIN_EMAILS: OWNER_EMAIL,
    });
  });

  test.afterAll(async () => {
    await server?.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  test("the site is at http://localhost:PORT", () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
    expect(server.output()).toContain(`Serving on http://localhost:${server.port}`);
  });

  test("the admin named in ADMIN_EMAILS signs in through the local provider and reaches /admin", async ({ page }) => {
    await signIn(page, OWNER_EMAIL, "Owner", server.url);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });

  test("a new person signs in and waits for approval on /pending", async ({ page }) => {
    const email = uniqueEmail("guest-cook");
    await signIn(page, email, "New Cook", server.url);
    await expect(page).toHaveURL(`${server.url}/pending`);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("going in through 127.0.0.1 lands on the same origin, and signing in works from there too", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${server.port}/login?lang=en`);
    await expect(page).toHaveURL(`${server.url}/login?lang=en`);
    await signIn(page, OWNER_EMAIL, "Owner", `http://127.0.0.1:${server.port}`);
    await expect(page).toHaveURL(`${server.url}/admin`);
  });
});
