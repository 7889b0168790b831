import { expect, type Locator, type Page } from "@playwright/test";

/**
 * On 'Menu costs' (already open), the report of one category chosen as an admin chooses it: its
 * select and 'Show'. Returns the table's rows, the heading row first. The report lists every dish on
 * the menu, other tests' too: a test reads its own category's.
 */
export async function showMenuCostsOf(page: Page, text: { menuCosts: string; category: string; show: string }, categoryId: string): Promise<Locator> {
  await expect(page.getByRole("heading", { level: 2, name: text.menuCosts })).toBeVisible();
  const choice = page.getByRole("combobox", { name: text.category });
  await choice.selectOption({ value: categoryId });
  const categoryName = await choice.locator("option:checked").textContent();
  await page.getByRole("button", { name: text.show }).click();
  await expect(page).toHaveURL(new RegExp(`category=${categoryId}`));
  // The address changes before the table is drawn anew (the router draws its new state as a
  // transition): wait, as a person would, for the rows of the category alone.
  const categoryCells = page.getByRole("table").locator("tbody tr > td:first-of-type");
  await expect.poll(async () => [...new Set(await categoryCells.allTextContents())]).toEqual([categoryName]);
  return page.getByRole("table").getByRole("row");
}
