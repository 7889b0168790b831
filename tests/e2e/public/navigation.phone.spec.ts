import type { Locator, Page } from "@playwright/test";
import { menuListRunning } from "../admin/menu-order-support";
import { expect, ON_PHONE, test } from "../fixtures";

const PAGES = ["/", "/about", "/menu", "/events", "/contact", "/no-such-page"];

/** What a phone's largest text setting does to every size given in rem. */
async function textAtTwiceItsSize(page: Page): Promise<void> {
  await page.evaluate(() => document.documentElement.style.setProperty("font-size", "200%", "important"));
}

/** How far the page reaches past the screen's right edge: against the phone's own width, as a phone widens its window (innerWidth) to take in what sticks out. */
async function overflow(page: Page): Promise<number> {
  const width = page.viewportSize()!.width;
  return (await page.evaluate(() => document.documentElement.scrollWidth)) - width;
}

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
    await textAtTwiceItsSize(page);
    // By its element: a dish or a category another test makes may carry the same word.
    await page.locator("details.allergen-filter > summary").click();
    const width = page.viewportSize()!.width;
    const rightEdge = async (locator: Locator) => {
      const box = (await locator.boundingBox())!;
      return box.x + box.width;
    };
    expect(await rightEdge(page.getByRole("group", { name: "Şunları içeren ya da içerebilen ürünleri gizle" }))).toBeLessThanOrEqual(width);
    expect(await rightEdge(page.getByRole("contentinfo").getByRole("link", { name: /Instagram/ }))).toBeLessThanOrEqual(width);
  });
});

const OPEN_NAVIGATION = { tr: "Gezinmeyi aç", en: "Open navigation" } as const;

/** The narrowest phone the site is made for (WCAG's 320 CSS px), with text at twice its size. */
test.describe("on a 320 px phone with text at twice its size", ON_PHONE, () => {
  test.use({ viewport: { width: 320, height: 568 } });

  test("no page is wider than the phone, and the header's TR/EN and menu button stay on the screen", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 404/);
    await page.goto("/menu");
    // A dish's page, whichever dish comes first: other tests add and rename dishes.
    const dish = (await page.getByTestId("menu-item").first().getAttribute("href"))!;
    const { width, height } = page.viewportSize()!;
    for (const language of ["tr", "en"] as const) {
      for (const path of [...PAGES, dish, "/qr"]) {
        const where = `${path} in ${language}`;
        await page.goto(`${path}?lang=${language}`);
        // The menu's list measured and running, as a guest sees it a moment after it opens.
        if (path === "/menu") await menuListRunning(page);
        await textAtTwiceItsSize(page);
        // Once the page has laid itself out again for the larger text (the menu's list measures its rows anew).
        await expect.poll(() => overflow(page), { message: where }).toBeLessThanOrEqual(0);
        const header = page.getByRole("banner");
        for (const button of [header.getByTestId("language-toggle"), header.getByRole("button", { name: OPEN_NAVIGATION[language] })]) {
          const box = (await button.boundingBox())!;
          expect(box.x, where).toBeGreaterThanOrEqual(0);
          expect(box.y, where).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, where).toBeLessThanOrEqual(width);
          expect(box.y + box.height, where).toBeLessThanOrEqual(height);
        }
        if (path === "/menu") {
          // The allergen choices, each a name beside a box and a sign.
          await page.locator("details.allergen-filter > summary").click();
          expect(await overflow(page), `${where}, its allergens open`).toBeLessThanOrEqual(0);
        }
      }
    }

    // Both still work.
    await page.goto("/?lang=tr");
    await textAtTwiceItsSize(page);
    await page.getByRole("banner").getByRole("button", { name: OPEN_NAVIGATION.tr }).click();
    await expect(page.getByRole("dialog", { name: "Ana gezinme" })).toBeVisible();
    await page.keyboard.press("Escape");
    await page.getByTestId("language-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
  });

  test("on the menu the categories bar sticks just below the header, which the text makes taller", async ({ page }) => {
    await page.goto("/menu?lang=tr");
    await menuListRunning(page);
    await textAtTwiceItsSize(page);
    await page.evaluate(() => window.scrollTo(0, 3000));
    const bar = page.getByRole("navigation", { name: "Menü kategorileri" });
    const edges = () =>
      page.evaluate(() => ({
        headerBottom: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
        barTop: document.querySelector(".categories-bar")!.getBoundingClientRect().top,
      }));
    await expect.poll(async () => (await edges()).barTop).toBeLessThan(200);
    const { headerBottom, barTop } = await edges();
    expect(headerBottom).toBeGreaterThan(61);
    // Not under the header, and stuck right at its bottom rather than anywhere lower down.
    expect(barTop).toBeGreaterThanOrEqual(headerBottom);
    expect(barTop).toBeLessThanOrEqual(headerBottom + 1);

    // Its Categories button opens a grid that fits the phone too, not one that scrolls sideways.
    await bar.getByRole("button", { name: "Kategoriler" }).click();
    const grid = page.getByRole("dialog", { name: "Kategoriler" });
    await expect(grid).toBeVisible();
    expect(await grid.evaluate((dialog) => dialog.scrollWidth - dialog.clientWidth)).toBeLessThanOrEqual(0);
  });
});
