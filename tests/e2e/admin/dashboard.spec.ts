import { expect, expectNoAxeViolations, ON_PHONE, PHONE_ONLY, test } from "../fixtures";
import { signInAs } from "../sign-in";

test.describe("the admin dashboard", () => {
  test("has one address per tab, and the Overview's counts link to their screens", ON_PHONE, async ({ page }) => {
    await signInAs(page, "admin");
    await expect(page).toHaveURL(/\/admin$/);
    const tabs = page.getByRole("navigation", { name: "Dashboard sections" });
    await expect(tabs.getByRole("link", { name: "Overview" })).toHaveAttribute("aria-current", "page");

    const users = page.getByRole("link", { name: /^Users \d+/ });
    await expect(users).toContainText("admin");
    await expect(page.getByRole("link", { name: /^Shopping lists \d+ \d+ draft, \d+ sent, \d+ completed$/ })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Inventory items \d+$/ })).toHaveAttribute("href", "/inventory-manager");
    await expect(page.getByRole("link", { name: /^Events \d+$/ })).toHaveAttribute("href", "/events-manager");
    await expectNoAxeViolations(page);

    await users.click();
    await expect(page).toHaveURL(/\/admin\/users$/);
    await expect(page.getByRole("heading", { level: 2, name: "Users" })).toBeVisible();

    await tabs.getByRole("link", { name: "Data Management" }).click();
    await expect(page).toHaveURL(/\/admin\/data$/);
    await expect(page.getByRole("button", { name: "Populate menu" })).toBeEnabled();
    await expectNoAxeViolations(page);

    await page.goto("/admin?lang=tr");
    await expect(page.getByRole("navigation", { name: "Panel bölümleri" }).getByRole("link", { name: "Genel Bakış" })).toBeVisible();
    await expect(page.getByRole("link", { name: /^Alışveriş listeleri \d+ \d+ taslak/ })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("on a phone, the chosen tab is in view, though the row of tabs is wider than the screen", { tag: PHONE_ONLY }, async ({ page }) => {
    await signInAs(page, "admin");
    const tabs = page.getByRole("navigation", { name: "Panel bölümleri" });
    for (const [path, name] of [["/admin/settings", "Site Ayarları"], ["/admin/price-list", "Fiyat Listesi"], ["/admin", "Genel Bakış"]] as const) {
      await page.goto(`${path}?lang=tr`);
      // Drawn scrolled to its start, the row hid the last tabs past the screen's edge.
      await expect(tabs.getByRole("link", { name, exact: true }), path).toBeInViewport({ ratio: 1 });
    }
    await tabs.getByRole("link", { name: "Veri Yönetimi" }).click();
    await expect(tabs.getByRole("link", { name: "Veri Yönetimi" })).toBeInViewport({ ratio: 1 });
  });
});
