import { expect, expectNoAxeViolations, ON_PHONE, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";
import { signIn, signInAs, uniqueEmail } from "../sign-in";

for (const language of ["tr", "en"] as const) {
  test.describe(`back-office pages in ${language}`, () => {
    test("axe finds nothing on the login page", turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await page.goto(`/login?lang=${language}`);
      await expectNoAxeViolations(page);
    });

    test("axe finds nothing on the pending page", turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await signIn(page, uniqueEmail("pending"), "Pending Person");
      await page.goto(`/pending?lang=${language}`);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expectNoAxeViolations(page);
    });

    test("axe finds nothing on the admin's pages", turkishOnPhoneEnglishOnDesktop(language), async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 403/);
      await signInAs(page, "admin");
      for (const path of ["/admin", "/inventory-manager", "/shopping-lists", "/vendors", "/recipe-manager", "/events-manager", "/unauthorized", "/login"]) {
        await page.goto(`${path}?lang=${language}`);
        await expect(page.locator("html")).toHaveAttribute("lang", language);
        await expectNoAxeViolations(page);
      }
    });
  });
}

test("no back-office screen is wider than the phone", ON_PHONE, async ({ page }) => {
  await signInAs(page, "admin");
  const screens = ["/tonight", "/inventory-manager", "/shopping-lists", "/vendors", "/recipe-manager", "/allergen-matrix", "/events-manager"];
  const tabs = ["/admin", "/admin/users", "/admin/menu", "/admin/menu-costs", "/admin/price-list", "/admin/data", "/admin/settings"];
  for (const path of [...screens, ...tabs]) {
    await page.goto(`${path}?lang=tr`);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Against the page's own width: a phone widens its window to take in what sticks out.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow, path).toBeLessThanOrEqual(0);
  }
});
