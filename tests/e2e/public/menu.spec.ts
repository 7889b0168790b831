import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ON_PHONE, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";

/** Opens /menu and its categories bar's ☰; returns the navigation drawer, once it shows. */
async function openDrawerFromCategoriesBar(page: Page): Promise<Locator> {
  await page.goto("/menu");
  await page.getByRole("navigation", { name: "Menu categories" }).getByRole("button", { name: "Open navigation" }).click();
  const drawer = page.getByRole("dialog", { name: "Main navigation" });
  await expect(drawer).toBeVisible();
  return drawer;
}

test.describe("the menu", () => {
  test.use({ locale: "en-US" });

  test("renders only the rows near the screen, yet reaches the last item by scrolling", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    const rows = page.getByTestId("menu-item");
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeLessThan(30);
    // The last category in the bar, whichever it is: other tests add categories at the menu's end.
    const lastCategory = (await page.getByRole("navigation", { name: "Menu categories" }).getByRole("listitem").last().textContent())!.trim();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("heading", { level: 2, name: lastCategory, exact: true })).toBeAttached();
    expect(await rows.count()).toBeLessThan(30);
  });

  test("shows each row's name, price, note, description and the details hint", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    const tea = page.getByRole("link", { name: /^Turkish Tea/ });
    await page.getByRole("button", { name: "Hot Drinks" }).click();
    await expect(tea).toBeVisible();
    await expect(tea).toContainText("60 ₺");
    await expect(tea).toContainText("Çaykur Rize");
    await expect(tea).toContainText("click for details");
  });

  test("a category button scrolls to its header and moves the focus there", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    await page.getByRole("button", { name: "Cocktails" }).click();
    const heading = page.getByRole("heading", { level: 2, name: "Cocktails" });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  });

  test("an item opens at the top, and back returns to the same place in the list", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    await page.getByRole("button", { name: "Wines" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Wines" })).toBeInViewport();
    const row = page.getByTestId("menu-item").filter({ hasText: "Kayra Allure Rosé (Bottle)" });
    await row.scrollIntoViewIfNeeded();
    await row.click();
    await expect(page).toHaveURL(/\/menu\/kayra-allure-rose-bottle$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kayra Allure Rosé (Bottle)" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const saved = Number(await page.evaluate(() => sessionStorage.getItem("menu-scroll-position")));
    expect(saved).toBeGreaterThan(1000);

    await page.getByRole("link", { name: "Back to menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(row).toBeInViewport();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(saved);
  });

  test("a Turkish item link opens in English too", async ({ page }) => {
    await page.goto("/menu/cay?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Turkish Tea" })).toBeVisible();
    await expect(page.getByText("60 ₺")).toBeVisible();
  });

  test("an unknown item gives the not-found page with 404", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    const response = await page.goto("/menu/no-such-potato");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Item Not Found" })).toBeVisible();
    await expect(page.getByText("The menu item you're looking for doesn't exist.")).toBeVisible();
    await page.getByRole("link", { name: "Back to menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
  });

  test("the categories bar's menu button opens the navigation drawer", ON_PHONE, async ({ page }) => {
    const drawer = await openDrawerFromCategoriesBar(page);
    await drawer.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test.describe("before the page's script has run", () => {
    test.use({ javaScriptEnabled: false });

    test("the categories bar's menu button opens the navigation drawer", ON_PHONE, async ({ page }) => {
      const drawer = await openDrawerFromCategoriesBar(page);
      await drawer.getByRole("button", { name: "Close navigation" }).click();
      await expect(drawer).toBeHidden();
    });
  });

  test("speaks Turkish", async ({ page }) => {
    await page.goto("/menu?lang=tr");
    await expect(page.getByRole("heading", { level: 1, name: "Menü" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Kahvaltı" })).toBeVisible();
    await expect(page.getByTestId("menu-item").first()).toContainText("detaylar için tıklayın");
  });

  for (const language of ["tr", "en"] as const) {
    test(`axe finds nothing on an item page in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await page.goto(`/menu/turkish-tea?lang=${language}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the menu on a weak signal", () => {
  // A guest's first visit, before the service worker controls the page: once it does, it fetches
  // the menu's data itself, past the page's route that holds it (offline.spec.ts tests the worker).
  test.use({ locale: "en-US", serviceWorkers: "block" });

  test("shows the loading overlay while the menu is on its way, and the time-out message after 15 s", ON_PHONE, async ({ page }) => {
    await page.clock.install();
    // The contact form's button turns on once the page runs its script: from then on, the
    // navigation's links go client-side, as they do for a guest who reads the page before tapping.
    await page.goto("/contact");
    await expect(page.getByRole("button", { name: "Send message" })).toBeEnabled();
    // Hold the menu's data until the test lets it through, as a slow connection would.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/menu.data*", async (route) => {
      await held;
      await route.continue();
    });
    // The navigation's Menu link (in the drawer on a phone): a client-side navigation.
    await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/menu"]')?.click());
    const overlay = page.getByRole("status").filter({ hasText: "Loading the menu..." });
    await expect(overlay).toBeVisible();
    await page.clock.fastForward(15_000);
    await expect(page.getByText("Loading timed out. Please check your connection.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Try Again" })).toHaveAttribute("href", "/menu");
    release();
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(page.getByText("Loading timed out. Please check your connection.")).toBeHidden();
  });
});
