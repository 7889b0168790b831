import { randomBytes } from "node:crypto";
import { escapeRegExp, expect, expectNoAxeViolations, ON_PHONE, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { jpegFile } from "../../support/test-images";
import { goToMenuCategory, seedCategory } from "./menu-order-support";

const unique = () => randomBytes(3).toString("hex");

test.describe("Menu Management", () => {
  test("a row's '⋯' menu opens above the rows below it: a click on Edit edits the dish, and switches off no other", async ({ page }) => {
    const { name: category } = await seedCategory(["Köfte", "Patates", "Ayran"]);
    const tag = category.replace("Order ", "");
    await signInAs(page, "admin");
    await page.goto("/admin/menu?lang=en");
    const next = page.getByRole("switch", { name: `Active: Patates ${tag}` });
    await expect(next).toBeChecked();
    // With the mouse, where the menu lies over the next rows' switches and '⋯' buttons.
    await page.getByRole("button", { name: `Actions for Köfte ${tag}` }).click();
    await page.getByRole("menu").getByRole("menuitem", { name: "Edit" }).click();
    await expect(page.getByRole("dialog", { name: "Edit Menu Item" })).toBeVisible();
    await expect(page.getByRole("dialog").getByRole("textbox", { name: "English name*" })).toHaveValue(`Köfte ${tag}`);
    await page.keyboard.press("Escape");
    await expect(next).toBeChecked();
  });

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
    // The new category, at the end of the menu, is brought into view with the word that it was saved.
    const section = page.getByRole("region", { name: `Fırın ${tag} / Oven ${tag}` });
    await expect(page.getByRole("status").filter({ hasText: "Category saved" })).toHaveText(`Category saved: Oven ${tag}`);
    await expect(section).toBeInViewport();
    await section.getByRole("link", { name: "Add Menu Item" }).click();
    const itemDialog = page.getByRole("dialog", { name: "Add Menu Item" });
    await expect(itemDialog.getByLabel("Category*")).toHaveValue(`oven-${tag}`);
    await itemDialog.getByLabel("Turkish name*").fill(`Fırın Kumpir ${tag}`);
    await itemDialog.getByLabel("English name*").fill(`Oven Kumpir ${tag}`);
    await itemDialog.getByLabel("Price (₺)*").fill("12,50");
    await itemDialog.getByLabel("Description (English)").fill("Baked slowly");
    // Several screens long on a phone, the dialog scrolls under its title and ×, which stay in view.
    await itemDialog.getByRole("button", { name: "Save" }).scrollIntoViewIfNeeded();
    await expect(itemDialog.getByRole("button", { name: "Close" })).toBeInViewport({ ratio: 1 });
    await itemDialog.getByRole("button", { name: "Save" }).click();
    await expect(itemDialog).toBeHidden();
    const row = section.getByRole("listitem").filter({ hasText: `Oven Kumpir ${tag}` });
    await expect(row).toContainText("12.50 ₺");
    await expect(row.getByRole("switch", { name: `Active: Oven Kumpir ${tag}` })).toBeChecked();
    await expect(page.getByRole("status").filter({ hasText: "Saved" })).toHaveText(`Saved: Oven Kumpir ${tag}`);
    await expectNoAxeViolations(page);
    // Its box to choose it for a bulk action: at least 24 px each way, the least a target may be.
    const selectBox = (await row.getByRole("checkbox", { name: `Select Oven Kumpir ${tag}` }).boundingBox())!;
    expect(Math.min(selectBox.width, selectBox.height)).toBeGreaterThanOrEqual(24);

    const guest = await page.context().browser()!.newPage({ locale: "en-US" });
    await guest.goto("/menu?lang=en");
    await goToMenuCategory(guest, `Oven ${tag}`);
    await expect(guest.getByTestId("menu-item").filter({ hasText: `Oven Kumpir ${tag}` })).toContainText("12.50 ₺");

    await page.goto("/admin/menu?tab=categories&lang=tr");
    await expect(page.getByRole("link", { name: /^Kategoriler \(\d+\)/ })).toHaveAttribute("aria-current", "true");
    const categoryRow = page.getByRole("listitem").filter({ hasText: `Oven ${tag}` });
    await expect(categoryRow).toContainText("1 öğe");
    await expectNoAxeViolations(page);
    // Delete lives in the edit dialog, on a phone as on a desktop.
    await categoryRow.getByRole("link", { name: `Fırın ${tag}` }).click();
    await page.getByRole("dialog", { name: "Kategoriyi Düzenle" }).getByRole("button", { name: "Bu kategoriyi sil" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("Bu kategoriyi ve tüm menü öğelerini silmek istediğinizden emin misiniz?");
    await confirm.getByRole("button", { name: "Sil" }).click();
    await expect(categoryRow).toHaveCount(0);

    await guest.reload();
    await expect(guest.getByRole("link", { name: `Oven ${tag}`, exact: true })).toHaveCount(0);
    await guest.goto(`/menu/oven-kumpir-${tag}`);
    await expect(guest.getByRole("heading", { level: 1, name: "Item Not Found" })).toBeVisible();
    await guest.close();
  });

  const TEXT = {
    tr: {
      addCategory: "Kategori Ekle", nameTr: "Türkçe ad*", nameEn: "İngilizce ad*", save: "Kaydet", categorySaved: "Kategori kaydedildi", saved: "Kaydedildi.",
      search: "Yemek ara", found: "“kasar” için bulunan", active: "Aktif", actions: "için işlemler", edit: "Düzenle", delete: "Sil",
      editItem: "Menü Öğesini Düzenle", image: "Görsel", preview: "Yeni fotoğrafın önizlemesi", jump: "Kategoriye git",
    },
    en: {
      addCategory: "Add Category", nameTr: "Turkish name*", nameEn: "English name*", save: "Save", categorySaved: "Category saved", saved: "Saved.",
      search: "Search dishes", found: "Found for “kasar”", active: "Active", actions: "Actions for", edit: "Edit", delete: "Delete",
      editItem: "Edit Menu Item", image: "Image", preview: "Preview of the new photo", jump: "Jump to a category",
    },
  } as const;

  for (const language of ["tr", "en"] as const) {
    const text = TEXT[language];
    test(`finds a dish by 'kasar', brings a new category into view with its message, switches a dish off, and shows a chosen photo before saving (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      const { name } = await seedCategory(["Kaşarlı Tost", "Menemen"]);
      const tag = name.slice("Order ".length);
      await signInAs(page, "admin");
      await page.goto(`/admin/menu?lang=${language}`);

      await page.getByRole("link", { name: text.addCategory }).click();
      const categoryDialog = page.getByRole("dialog", { name: text.addCategory });
      await categoryDialog.getByLabel(text.nameTr).fill(`Tezgâh ${tag}`);
      await categoryDialog.getByLabel(text.nameEn).fill(`Counter ${tag}`);
      await categoryDialog.getByRole("button", { name: text.save }).click();
      await expect(categoryDialog).toBeHidden();
      await expect(page.getByRole("status").filter({ hasText: text.categorySaved })).toHaveText(`${text.categorySaved}: ${language === "tr" ? "Tezgâh" : "Counter"} ${tag}`);
      await expect(page.getByRole("region", { name: `Tezgâh ${tag} / Counter ${tag}` })).toBeInViewport();
      await expect(page).not.toHaveURL(/saved/);

      // Turkish letters folded: 'kasar' finds 'Kaşarlı', in the address for a reload or a shared link.
      await page.getByRole("searchbox", { name: text.search }).fill("kasar");
      await expect(page).toHaveURL(/q=kasar/);
      await expect(page.getByText(new RegExp(`^${text.found}: \\d+$`))).toBeVisible();
      const list = page.getByRole("list", { name: language === "tr" ? `Sıra ${tag} öğeleri` : `Items of Order ${tag}` });
      await expect(list.getByRole("listitem")).toHaveCount(1);
      await expect(list.getByRole("listitem")).toContainText(`Kaşarlı Tost ${tag}`);
      await expect(page.getByRole("navigation", { name: text.jump }).getByRole("link", { name: new RegExp(`^${language === "tr" ? "Sıra" : "Order"} ${tag} 1$`) })).toBeVisible();

      // The row's one switch: off, and still off after a reload.
      const active = page.getByRole("switch", { name: `${text.active}: Kaşarlı Tost ${tag}` });
      await expect(active).toBeChecked();
      await expect(active).toBeEnabled();
      await active.click();
      await expect(active).not.toBeChecked();
      // The switch shows the state asked for at once; the screen says when it is saved.
      await expect(page.getByRole("status").filter({ hasText: new RegExp(`^${escapeRegExp(text.saved)}$`) })).toBeVisible();
      await page.reload();
      await expect(active).not.toBeChecked();
      await expectNoAxeViolations(page);

      if (language === "en") {
        // The row's other actions, behind one menu, by keyboard: ↓ opens it on the first, Escape gives the focus back.
        const menuButton = page.getByRole("button", { name: `${text.actions} Kaşarlı Tost ${tag}` });
        await menuButton.focus();
        await page.keyboard.press("ArrowDown");
        const menu = page.getByRole("menu", { name: `${text.actions} Kaşarlı Tost ${tag}` });
        await expect(menu.getByRole("menuitem", { name: text.edit })).toBeFocused();
        await page.keyboard.press("ArrowDown");
        await expect(menu.getByRole("menuitem", { name: text.delete })).toBeFocused();
        await expectNoAxeViolations(page);
        await page.keyboard.press("Escape");
        await expect(menu).toBeHidden();
        await expect(menuButton).toBeFocused();
        await page.keyboard.press("Enter");
        await menu.getByRole("menuitem", { name: text.edit }).click();
      } else {
        // On a phone the row itself opens the edit dialog.
        await list.getByRole("link", { name: `Kaşarlı Tost ${tag}` }).click();
      }

      const dialog = page.getByRole("dialog", { name: text.editItem });
      await dialog.getByLabel(text.image, { exact: true }).setInputFiles({ name: "tost.jpg", mimeType: "image/jpeg", buffer: await jpegFile(400, 300) });
      const preview = dialog.getByRole("img", { name: text.preview });
      await expect(preview).toHaveAttribute("src", /^blob:/);
      expect(await preview.evaluate((image: HTMLImageElement) => image.decode().then(() => image.naturalWidth))).toBe(400);
      await expectNoAxeViolations(page);
    });
  }
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
    await goToMenuCategory(guest, language === "tr" ? `Sıra ${tag}` : `Order ${tag}`);
    const dish = guest.getByTestId("menu-item").filter({ hasText: language === "tr" ? `Bin Beşyüz ${tag}` : `Fifteen Hundred ${tag}` });
    await expect(dish).toContainText(text.shown);
    await guest.close();
  });
}
