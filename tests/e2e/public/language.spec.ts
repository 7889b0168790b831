import { expect, test } from "../fixtures";

test.describe("language", () => {
  test.use({ locale: "en-US" });

  test("the toggle switches without a full reload, and the choice survives a reload", async ({ page }) => {
    await page.goto("/menu");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();

    // A marker on window survives client-side navigation but not a full reload.
    await page.evaluate(() => Object.assign(window, { __noReload: true }));
    // Its name starts with what it shows, so a voice command saying 'TR/EN' reaches it.
    await page.getByRole("button", { name: "TR/EN: Türkçeye geç", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Menü" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("patates-restaurant.language"))).toBe("tr");

    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.getByRole("heading", { level: 1, name: "Menü" })).toBeVisible();
    await expect(page).toHaveTitle("Menü | Patates İstanbul");

    await page.getByRole("button", { name: "Switch to English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Menu" })).toBeVisible();
  });

  test("a Turkish browser gets Turkish, and ?lang=en overrides it", async ({ browser }) => {
    const context = await browser.newContext({ locale: "tr-TR" });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await page.goto("/about?lang=en");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1, name: "About us" })).toBeVisible();
    // The choice from the address is remembered (in the cookie) for the next page.
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "lang")?.value).toBe("en");
    await page.goto("/contact");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await context.close();
  });

  test("a stored choice wins over the browser's language on the next visit", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => localStorage.setItem("patates-restaurant.language", "tr"));
    await page.context().clearCookies();
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "tr");
    await expect(page.getByRole("heading", { level: 1, name: "Hakkımızda" })).toBeVisible();
  });
});
