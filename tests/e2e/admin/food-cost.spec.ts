import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { expect, expectNoAxeViolations, PHONE_ONLY, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { showMenuCostsOf } from "./menu-costs-support";
import { seedCategory } from "./menu-order-support";

/** What an admin reads, in each language. */
const TEXT = {
  en: {
    editItem: "Edit Menu Item", editCategory: "Edit Category", recipe: "Recipe", save: "Save", vat: "VAT rate (%)", target: "Food cost target (%)",
    portionKind: "One serving is", batch: "One batch", anAmount: "An amount, in the recipe's yield", amountAny: "How many, or how much", amountInKg: "How much, in kg",
    over: "Food cost 44.0%, over the 30.0% target", share: "Food cost 48.0%",
    price: "Price (₺)", cancel: "Cancel", leaveTitle: "Leave without saving?", leave: "Leave", whatIf: "At this price: food cost 22.0%, target 30.0%",
    dishTarget: "Food cost target for this dish (%)", whatIfOwn: "At this price: food cost 22.0%, over the 20.0% target",
    menuCosts: "Menu Costs", category: "Category", show: "Show", exportCsv: "Export CSV", overBy: "44.0% 14.0 points over",
    roundingNote: "Each amount is worked out exactly and rounded to the kuruş once, on its own: a margin can differ by a kuruş from the net price less the cost as shown.",
    defaults: "VAT 10.0% and target 30.0% are defaults: edit the category to confirm them",
    csvSeparator: ",", csvCosts: ",10.00,9.09,4.00,44.0,30.0,5.09,Over target",
  },
  tr: {
    editItem: "Menü Öğesini Düzenle", editCategory: "Kategoriyi Düzenle", recipe: "Tarif", save: "Kaydet", vat: "KDV oranı (%)", target: "Gıda maliyeti hedefi (%)",
    portionKind: "Bir porsiyon", batch: "Bir parti", anAmount: "Tarifin biriminde bir miktar", amountAny: "Kaç adet ya da ne kadar", amountInKg: "Ne kadar (kg)",
    over: "Gıda maliyeti %44,0, %30,0 hedefinin üstünde", share: "Gıda maliyeti %48,0",
    price: "Fiyat (₺)", cancel: "İptal", leaveTitle: "Kaydetmeden çıkılsın mı?", leave: "Çık", whatIf: "Bu fiyatla: gıda maliyeti %22,0, hedef %30,0",
    dishTarget: "Bu yemeğin gıda maliyeti hedefi (%)", whatIfOwn: "Bu fiyatla: gıda maliyeti %22,0, %20,0 hedefinin üstünde",
    menuCosts: "Menü Maliyetleri", category: "Kategori", show: "Göster", exportCsv: "CSV Dışa Aktar", overBy: "%44,0 14,0 puan üstünde",
    roundingNote: "Her tutar tam olarak hesaplanır ve kendi başına bir kez kuruşa yuvarlanır: kâr, gösterilen KDV'siz fiyattan gösterilen maliyet çıkarılınca bulunandan bir kuruş farklı olabilir.",
    defaults: "KDV %10,0 ve hedef %30,0 varsayılan: onaylamak için kategoriyi düzenleyin",
    // A Turkish spreadsheet program's way: semicolons between fields, decimal commas.
    csvSeparator: ";", csvCosts: ";10,00;9,09;4,00;44,0;30,0;5,09;Hedefin üstünde",
  },
} as const;

/**
 * A potato at 20 ₺/kg and a recipe of 200 g of it (4 ₺) that makes 0.2 kg, made in the test server's database; the
 * category's second dish ('Tabak') is made from it already, at 50 ₺ (8.8 %, under target). The recipe's name.
 */
async function seedRecipe(tag: string, categoryId: string): Promise<string> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await write(db, null, async (w) => {
      const potato = await w.create("inventory_items", { name: `Patates ${tag}`, unit: "kg", price_kurus: 2_000, vendor: "Pazar", category: "food" });
      const recipe = await w.create("recipes", { name: `Fırın patates ${tag}`, category: "main", yield_quantity_milli: 200, yield_unit: "kg" });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: randomUUID(), recipe_id: recipe.id, position: 0, type: "inventory", inventory_item_id: potato.id, ingredient_recipe_id: null, quantity_milli: 200, unit: "kg", name: null })
        .execute();
      const plate = await w.trx.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", categoryId).where("name_tr", "like", "Tabak%").executeTakeFirstOrThrow();
      await w.update("menu_items", plate.id, plate.version, { recipe_id: recipe.id, price_kurus: 5_000 });
      return recipe.name;
    });
  } finally {
    await db.destroy();
  }
}

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`an admin links a dish to a recipe and sees its food cost over the default target, then confirms the category's rates (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    const category = await seedCategory(["Kase", "Tabak"]);
    const tag = category.id.slice("order-".length);
    const recipe = await seedRecipe(tag, category.id);
    const dishName = `Kase ${tag}`;
    await signInAs(page, "admin");

    // The dish sells at 10 ₺; 4 ₺ of potato with 10 % VAT is 44 % of its price net of VAT.
    await page.goto(`/admin/menu?q=${encodeURIComponent(dishName)}&lang=${language}`);
    await page.getByRole("link", { name: dishName, exact: true }).click();
    const dialog = page.getByRole("dialog", { name: text.editItem });
    // A serving's amount is asked for once there is a recipe and it is not one batch, by the
    // recipe's unit.
    const portionKind = dialog.getByLabel(text.portionKind, { exact: true });
    await portionKind.selectOption({ label: text.anAmount });
    await expect(dialog.getByLabel(text.amountAny, { exact: true })).toBeHidden();
    await dialog.getByLabel(text.recipe, { exact: true }).selectOption({ label: recipe });
    await expect(dialog.getByLabel(text.amountInKg, { exact: true })).toBeVisible();
    await portionKind.selectOption({ label: text.batch });
    await expect(dialog.getByLabel(text.amountInKg, { exact: true })).toBeHidden();
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog).toBeHidden();
    const row = page.getByRole("listitem").filter({ hasText: dishName });
    await expect(row).toContainText(text.over);
    // The category's rates are still the defaults, and the screen says so.
    const section = page.getByRole("region").filter({ has: page.getByRole("heading", { name: new RegExp(category.name) }) });
    await expect(section.getByText(text.defaults)).toBeVisible();
    await expectNoAxeViolations(page);

    // 'What if': at 20 ₺ the dish would be at 22 %, said under the price as it is typed, before any save.
    await page.getByRole("link", { name: dishName, exact: true }).click();
    const price = dialog.getByLabel(text.price);
    await price.fill("20");
    await expect(price).toHaveAccessibleDescription(text.whatIf);
    // A target of the dish's own, 20 %, stands over the category's.
    await dialog.getByLabel(text.dishTarget).fill("20");
    await expect(price).toHaveAccessibleDescription(text.whatIfOwn);
    // Nothing of it is saved: Cancel asks first, as the price and target were typed.
    await dialog.getByRole("link", { name: text.cancel }).click();
    await page.getByRole("alertdialog", { name: text.leaveTitle }).getByRole("button", { name: text.leave }).click();
    await expect(dialog).toBeHidden();

    // The report of the category's dishes, furthest over target first, and its CSV in the same order.
    await page.goto(`/admin/menu?lang=${language}`);
    await page.getByRole("link", { name: text.menuCosts }).click();
    const rows = await showMenuCostsOf(page, text, category.id);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText(dishName);
    await expect(rows.nth(1)).toContainText(text.overBy);
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText(`Tabak ${tag}`);
    // Why a margin can be a kuruş off the net price less the cost as shown.
    await expect(page.getByText(text.roundingNote)).toBeVisible();
    await expectNoAxeViolations(page);
    const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: text.exportCsv }).click()]);
    const csv = (await readFile((await download.path())!, "utf8")).replace("\uFEFF", "").trim().split("\r\n");
    expect(csv.slice(1).map((line) => line.split(text.csvSeparator).slice(0, 2))).toEqual([
      [dishName, dishName],
      [`Tabak ${tag}`, `Tabak ${tag}`],
    ]);
    expect(csv[1]!.slice(-text.csvCosts.length)).toBe(text.csvCosts);

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

test("on a phone, a long dish name wraps at the left of Menu Costs, and the figures that scroll past it can be read beside it", { tag: PHONE_ONLY }, async ({ page }) => {
  const category = await seedCategory(["Fırında Kaşarlı Mantarlı Sucuklu Özel Kumpir Tabağı"]);
  await signInAs(page, "admin");
  await page.goto("/admin/menu-costs?lang=tr");
  const dish = (await showMenuCostsOf(page, TEXT.tr, category.id)).nth(1);
  // The name kept its line whole and took the screen: the figures scrolled under it, out of sight.
  const lastFigure = dish.getByRole("cell").last();
  await lastFigure.scrollIntoViewIfNeeded();
  const nameBox = (await dish.getByRole("rowheader").boundingBox())!;
  expect((await lastFigure.boundingBox())!.x).toBeGreaterThanOrEqual(nameBox.x + nameBox.width - 1);
  // Wrapped between its words, not letter by letter down a narrow column: 'Kaşarlı' on a line.
  expect(nameBox.width).toBeGreaterThan(80);
});
