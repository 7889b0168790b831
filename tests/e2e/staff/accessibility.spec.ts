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

for (const language of ["tr", "en"] as const) {
  const text = {
    tr: { tabs: "Panel bölümleri", users: "Kullanıcılar", data: "Veri Yönetimi", usersTitle: "Kullanıcılar – Yönetim Paneli | Patates İstanbul", dataTitle: "Veri Yönetimi – Yönetim Paneli | Patates İstanbul" },
    en: { tabs: "Dashboard sections", users: "Users", data: "Data Management", usersTitle: "Users – Admin Dashboard | Patates İstanbul", dataTitle: "Data Management – Admin Dashboard | Patates İstanbul" },
  }[language];

  test(`a screen opened by a link has its title read out, and a change on the same screen does not (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    await signInAs(page, "admin");
    await page.goto(`/admin?lang=${language}`);
    const announcer = page.locator('.screen-announcer[aria-live="polite"]');
    // A page loaded by the browser is read by the screen reader itself.
    await expect(announcer).toHaveText("");
    const tabs = page.getByRole("navigation", { name: text.tabs });
    await tabs.getByRole("link", { name: text.users, exact: true }).click();
    await expect(announcer).toHaveText(text.usersTitle);
    await expect(announcer).toHaveText(await page.title());
    await expectNoAxeViolations(page);

    // The same screen with a filter: nothing new to read out.
    await page.getByRole("navigation", { name: language === "tr" ? "Filtreler" : "Filters" }).getByRole("link").last().click();
    await expect(page).toHaveURL(/\?/);
    await expect(announcer).toHaveText(text.usersTitle);

    await tabs.getByRole("link", { name: text.data, exact: true }).click();
    await expect(announcer).toHaveText(text.dataTitle);
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
