import { expect, test } from "../fixtures";

test.describe("navigation on a wide screen", () => {
  test("links highlight the current page", async ({ page }) => {
    await page.goto("/about?lang=en");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await expect(nav.getByRole("link", { name: "About" })).toHaveAttribute("aria-current", "page");
    await nav.getByRole("link", { name: "Events" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Events" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Events" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "About" })).not.toHaveAttribute("aria-current", "page");
  });
});
