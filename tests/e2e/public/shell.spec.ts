import { LANGUAGE_STORAGE_KEY } from "../../../app/i18n/language";
import { restaurantDay } from "../../../app/lib/dates";
import { expect, expectNoAxeViolations, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";

const PAGES = ["/", "/about", "/menu", "/events", "/contact", "/no-such-page"];

test.describe("the public shell", () => {
  test("the menu lists the seeded items with their prices", async ({ page }) => {
    await page.goto("/menu?lang=en");
    await expect(page.getByRole("heading", { level: 2, name: "Breakfast" })).toBeVisible();
    const first = page.getByTestId("menu-item").first();
    await expect(first).toContainText("Turkish Breakfast Spread");
    await expect(first).toContainText("1,450 ₺");
  });

  test("an unknown address shows the not-found page with 404", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/no-such-page?lang=en");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Page Not Found" })).toBeVisible();
    // The link on from it is read out, as from any page (once React has the page: its root keeps ?lang=).
    await page.waitForFunction(([key]) => localStorage.getItem(key) === "en", [LANGUAGE_STORAGE_KEY] as const);
    await page.getByRole("link", { name: "Go to Home" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('.screen-announcer[aria-live="polite"]')).toHaveText("Potatoes, done properly | Patates İstanbul");
    await expect(page).toHaveTitle("Potatoes, done properly | Patates İstanbul");
  });

  test("the footer carries the address, phone, social links, copyright and 'powered by potato'", async ({ page }) => {
    await page.goto("/?lang=en");
    const footer = page.getByRole("contentinfo");
    await expect(footer).toContainText("Kadıköy/İstanbul");
    await expect(footer.getByRole("link", { name: "+90 216 555 01 23" })).toHaveAttribute("href", "tel:+902165550123");
    await expect(footer.getByRole("link", { name: /Instagram/ })).toBeVisible();
    // The year in Istanbul, as the footer shows it: from 21:00 UTC on 31 December it is the next
    // one there, while the runner's own clock may still be in the old.
    await expect(footer).toContainText(`© ${restaurantDay(new Date()).slice(0, 4)} Patates İstanbul. All rights reserved.`);
    await expect(footer).toContainText("powered by potato");
  });

  test("a browser whose clock is in another year shows the year the server rendered, and hydrates the footer without a mismatch", async ({ page }) => {
    // A phone's clock set wrong, or a page kept on 31 December and opened after midnight.
    await page.clock.install({ time: new Date("2031-06-01T12:00:00.000Z") });
    await page.goto("/?lang=en");
    // An effect of the root's keeps the address's language: React has hydrated the page (a
    // mismatch would have been reported to the console, which fails the test).
    await page.waitForFunction(([key]) => localStorage.getItem(key) === "en", [LANGUAGE_STORAGE_KEY] as const);
    await expect(page.getByRole("contentinfo")).toContainText(`© ${restaurantDay(new Date()).slice(0, 4)} Patates İstanbul.`);
  });

  test.describe(() => {
    test.use({ serviceWorkers: "allow" });

    test("the service worker registers from the site root", async ({ page }) => {
      await page.goto("/");
      const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
      expect(new URL(scope).pathname).toBe("/");
    });
  });

  test("a keyboard user can skip to the content", async ({ page }) => {
    await page.goto("/about?lang=en");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: "Skip to content" });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  for (const language of ["tr", "en"] as const) {
    for (const path of PAGES) {
      test(`axe finds nothing on ${path} in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, allowConsoleErrors }) => {
        allowConsoleErrors(/status of 404/);
        await page.goto(`${path}${path.includes("?") ? "&" : "?"}lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectNoAxeViolations(page);
      });
    }
  }
});
