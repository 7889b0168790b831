import type { Locator } from "@playwright/test";
import { expect, ON_PHONE, test } from "../fixtures";

const PAGES = ["/", "/about", "/menu", "/events", "/contact", "/no-such-page"];

test.describe("navigation on a phone", ON_PHONE, () => {
  test("the hamburger opens a drawer that navigates and closes with Escape", async ({ page }) => {
    await page.goto("/?lang=en");
    await page.getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Main navigation" });
    await expect(drawer).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();

    await page.getByRole("button", { name: "Open navigation" }).click();
    await drawer.getByRole("link", { name: "Contact" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Contact" })).toBeVisible();
    await expect(drawer).toBeHidden();
  });

  test("on the menu the header's hamburger still opens the drawer, beside the categories bar", async ({ page }) => {
    await page.goto("/menu?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Menu categories" }).getByRole("button", { name: "Categories" })).toBeVisible();
    await page.getByRole("banner").getByRole("button", { name: "Open navigation" }).click();
    const drawer = page.getByRole("dialog", { name: "Main navigation" });
    await drawer.getByRole("link", { name: "Events" }).click();
    await expect(page).toHaveURL(/\/events$/);
  });

  test("no page is wider than the phone", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    for (const path of PAGES) {
      await page.goto(path);
      // Against the page's own width: a phone widens its window (innerWidth) to take in what sticks out.
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("with text at twice its size, the menu's allergen choices and the footer's links still fit the phone", async ({ page }) => {
    await page.goto("/menu?lang=tr");
    // What a phone's largest text setting does to every size given in rem.
    await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"));
    // By its element: a dish or a category another test makes may carry the same word.
    await page.locator("details.allergen-filter > summary").click();
    const width = page.viewportSize()!.width;
    const rightEdge = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width;
    };
    expect(await rightEdge(page.getByRole("group", { name: "Şunları içeren ya da içerebilen yemekleri gizle" }))).toBeLessThanOrEqual(width);
    expect(await rightEdge(page.getByRole("contentinfo").getByRole("link", { name: /Instagram/ }))).toBeLessThanOrEqual(width);
  });
});
