import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { startServer, type RunningServer } from "../support/start-server";
import { expect, test } from "./fixtures";
import { openSignInAddress, signIn, uniqueEmail } from "./sign-in";

/**
 * The README's own way in: `npm start` with nothing set but the port, then the address it printed
 * (`Sign in locally: …`) in a browser. HOST stays 0.0.0.0 and PUBLIC_URL its default
 * http://localhost:PORT; the database is a file of this test's own instead of data/restaurant.db,
 * and ADMIN_EMAILS names the first admin as the README says.
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

  test("the site is at http://localhost:PORT, and prints its sign-in address there on a line of its own", () => {
    expect(server.url).toBe(`http://localhost:${server.port}`);
    expect(server.output()).toContain(`Serving on http://localhost:${server.port}`);
    const line = server.output().split("\n").find((text) => text.startsWith("Sign in locally: "));
    expect(line).toMatch(new RegExp(`^Sign in locally: http://localhost:${server.port}/local-idp/open\\?token=[A-Za-z0-9_-]{43}$`));
    expect(server.signInAddress).toBe(line!.slice("Sign in locally: ".length));
  });

  test("without the printed address, the local sign-in signs no one in and says where to find it, in the person's language", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 403/);
    for (const [language, button, text] of [
      ["en", "Sign in with Google", "open the address the server printed where it was started"],
      ["tr", "Google ile giriş yap", "sunucunun başlatıldığı yerde yazdığı adresi açın"],
    ] as const) {
      await page.goto(`${server.url}/login?lang=${language}`);
      await page.getByRole("button", { name: button }).click();
      await expect(page.getByRole("alert")).toContainText(text);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page.getByRole("textbox")).toHaveCount(0);
    }
  });

  test("the admin named in ADMIN_EMAILS opens the printed address, signs in through the local provider and reaches /admin", async ({ page }) => {
    await openSignInAddress(page, server);
    await expect(page).toHaveURL(`${server.url}/login`);
    await signIn(page, OWNER_EMAIL, "Owner", server);
    await expect(page).toHaveURL(`${server.url}/admin`);
    await expect(page.getByRole("heading", { level: 1, name: "Admin Dashboard" })).toBeVisible();
  });

  test("a new person signs in and waits for approval on /pending", async ({ page }) => {
    const email = uniqueEmail("guest-cook");
    await signIn(page, email, "New Cook", server);
    await expect(page).toHaveURL(`${server.url}/pending`);
    await expect(page.getByText(email)).toBeVisible();
  });

  test("going in through 127.0.0.1 lands on the same origin, and signing in works from there too", async ({ page }) => {
    await page.goto(`http://127.0.0.1:${server.port}/login?lang=en`);
    await expect(page).toHaveURL(`${server.url}/login?lang=en`);
    await signIn(page, OWNER_EMAIL, "Owner", { url: `http://127.0.0.1:${server.port}`, signInAddress: server.signInAddress });
    await expect(page).toHaveURL(`${server.url}/admin`);
  });
});
