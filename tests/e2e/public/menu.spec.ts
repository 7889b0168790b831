import type { Locator, Page } from "@playwright/test";
import { expect, expectNoAxeViolations, ON_PHONE, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { menuListRunning, seedCategory } from "../admin/menu-order-support";

/** A category's chip in the bar above the menu. */
function chip(page: Page, name: string, bar = "Menu categories"): Locator {
  return page.getByRole("navigation", { name: bar }).getByRole("link", { name, exact: true });
}

/** What the journey below reads and types, in each language. */
const GUEST = {
  tr: {
    bar: "Menü kategorileri", grid: "Kategoriler", close: "Kategorileri kapat", search: "Menüde ara",
    longName: "Trüflü Mantarlı Patates Kasesi", longNameCategory: "Patates Kaseleri", shortRow: "Humus", shortRowCategory: "Başlangıçlar",
    farCategory: "Kokteyller", cheese: "Klasik Kumpir", found: /^“kasar” için \d+ ürün bulundu\.$/,
    noneTitle: "Ürün bulunamadı.", none: "Menüde “zzkq” ile eşleşen bir şey yok.", clear: "Aramayı temizle",
    longNameTitle: "Trüflü Mantarlı Patates Kasesi | Patates İstanbul", back: "Menüye dön", menuTitle: "Menü | Patates İstanbul",
    byOtherName: "turkish tea", foundByOtherName: "Çay",
  },
  en: {
    bar: "Menu categories", grid: "Categories", close: "Close categories", search: "Search the menu",
    longName: "Truffle Mushroom Potato Bowl", longNameCategory: "Potato Bowls", shortRow: "Hummus", shortRowCategory: "Appetizers",
    farCategory: "Cocktails", cheese: "Classic Kumpir", found: /^\d+ dishes found for “kasar”\.$/,
    noneTitle: "No menu items found.", none: "Nothing on the menu matches “zzkq”.", clear: "Clear the search",
    longNameTitle: "Truffle Mushroom Potato Bowl | Patates İstanbul", back: "Back to menu", menuTitle: "Menu | Patates İstanbul",
    byOtherName: "çay", foundByOtherName: "Turkish Tea",
  },
} as const;

test.describe("the menu", () => {
  test.use({ locale: "en-US" });

  test("renders only the rows near the screen, yet reaches the last item by scrolling", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    const rows = page.getByTestId("menu-item");
    await expect(rows.first()).toBeVisible();
    await menuListRunning(page);
    expect(await rows.count()).toBeLessThan(30);
    // The last category in the bar, whichever it is: other tests add categories at the menu's end.
    const lastCategory = (await page.getByRole("navigation", { name: "Menu categories" }).getByRole("listitem").last().textContent())!.trim();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole("heading", { level: 2, name: lastCategory, exact: true })).toBeAttached();
    expect(await rows.count()).toBeLessThan(30);
    // At the very end (the rows drawn last may be taller than guessed: scrolled on until it is the
    // end), the last category's chip is the one lit, whether or not its header reached the bar.
    await expect
      .poll(() => page.evaluate(() => {
        window.scrollTo(0, document.documentElement.scrollHeight);
        return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
      }))
      .toBe(true);
    await expect(chip(page, lastCategory)).toHaveAttribute("aria-current", "location");
  });

  test("shows each row's name, price, note and description, with a chevron rather than a hint", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    const tea = page.getByRole("link", { name: /^Turkish Tea/ });
    await chip(page, "Hot Drinks").click();
    await expect(tea).toBeVisible();
    await expect(tea).toContainText("60 ₺");
    await expect(tea).toContainText("Çaykur Rize");
    await expect(tea).not.toContainText("click for details");
    await expect(tea.locator("svg.menu-row-chevron")).toHaveAttribute("aria-hidden", "true");
  });

  test("a category chip scrolls to its header and moves the focus there", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    await menuListRunning(page);
    await chip(page, "Cocktails").click();
    const heading = page.getByRole("heading", { level: 2, name: "Cocktails" });
    await expect(heading).toBeInViewport();
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);

    // A chip tapped before the page's script has run leaves its anchor in the address, which the
    // router may only take up once the page is running; the menu goes there too.
    const anchor = (await chip(page, "Wines").getAttribute("href"))!;
    await page.evaluate((hash) => {
      window.location.hash = hash;
    }, anchor);
    await expect(page.getByRole("heading", { level: 2, name: "Wines" })).toBeInViewport();
  });

  test("an item opens at the top, and back returns to the same place in the list", ON_PHONE, async ({ page }) => {
    await page.goto("/menu");
    await menuListRunning(page);
    await chip(page, "Wines").click();
    await expect(page.getByRole("heading", { level: 2, name: "Wines" })).toBeInViewport();
    const row = page.getByTestId("menu-item").filter({ hasText: "Kayra Allure Rosé (Bottle)" });
    await row.scrollIntoViewIfNeeded();
    await row.click();
    await expect(page).toHaveURL(/\/menu\/kayra-allure-rose-bottle$/);
    await expect(page.getByRole("heading", { level: 1, name: "Kayra Allure Rosé (Bottle)" })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const saved = Number((await page.evaluate(() => sessionStorage.getItem("menu-scroll-position")))?.split(" ")[0]);
    expect(saved).toBeGreaterThan(1000);

    // Back by the page's link: the same place, and the keyboard focus on the dish it came from.
    await page.getByRole("link", { name: "Back to menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect(row).toBeInViewport();
    await expect(row).toBeFocused();
    await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(saved);
    // The place is taken once: scrolled on and reloaded, the menu stays where the guest left it.
    expect(await page.evaluate(() => sessionStorage.getItem("menu-scroll-position"))).toBeNull();
    await chip(page, "Breakfast").click();
    await expect(page.getByRole("heading", { level: 2, name: "Breakfast" })).toBeInViewport();
    await page.reload();
    await menuListRunning(page);
    await expect(page.getByRole("heading", { level: 2, name: "Breakfast" })).toBeInViewport();
    await expect(row).not.toBeInViewport();

    // A dish opened from a shared link: back to the menu starts at its top, not at an older place.
    await chip(page, "Wines").click();
    await row.scrollIntoViewIfNeeded();
    await row.click();
    await expect(page).toHaveURL(/\/menu\/kayra-allure-rose-bottle$/);
    await page.goto("/menu/cay");
    await page.getByRole("link", { name: "Back to menu" }).click();
    await expect(page).toHaveURL(/\/menu$/);
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("menu-scroll-position"))).toBeNull();
    await expect(page.getByRole("heading", { level: 2, name: "Breakfast" })).toBeInViewport();
    await expect(row).not.toBeInViewport();
  });

  test("a row keeps the keyboard focus when the keys scroll it off the screen, and Tab goes on from the rows on screen", async ({ page }) => {
    await page.goto("/menu");
    await menuListRunning(page);
    const row = page.getByTestId("menu-item").filter({ hasText: "Turkish Breakfast Spread" });
    await row.focus();
    await expect(row).toBeFocused();
    // Page Down, as a keyboard reads on: the row leaves the drawn rows, and stays in the page, focused.
    for (let press = 0; press < 4; press += 1) await page.keyboard.press("PageDown");
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(2000);
    await expect(row).not.toBeInViewport();
    await expect(row).toBeFocused();
    // Tab goes on to the first dish on the screen, where the guest has read to, without scrolling
    // (not to the top of the page, nor back up to the rows drawn just above the screen); the row it
    // left is no longer kept.
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press("Tab");
    const focused = page.locator(":focus");
    await expect(focused).toHaveAttribute("data-testid", "menu-item");
    await expect(focused).toBeInViewport({ ratio: 1 });
    // Wholly under the bars that stay at the top.
    const bars = await page.locator(".categories-bar").boundingBox();
    expect((await focused.boundingBox())!.y).toBeGreaterThanOrEqual(bars!.y + bars!.height - 1);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await expect(row).toHaveCount(0);
  });

  test("an allergen filter that hides no dish says so, not '0 dishes hidden'", async ({ page }) => {
    // A dish nobody stated allergens of: never hidden (it shows its warning), so nothing is.
    const { id } = await seedCategory(["Oscar"]);
    const tag = id.slice("order-".length);
    await page.goto(`/menu?lang=en&q=Oscar+${tag}&without=lupin`);
    await menuListRunning(page);
    await expect(page.getByTestId("menu-item").filter({ hasText: `Oscar ${tag}` })).toBeVisible();
    await expect(page.locator(".allergen-filter-status")).toHaveText("No dish hidden: none is said to contain or maybe contain Acı bakla / Lupin. Show every dish");
    await page.goto(`/menu?lang=tr&q=Oscar+${tag}&without=lupin`);
    await expect(page.locator(".allergen-filter-status")).toHaveText("Gizlenen ürün yok: hiçbirinin Acı bakla içerdiği ya da içerebileceği belirtilmemiş. Tüm ürünleri göster");
  });

  test("the search and the allergen filter stay through a dish and 'Menüye dön', and a link to them opens filtered", ON_PHONE, async ({ page }) => {
    const { id } = await seedCategory(["Sütlü", "Sade"]);
    const tag = id.slice("order-".length);
    const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
    try {
      await db.updateTable("menu_items").set({ allergen_milk: "contains" }).where("name_tr", "=", `Sütlü ${tag}`).execute();
    } finally {
      await db.destroy();
    }
    const milky = page.getByTestId("menu-item").filter({ hasText: `Sütlü ${tag}` });
    const plain = page.getByTestId("menu-item").filter({ hasText: `Sade ${tag}` });
    const hidden = page.locator(".allergen-filter-status");
    await page.goto("/menu?lang=tr");
    await menuListRunning(page);
    await page.getByRole("searchbox", { name: "Menüde ara" }).fill(tag);
    await expect(milky).toBeVisible();
    await page.locator("details.allergen-filter > summary").click();
    await page.getByRole("checkbox", { name: "Süt", exact: true }).check();
    await expect(milky).toHaveCount(0);
    await expect(hidden).toHaveText("1 ürün gizlendi: Süt içeriyor ya da içerebilir. Tüm ürünleri göster");

    // A dish, then the page's own way back: the menu as the guest left it, not the whole menu again.
    await plain.click();
    await expect(page.getByRole("heading", { level: 1, name: `Sade ${tag}` })).toBeVisible();
    await page.getByRole("link", { name: "Menüye dön" }).click();
    await expect(page).toHaveURL((url) => url.pathname === "/menu" && url.searchParams.get("q") === tag && url.searchParams.get("without") === "milk");
    await expect(hidden).toHaveText("1 ürün gizlendi: Süt içeriyor ya da içerebilir. Tüm ürünleri göster");
    await expect(plain).toBeFocused();
    await expect(milky).toHaveCount(0);

    // The filter alone in a shared link, the whole menu kept by the server meanwhile: served
    // filtered, and hydrated as served (a page that did not match would log React's error).
    await page.goto("/menu?lang=tr");
    await page.goto("/menu?lang=tr&without=milk");
    await expect(hidden).toContainText("Süt içeriyor ya da içerebilir");
    await menuListRunning(page);
    await page.getByRole("searchbox", { name: "Menüde ara" }).fill(tag);
    await expect(plain).toBeVisible();
    await expect(milky).toHaveCount(0);
  });

  test("a Turkish item link opens in English too", async ({ page }) => {
    await page.goto("/menu/cay?lang=en");
    await expect(page.getByRole("heading", { level: 1, name: "Turkish Tea" })).toBeVisible();
    await expect(page.getByText("60 ₺")).toBeVisible();
  });

  test("two dishes of one name each open their own page", ON_PHONE, async ({ page }) => {
    const { name: category } = await seedCategory(["Menemen", "Menemen"]);
    const tag = category.replace("Order ", "");
    await page.goto("/menu");
    await chip(page, category).click();
    const rows = page.getByTestId("menu-item").filter({ hasText: tag });
    await expect(rows).toHaveCount(2);
    const addresses = new Set<string>();
    for (const [index, price] of ["10 ₺", "10.01 ₺"].entries()) {
      await chip(page, category).click();
      await rows.nth(index).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Menemen ${tag}`);
      await expect(page.locator(".menu-item-price-large")).toHaveText(price);
      addresses.add(new URL(page.url()).pathname);
      // The address opens the same dish when loaded afresh, as a shared link is.
      await page.reload();
      await expect(page.locator(".menu-item-price-large")).toHaveText(price);
      await page.getByRole("link", { name: "Back to menu" }).click();
    }
    expect(addresses.size).toBe(2);
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

  test.describe("before the page's script has run", () => {
    test.use({ javaScriptEnabled: false });

    test("the Categories button opens the grid, and a search is answered by the server", ON_PHONE, async ({ page }) => {
      await page.goto("/menu");
      await page.getByRole("button", { name: "Categories" }).click();
      const grid = page.getByRole("dialog", { name: "Categories" });
      await expect(grid.getByRole("link", { name: /^Cocktails/ })).toBeVisible();
      await grid.getByRole("button", { name: "Close categories" }).click();
      await expect(grid).toBeHidden();

      await page.getByRole("searchbox", { name: "Search the menu" }).fill("kasar");
      await page.getByRole("searchbox", { name: "Search the menu" }).press("Enter");
      await expect(page).toHaveURL(/\/menu\?q=kasar$/);
      // The row by its name alone: Sucuk Kumpir's description ('our classic kumpir…') would match a text filter too.
      await expect(page.getByTestId("menu-item").filter({ has: page.getByText("Classic Kumpir", { exact: true }) })).toContainText("kaşar");
      await expect(page.getByTestId("menu-item").filter({ hasText: "Turkish Tea" })).toHaveCount(0);
    });

    test("the whole menu is there to read, and a category chip jumps to its dishes", ON_PHONE, async ({ page }) => {
      await page.goto("/menu");
      await chip(page, "Wines").click();
      await expect(page).toHaveURL(/\/menu#category-wines$/);
      await expect(page.getByRole("heading", { level: 2, name: "Wines" })).toBeInViewport();
      await expect(page.getByTestId("menu-item").filter({ hasText: "Kayra Allure Rosé (Bottle)" })).toBeVisible();
      // Down to the last dish of the built-in menu.
      const last = page.getByTestId("menu-item").filter({ hasText: "Limoncello Spritz" });
      await last.scrollIntoViewIfNeeded();
      await expect(last).toBeInViewport();
    });
  });

  test("the page's script takes the list over from the served rows where the guest has scrolled to, row for row", ON_PHONE, async ({ page }) => {
    // A weak signal: the page is read and scrolled before its script arrives.
    let scriptsArrive!: () => void;
    const arrived = new Promise<void>((resolve) => {
      scriptsArrive = resolve;
    });
    await page.route(/\.js$/, async (route) => {
      await arrived;
      await route.continue();
    });
    await page.goto("/menu", { waitUntil: "domcontentloaded" });
    await page.evaluate(() => window.scrollTo(0, 5000));
    const rowsOnScreen = () =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLElement>("[data-row-key]")]
          .filter((row) => row.getBoundingClientRect().bottom > 0 && row.getBoundingClientRect().top < window.innerHeight)
          .map((row) => `${row.dataset.rowKey} at ${Math.round(row.getBoundingClientRect().top)}`),
      );
    const served = await rowsOnScreen();
    expect(served.length).toBeGreaterThan(2);
    scriptsArrive();
    await menuListRunning(page);
    expect(await rowsOnScreen()).toEqual(served);
    expect(await page.evaluate(() => window.scrollY)).toBe(5000);
  });

  test("speaks Turkish", async ({ page }) => {
    await page.goto("/menu?lang=tr");
    await expect(page.getByRole("heading", { level: 1, name: "Menü" })).toBeVisible();
    await expect(chip(page, "Kahvaltı", "Menü kategorileri")).toBeVisible();
    await expect(page.getByRole("button", { name: "Kategoriler" })).toBeVisible();
  });

  for (const language of ["tr", "en"] as const) {
    test(`a guest reads whole names, follows the chips, opens the categories and searches, in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      const words = GUEST[language];
      await page.goto(`/menu?lang=${language}`);
      await menuListRunning(page);
      // A long name shows whole, and a row is as tall as what it holds.
      await chip(page, words.longNameCategory, words.bar).click();
      const name = page.getByTestId("menu-item").filter({ hasText: words.longName }).locator(".menu-row-name");
      await expect(name).toHaveText(words.longName);
      expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      const shortRow = page.getByTestId("menu-item").filter({ hasText: words.shortRow }).first();
      await chip(page, words.shortRowCategory, words.bar).click();
      await expect(page.getByRole("heading", { level: 2, name: words.shortRowCategory })).toBeInViewport();
      await shortRow.scrollIntoViewIfNeeded();
      await expect(shortRow).toBeInViewport();
      expect((await shortRow.boundingBox())!.height).toBeLessThan(110);

      // The chip of the category on screen lights up and comes into view, as the guest scrolls.
      await page.getByRole("button", { name: words.grid }).click();
      const grid = page.getByRole("dialog", { name: words.grid });
      await expect(grid).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press("Escape");
      await expect(grid).toBeHidden();
      await expect(page.getByRole("button", { name: words.grid })).toBeFocused();
      await page.getByRole("button", { name: words.grid }).click();
      await grid.getByRole("link", { name: new RegExp(`^${words.farCategory}`) }).click();
      await expect(grid).toBeHidden();
      await expect(page.getByRole("heading", { level: 2, name: words.farCategory })).toBeFocused();
      const far = chip(page, words.farCategory, words.bar);
      await expect(far).toHaveAttribute("aria-current", "location");
      await expect(far).toBeInViewport();
      const chips = page.getByRole("navigation", { name: words.bar }).getByRole("link");
      const names = (await chips.allTextContents()).map((text) => text.trim());
      const before = chip(page, names[names.indexOf(words.farCategory) - 1]!, words.bar);
      await page.mouse.move(180, 500);
      await page.mouse.wheel(0, -250);
      await expect(before).toHaveAttribute("aria-current", "location");
      await expect(far).not.toHaveAttribute("aria-current");

      // A search folds Turkish letters, lives in the address, and says when nothing matches.
      const search = page.getByRole("searchbox", { name: words.search });
      await search.fill("kasar");
      await expect(page.getByRole("status").filter({ hasText: words.found })).toBeVisible();
      await expect(page.getByTestId("menu-item").filter({ hasText: words.cheese })).toContainText("kaşar");
      await expect(page).toHaveURL(/[?&]q=kasar/);
      await expectNoAxeViolations(page);
      // A dish by its name in the other language: 'çay' on the English menu, 'turkish tea' on the Turkish one.
      await search.fill(words.byOtherName);
      await expect(page.getByTestId("menu-item").filter({ has: page.getByText(words.foundByOtherName, { exact: true }) })).toBeVisible();
      await search.fill("zzkq");
      // The brief's empty state, then what was looked for.
      await expect(page.locator(".menu-no-results strong")).toHaveText(words.noneTitle);
      await expect(page.locator(".menu-no-results").getByText(words.none)).toBeVisible();
      // Said to a screen reader too, by the same live region that says how many were found.
      await expect(page.locator('.menu-search-status[role="status"]')).toHaveText(`${words.noneTitle} ${words.none}`);
      // From the keyboard: the link goes with the search it clears, and the focus goes on in the search box.
      await page.getByRole("link", { name: words.clear }).focus();
      await page.keyboard.press("Enter");
      await expect(search).toHaveValue("");
      await expect(search).toBeFocused();
      await expect(page).not.toHaveURL(/q=/);
      await expect(page.getByTestId("menu-item").first()).toBeVisible();

      // A screen reader hears the title of a page opened by a link (the browser loads no new
      // document), and nothing for a search, a chip or the categories on the same page.
      const announcer = page.locator('.screen-announcer[aria-live="polite"]');
      await expect(announcer).toHaveText("");
      await search.fill(words.longName);
      await page.getByTestId("menu-item").filter({ hasText: words.longName }).click();
      await expect(page.getByRole("heading", { level: 1, name: words.longName })).toBeVisible();
      await expect(announcer).toHaveText(words.longNameTitle);
      await page.getByRole("link", { name: words.back }).click();
      await expect(announcer).toHaveText(words.menuTitle);
      await expect(page).toHaveTitle(words.menuTitle);
    });

    test(`axe finds nothing on an item page in ${language}`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await page.goto(`/menu/turkish-tea?lang=${language}`);
      await expectNoAxeViolations(page);
    });
  }
});

test.describe("the menu on a weak signal", () => {
  // A guest's first visit, before the service worker controls the page (as every spec but the
  // worker's runs): once it does, it fetches the menu's data itself, past the page's route that
  // holds it (offline.spec.ts tests the worker).
  test.use({ locale: "en-US" });

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
