import type { Page } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { expect, ON_PHONE, test } from "../fixtures";
import { signInAs } from "../sign-in";
import { adminOrder, goToMenuCategory, seedCategory } from "./menu-order-support";

test.describe("bulk actions and translations", () => {
  test.use({ locale: "en-US" });

  test("two selected items deactivated at once leave /menu; 'Select all' selects a category; none selected, no action", ON_PHONE, async ({ page }) => {
    const { name, id } = await seedCategory(["Juliet", "Kilo", "Lima"]);
    const tag = id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto("/admin/menu");
    const bulk = page.getByRole("form", { name: "Selected items" });
    // None selected, no action: the bulk bar comes only with a selection.
    await expect(page.getByRole("checkbox", { name: `Select Juliet ${tag}` })).toBeEnabled();
    await expect(bulk).toHaveCount(0);

    await page.getByRole("checkbox", { name: `Select Juliet ${tag}` }).check();
    await expect(bulk).toBeVisible();
    await page.getByRole("checkbox", { name: `Select Lima ${tag}` }).check();
    await expect(bulk.getByRole("status")).toHaveText("2 selected");
    await bulk.getByRole("button", { name: "Deactivate selected" }).click();
    // The bar goes with the selection; the focus goes to the first row it acted on, not to the page.
    await expect(bulk).toHaveCount(0);
    await expect(page.getByRole("checkbox", { name: `Select Juliet ${tag}` })).toBeFocused();
    const active = (item: string) => page.getByRole("switch", { name: `Active: ${item} ${tag}` });
    await expect(active("Juliet")).not.toBeChecked();
    await expect(active("Lima")).not.toBeChecked();
    await expect(active("Kilo")).toBeChecked();

    const guest = await page.context().browser()!.newPage({ locale: "en-US" });
    await guest.goto("/menu?lang=en");
    await goToMenuCategory(guest, name);
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Kilo ${tag}` })).toBeVisible();
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Juliet ${tag}` })).toHaveCount(0);
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Lima ${tag}` })).toHaveCount(0);
    await guest.close();

    await page.getByRole("checkbox", { name: `Select all in ${name}` }).check();
    await expect(bulk.getByRole("status")).toHaveText("3 selected");
    await bulk.getByRole("button", { name: "Activate selected", exact: true }).click();
    for (const item of ["Juliet", "Kilo", "Lima"]) await expect(active(item)).toBeChecked();
    await expect(adminOrder(page, name)).toHaveCount(3);

    // Deleted after the question: the focus stays in the category, where the rows were.
    await page.getByRole("checkbox", { name: `Select Juliet ${tag}` }).check();
    await page.getByRole("checkbox", { name: `Select Kilo ${tag}` }).check();
    await bulk.getByRole("button", { name: "Delete selected" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete", exact: true }).click();
    await expect(adminOrder(page, name)).toHaveCount(1);
    await expect(page.locator(`#category-${id} :focus`)).toHaveCount(1);
  });

  test("the translation filter lists an item missing its English name, which guests still see in Turkish", async ({ page }) => {
    const { name, id } = await seedCategory(["Mike", "November"]);
    const tag = id.slice("order-".length);
    const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
    try {
      await db.updateTable("menu_items").set({ name_en: "", name_tr: `Mayk ${tag}` }).where("name_en", "=", `Mike ${tag}`).execute();
    } finally {
      await db.destroy();
    }
    await signInAs(page, "admin");
    await page.goto("/admin/menu");
    await page.getByRole("navigation", { name: "Translations" }).getByRole("link", { name: /^Missing or outdated translations/ }).click();
    await expect(page).toHaveURL(/missing=1/);
    const list = page.getByRole("list", { name: `Items of ${name}` });
    await expect(list.getByRole("listitem")).toHaveCount(1);
    await expect(list.getByRole("listitem")).toContainText(`Mayk ${tag}`);
    await expect(list.getByRole("listitem")).toContainText("English missing");

    const guest = await page.context().browser()!.newPage({ locale: "en-US" });
    await guest.goto("/menu?lang=en");
    await goToMenuCategory(guest, name);
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Mayk ${tag}` })).toBeVisible();
    await guest.close();
  });

  /** A category whose Turkish name an admin changed alone: its English one may now be wrong. Signed in, on its tab. */
  async function categoryWithEnglishToReview(page: Page, item: string) {
    const { name, id } = await seedCategory([item]);
    const tag = id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto(`/admin/menu?tab=categories&q=${tag}`);
    await page.getByRole("link", { name: `Sıra ${tag}`, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: "Edit Category" });
    await dialog.getByLabel("Turkish name*").fill(`Sıra ${tag} Yeni`);
    await dialog.getByRole("button", { name: "Save", exact: true }).click();
    await expect(dialog).toBeHidden();
    return { name, tag, dialog };
  }

  test("the translation filter on the Categories tab lists a category whose English name needs review", async ({ page }) => {
    const { name, tag } = await categoryWithEnglishToReview(page, "Oscar");
    await page.getByRole("navigation", { name: "Translations" }).getByRole("link", { name: /^Missing or outdated translations/ }).click();
    await expect(page).toHaveURL(/missing=1/);
    const row = page.locator(".menu-admin-category-row").filter({ hasText: `Sıra ${tag} Yeni` });
    await expect(row.getByText("English needs review")).toBeVisible();
    await row.getByRole("button", { name: `The translation of ${name} is still correct` }).click();
    await expect(row).toHaveCount(0);
  });

  test("'Still correct' in the edit modal saves what was typed in the form with it", async ({ page }) => {
    const { tag, dialog } = await categoryWithEnglishToReview(page, "Papa");
    // Opened again: the English name needs review; a new food cost target is typed, then 'Still correct'.
    await page.getByRole("link", { name: `Sıra ${tag} Yeni`, exact: true }).click();
    await expect(dialog.getByTestId("outdated-notice")).toBeVisible();
    await dialog.getByLabel(/^Food cost target/).fill("27");
    await dialog.getByTestId("outdated-notice").getByRole("button", { name: "Still correct" }).click();
    await expect(dialog).toBeHidden();
    await page.getByRole("link", { name: `Sıra ${tag} Yeni`, exact: true }).click();
    await expect(dialog.getByLabel(/^Food cost target/)).toHaveValue("27");
    await expect(dialog.getByTestId("outdated-notice")).toHaveCount(0);
  });
});
