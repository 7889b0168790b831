import { expect, test } from "../fixtures";
import { menuListRunning } from "../admin/menu-order-support";

test.describe("offline", () => {
  test.use({ locale: "en-US", serviceWorkers: "allow" });

  test("after one visit, the menu and its item pages open with the network off", async ({ page, context, allowConsoleErrors }) => {
    // With the network off the browser reports the failed fetches the worker answers from its cache.
    allowConsoleErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED/);
    await page.goto("/menu");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The worker keeps the menu, the bundles it needs and every item page (from sitemap.xml).
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/menu"))), { timeout: 15_000 }).toBe(true);
    await expect
      .poll(() => page.evaluate(async () => Boolean(await caches.match(`${location.origin}/menu/turkish-tea`))), { timeout: 60_000 })
      .toBe(true);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(page.getByTestId("menu-item").first()).toBeVisible();
    await menuListRunning(page);
    // The page is alive, not just a picture: the categories bar and the search still work.
    await page.getByRole("navigation", { name: "Menu categories" }).getByRole("link", { name: "Desserts" }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Desserts" })).toBeInViewport();
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("kasar");
    // The row by its name alone: until the search has narrowed the list, Sucuk Kumpir's description
    // ('our classic kumpir…') matches a text filter too, and the locator would find two rows.
    await expect(page.getByTestId("menu-item").filter({ has: page.getByText("Classic Kumpir", { exact: true }) })).toContainText("kaşar");
    await expect(page.getByTestId("menu-item").filter({ hasText: "Turkish Tea" })).toHaveCount(0);
    await expect(page).toHaveURL(/\/menu\?q=kasar$/);
    // Opened afresh, a search has no kept copy of its own: the kept menu opens, and searches again.
    await page.reload();
    await expect(page).toHaveURL(/\/menu\?q=kasar$/);
    await expect(page.getByRole("searchbox", { name: "Search the menu" })).toHaveValue("kasar");
    await expect(page.getByTestId("menu-item").filter({ has: page.getByText("Classic Kumpir", { exact: true }) })).toBeVisible();
    await expect(page.getByTestId("menu-item").filter({ hasText: "Turkish Tea" })).toHaveCount(0);
    // Nor has an allergen filter never chosen on this device (a link shared to the guest): the kept
    // menu opens with the filter on, not a page saying that none is kept.
    await page.goto("/menu?without=milk");
    await expect(page).toHaveURL(/\/menu\?without=milk$/);
    await expect(page.locator(".allergen-filter-status")).toContainText("Süt / Milk");
    await expect(page.locator("details.allergen-filter > summary")).toContainText("1");
    await page.locator("details.allergen-filter > summary").click();
    await expect(page.getByRole("checkbox", { name: "Süt / Milk", exact: true })).toBeChecked();
    // A tick offline filters the menu the page has: it asks the server for nothing (the root's data
    // too), so no connection is needed.
    await page.getByRole("checkbox", { name: "Yumurta / Eggs", exact: true }).check();
    await expect(page).toHaveURL((url) => url.pathname === "/menu" && url.searchParams.get("without") === "eggs,milk");
    await expect(page.locator(".allergen-filter-status")).toContainText("Yumurta / Eggs, Süt / Milk");
    await expect(page.getByRole("alert")).toHaveCount(0);

    await page.goto("/menu/turkish-tea");
    await expect(page.getByRole("heading", { level: 1, name: "Turkish Tea" })).toBeVisible();
    await context.setOffline(false);
  });

  test("with the network off, a link to a kept page opens it; one to a page not kept says so in the page's language", async ({ page, context, allowConsoleErrors }) => {
    allowConsoleErrors(/Failed to load resource|ERR_INTERNET_DISCONNECTED|Failed to fetch/);
    await page.goto("/menu");
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match("/menu"))), { timeout: 15_000 }).toBe(true);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(`${location.origin}/menu/turkish-tea`))), { timeout: 60_000 }).toBe(true);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match(`${location.origin}/`))), { timeout: 15_000 }).toBe(true);

    await context.setOffline(true);
    await page.reload();
    await menuListRunning(page);
    // A dish from the kept menu: React Router's fetch of its data fails, and the kept page opens whole.
    await page.getByRole("searchbox", { name: "Search the menu" }).fill("turkish tea");
    await page.getByTestId("menu-item").filter({ has: page.getByText("Turkish Tea", { exact: true }) }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Turkish Tea" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    // A page the worker does not keep: a word that it is not kept, in English, not an error of ours.
    await page.evaluate(async () => {
      for (const name of await caches.keys()) {
        const cache = await caches.open(name);
        for (const request of await cache.keys()) if (new URL(request.url).pathname === "/about") await cache.delete(request);
      }
    });
    await page.getByRole("contentinfo").getByRole("link", { name: "About" }).or(page.getByRole("navigation").getByRole("link", { name: "About" })).first().click();
    await expect(page.getByRole("alert")).toContainText("No connection");
    await expect(page.getByRole("alert")).toContainText("This page is not kept on this device yet.");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.setOffline(false);
  });
});
