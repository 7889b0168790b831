import { randomBytes } from "node:crypto";
import { expect, expectNoAxeViolations, ON_PHONE, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { seedCategory } from "./menu-order-support";

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

/** A price as a person of each language types it, and what the menu prints for it. */
const PRICES = {
  tr: { addItem: "Menü Öğesi Ekle", nameTr: "Türkçe ad*", nameEn: "İngilizce ad*", price: "Fiyat (₺)*", save: "Kaydet", placeholder: "0,00", ambiguous: "1,500", typed: "1.500", shown: "1.500 ₺", refusal: "Bu tutar iki türlü okunabilir; ör. 1.500 ya da 1500,50 yazın." },
  en: { addItem: "Add Menu Item", nameTr: "Turkish name*", nameEn: "English name*", price: "Price (₺)*", save: "Save", placeholder: "0.00", ambiguous: "1.500", typed: "1,500", shown: "1,500 ₺", refusal: "This amount can be read two ways; write e.g. 1,500 or 1500.50." },
} as const;

for (const language of ["tr", "en"] as const) {
  const text = PRICES[language];
  test(`an owner types a price as people of the language write it, and /menu prints it so (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    // A category of this test's own: other tests read the seeded menu.
    const { id } = await seedCategory([]);
    const tag = id.slice("order-".length);
    await signInAs(page, "admin");
    await page.goto(`/admin/menu?lang=${language}`);
    await page.getByRole("region", { name: `Sıra ${tag} / Order ${tag}` }).getByRole("link", { name: text.addItem }).click();
    const dialog = page.getByRole("dialog", { name: text.addItem });
    await dialog.getByLabel(text.nameTr).fill(`Bin Beşyüz ${tag}`);
    await dialog.getByLabel(text.nameEn).fill(`Fifteen Hundred ${tag}`);
    const price = dialog.getByLabel(text.price);
    await expect(price).toHaveAttribute("placeholder", text.placeholder);
    // Thousands written the other language's way: 1500, or a price with three decimals? Asked, not guessed.
    await price.fill(text.ambiguous);
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(price).toHaveAccessibleDescription(text.refusal);
    await expectNoAxeViolations(page);
    await price.fill(text.typed);
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog).toBeHidden();

    const guest = await page.context().newPage();
    await guest.goto(`/menu?lang=${language}`);
    await guest.getByRole("button", { name: language === "tr" ? `Sıra ${tag}` : `Order ${tag}` }).click();
    const dish = guest.getByTestId("menu-item").filter({ hasText: language === "tr" ? `Bin Beşyüz ${tag}` : `Fifteen Hundred ${tag}` });
    await expect(dish).toContainText(text.shown);
    await guest.close();
  });
}
