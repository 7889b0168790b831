import { expect, expectNoAxeViolations, ON_PHONE, test } from "../fixtures";
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
});
