import { expect, type Locator, type Page } from "@playwright/test";

/**
 * On 'Menu costs' (already open), the report of one category chosen as an admin chooses it: its
 * select and 'Show'. Returns the table's rows, the heading row first. The report lists every dish on
 * the menu, other tests' too: a test reads its own category's.
 */
export async function showMenuCostsOf(page: Page, text: { menuCosts: string; category: string; show: string }, categoryId: string): Promise<Locator> {
  await expect(page.getByRole("heading", { level: 2, name: text.menuCosts })).toBeVisible();
  await page.getByRole("combobox", { name: text.category }).selectOption({ value: categoryId });
  await page.getByRole("button", { name: text.show }).click();
  await expect(page).toHaveURL(new RegExp(`category=${categoryId}`));
  return page.getByRole("table").getByRole("row");
}
