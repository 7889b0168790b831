import { randomUUID } from "node:crypto";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { seedCategory } from "./menu-order-support";

/** What an admin reads, in each language. */
const TEXT = {
  en: {
    editItem: "Edit Menu Item", editCategory: "Edit Category", recipe: "Recipe", save: "Save", vat: "VAT rate (%)", target: "Food cost target (%)",
    over: "Food cost 44.0%, over the 30.0% target", share: "Food cost 48.0%",
    defaults: "VAT 10.0% and target 30.0% are defaults: edit the category to confirm them",
  },
  tr: {
    editItem: "Menü Öğesini Düzenle", editCategory: "Kategoriyi Düzenle", recipe: "Tarif", save: "Kaydet", vat: "KDV oranı (%)", target: "Gıda maliyeti hedefi (%)",
    over: "Gıda maliyeti %44,0, %30,0 hedefinin üstünde", share: "Gıda maliyeti %48,0",
    defaults: "KDV %10,0 ve hedef %30,0 varsayılan: onaylamak için kategoriyi düzenleyin",
  },
} as const;

/** A potato at 20 ₺/kg and a recipe of 200 g of it (4 ₺), made in the test server's database; the recipe's name. */
async function seedRecipe(tag: string): Promise<string> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await write(db, null, async (w) => {
      const potato = await w.create("inventory_items", { name: `Patates ${tag}`, unit: "kg", price_kurus: 2_000, vendor: "Pazar", category: "food" });
      const recipe = await w.create("recipes", { name: `Fırın patates ${tag}`, category: "main", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: randomUUID(), recipe_id: recipe.id, position: 0, type: "inventory", inventory_item_id: potato.id, ingredient_recipe_id: null, quantity_milli: 200, unit: "kg", name: null })
        .execute();
      return recipe.name;
    });
  } finally {
    await db.destroy();
  }
}

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`an admin links a dish to a recipe and sees its food cost over the default target, then confirms the category's rates (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    const category = await seedCategory(["Kase"]);
    const tag = category.id.slice("order-".length);
    const recipe = await seedRecipe(tag);
    const dishName = `Kase ${tag}`;
    await signInAs(page, "admin");

    // The dish sells at 10 ₺; 4 ₺ of potato with 10 % VAT is 44 % of its price net of VAT.
    await page.goto(`/admin/menu?q=${encodeURIComponent(dishName)}&lang=${language}`);
    await page.getByRole("link", { name: dishName, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: text.editItem });
    await dialog.getByLabel(text.recipe, { exact: true }).selectOption({ label: recipe });
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("listitem").filter({ hasText: dishName });
    await expect(row).toContainText(text.over);
    // The category's rates are still the defaults, and the screen says so.
    const section = page.getByRole("region").filter({ has: page.getByRole("heading", { name: new RegExp(category.name) }) });
    await expect(section.getByText(text.defaults)).toBeVisible();
    await expectNoAxeViolations(page);

    // The admin confirms the category at 20 % VAT and a 50 % target: 4 × 1.2 ÷ 10 is 48 %, under it.
    await page.goto(`/admin/menu?tab=categories&category=${category.id}&lang=${language}`);
    const form = page.getByRole("dialog", { name: text.editCategory });
    await expect(form.getByLabel(text.vat)).toHaveValue("10");
    await expect(form.getByLabel(text.target)).toHaveValue("30");
    await form.getByLabel(text.vat).fill("20");
    await form.getByLabel(text.target).fill("50");
    await form.getByRole("button", { name: text.save }).click();
    await expect(form).toBeHidden();
    await page.goto(`/admin/menu?q=${encodeURIComponent(dishName)}&lang=${language}`);
    await expect(row).toContainText(text.share);
    await expect(row).not.toContainText(text.over);
    await expect(page.getByText(text.defaults)).toHaveCount(0);
  });
}
