import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, ON_PHONE, test } from "../fixtures";
import { signInAs } from "../sign-in";

const unique = () => randomBytes(3).toString("hex");

test.describe("Menu Management", () => {
  test("an admin adds a category and an item to it, and guests see both on /menu; deleting the category takes its items", ON_PHONE, async ({ page }) => {
    const tag = unique();
    await signInAs(page, "admin");
    await page.getByRole("navigation", { name: "Dashboard sections" }).getByRole("link", { name: "Menu Management" }).click();
    await expect(page).toHaveURL(/\/admin\/menu$/);
    await expect(page.getByRole("link", { name: /^Menu Items \(\d+\)/ })).toHaveAttribute("aria-current", "true");

    await page.getByRole("link", { name: "Add Category" }).click();
    const categoryDialog = page.getByRole("dialog", { name: "Add Category" });
    await categoryDialog.getByRole("button", { name: "Save" }).click();
    await expect(categoryDialog.getByText("Turkish name is required")).toBeVisible();
    await categoryDialog.getByLabel("Turkish name*").fill(`Fırın ${tag}`);
    await categoryDialog.getByLabel("English name*").fill(`Oven ${tag}`);
    await categoryDialog.getByRole("button", { name: "Save" }).click();
    await expect(categoryDialog).toBeHidden();

    const section = page.getByRole("region", { name: `Fırın ${tag} / Oven ${tag}` });
    await section.getByRole("link", { name: "Add Menu Item" }).click();
    const itemDialog = page.getByRole("dialog", { name: "Add Menu Item" });
    await expect(itemDialog.getByLabel("Category*")).toHaveValue(`oven-${tag}`);
    await itemDialog.getByLabel("Turkish name*").fill(`Fırın Kumpir ${tag}`);
    await itemDialog.getByLabel("English name*").fill(`Oven Kumpir ${tag}`);
    await itemDialog.getByLabel("Price (₺)*").fill("12,50");
    await itemDialog.getByLabel("Description (English)").fill("Baked slowly");
    await itemDialog.getByRole("button", { name: "Save" }).click();
    await expect(itemDialog).toBeHidden();
    const row = section.getByRole("listitem").filter({ hasText: `Oven Kumpir ${tag}` });
    await expect(row).toContainText("12.50 ₺");
    await expect(row).toContainText("Active");
    await expectNoAxeViolations(page);

    const guest = await page.context().browser()!.newPage({ locale: "en-US" });
    await guest.goto("/menu?lang=en");
    await guest.getByRole("button", { name: `Oven ${tag}` }).click();
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Oven Kumpir ${tag}` })).toContainText("12.50 ₺");

    await page.goto("/admin/menu?tab=categories&lang=tr");
    await expect(page.getByRole("link", { name: /^Kategoriler \(\d+\)/ })).toHaveAttribute("aria-current", "true");
    const categoryRow = page.getByRole("listitem").filter({ hasText: `Oven ${tag}` });
    await expect(categoryRow).toContainText("1 öğe");
    await expectNoAxeViolations(page);
    await categoryRow.getByRole("button", { name: "Sil" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Bu kategoriyi ve tüm menü öğelerini silmek istediğinizden emin misiniz?");
    await confirm.getByRole("button", { name: "Sil" }).click();
    await expect(categoryRow).toHaveCount(0);

    await guest.reload();
    await expect(guest.getByRole("button", { name: `Oven ${tag}` })).toHaveCount(0);
    await guest.goto(`/menu/oven-kumpir-${tag}`);
    await expect(guest.getByRole("heading", { level: 1, name: "Item Not Found" })).toBeVisible();
    await guest.close();
  });
});
