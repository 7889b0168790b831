import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { DECLARATIONS } from "../../../app/lib/declarations";
import { allergenMessages } from "../../../app/ui/allergen-messages";
import { expect, expectNoAxeViolations, PHONE_ONLY, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";
import { createRecipe, RECIPE_FORM_TEXT } from "../staff/recipe-form";
import { goToMenuCategory, seedCategory } from "./menu-order-support";

/** What a person reads, in each language. The declarations' names come from the catalogue the screens use. */
const TEXT = {
  en: {
    itemName: "Item Name", unit: "Unit", price: "Price (₺)", vendor: "Vendor", create: "Create Item", update: "Update Item", saved: "Saved.",
    contains: "Contains", free: "Does not contain", yes: "Yes", no: "No", animal: "Animal-derived", meatOrFish: "Meat or fish",
    editItem: "Edit Menu Item", recipe: "Recipe", save: "Save", fromRecipe: "Milk — contains: ",
    reason: "Why an allergen the recipe declares is taken away", reasonRequired: "Say why the dish does not have what its recipe declares",
    notStated: "Not stated by hand",
    guestMilk: "Contains: Süt / Milk", incomplete: "Allergen information incomplete — please ask our staff", vegetarian: "Vegetarian",
    filter: "Allergens", apply: "Show the menu", milkChoice: "Süt / Milk", hidden: /^\d+ dish(es)? hidden: (it contains|they contain) or may contain Süt \/ Milk\. Show every dish$/,
  },
  tr: {
    itemName: "Ürün Adı", unit: "Birim", price: "Fiyat (₺)", vendor: "Tedarikçi", create: "Ürün Oluştur", update: "Ürünü Güncelle", saved: "Kaydedildi.",
    contains: "İçerir", free: "İçermez", yes: "Evet", no: "Hayır", animal: "Hayvansal kaynaklı", meatOrFish: "Et ya da balık",
    editItem: "Menü Öğesini Düzenle", recipe: "Tarif", save: "Kaydet", fromRecipe: "Süt — içerir: ",
    reason: "Tarifin bildirdiği bir alerjenin neden kaldırıldığı", reasonRequired: "Yemeğin, tarifinin bildirdiğini neden içermediğini yazın",
    notStated: "Elle belirtilmedi",
    guestMilk: "İçerir: Süt", incomplete: "Alerjen bilgisi eksik — lütfen personelimize sorun", vegetarian: "Vejetaryen",
    filter: "Alerjenler", apply: "Menüyü göster", milkChoice: "Süt", hidden: /^\d+ ürün gizlendi: Süt içeriyor ya da içerebilir\. Tüm ürünleri göster$/,
  },
} as const;

type Language = keyof typeof TEXT;
type Text = (typeof TEXT)[Language];

/**
 * The guest menu's 'Allergens' disclosure, which opens the choices: by its element, as a dish or a
 * category other tests make may carry the same word.
 */
const filterSummary = (page: Page, text: Text) => page.locator("details.allergen-filter > summary").filter({ hasText: new RegExp(`^${text.filter}( \\d+)?$`) });

/** A declaration's label on the forms, in the page's language. */
const label = (language: Language, key: (typeof DECLARATIONS)[number]) => allergenMessages[language][`allergens.${key}`];

/** Every declaration 'Does not contain' but those given, and both diet facts: a product whose label was read. */
async function declare(page: Page, text: Text, language: Language, contains: readonly string[], facts: { animal: string; meatOrFish: string }) {
  for (const key of DECLARATIONS) {
    await page.getByLabel(label(language, key), { exact: true }).selectOption({ label: contains.includes(key) ? text.contains : text.free });
  }
  await page.getByLabel(text.animal, { exact: true }).selectOption({ label: facts.animal });
  await page.getByLabel(text.meatOrFish, { exact: true }).selectOption({ label: facts.meatOrFish });
}

async function menuItemId(name: string): Promise<string> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return (await db.selectFrom("menu_items").select("id").where("name_en", "=", name).executeTakeFirstOrThrow()).id;
  } finally {
    await db.destroy();
  }
}

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`milk declared on butter reaches a dish made from a sauce made with it, on the menu, until the butter says otherwise (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page, browser, allowConsoleErrors }) => {
    // The refused save without a reason is an answer the browser reports as 400.
    allowConsoleErrors(/status of 400/);
    const tag = randomBytes(3).toString("hex");
    await signInAs(page, "admin");

    // The butter: milk, and nothing else; animal-derived, no meat or fish.
    await page.goto(`/inventory-manager?new&lang=${language}`);
    await page.getByLabel(text.itemName).fill(`Tereyağı ${tag}`);
    await page.getByLabel(text.unit).selectOption("kg");
    await page.getByLabel(text.price).fill("300");
    await page.getByLabel(text.vendor).fill("Metro");
    await declare(page, text, language, ["milk"], { animal: text.yes, meatOrFish: text.no });
    await page.getByRole("button", { name: text.create }).click();
    await expect(page.getByRole("button", { name: text.update })).toBeVisible();
    const butterAddress = page.url();

    // A sauce made with the butter, and a dish made from the sauce, on the recipes screen.
    const recipes = RECIPE_FORM_TEXT[language];
    await page.goto(`/recipe-manager?lang=${language}`);
    await createRecipe(page, recipes, { name: `Sos ${tag}`, category: recipes.sauce, ingredients: [{ name: `Tereyağı ${tag}`, startsIn: "kg", quantity: "50", unitOfUse: "g" }] });
    await createRecipe(page, recipes, { name: `Patates tabağı ${tag}`, category: recipes.main, ingredients: [{ name: `Sos ${tag}`, startsIn: "piece", quantity: "1" }] });

    // The menu item is linked to the dish's recipe in Menu Management, which shows what it declares.
    const category = await seedCategory(["Kase"]);
    const dishName = `Kase ${category.id.slice("order-".length)}`;
    await page.goto(`/admin/menu?item=${await menuItemId(dishName)}&lang=${language}`);
    const dialog = page.getByRole("dialog", { name: text.editItem });
    await dialog.getByLabel(text.recipe, { exact: true }).selectOption({ label: `Patates tabağı ${tag}` });
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog).toBeHidden();
    await page.goto(`/admin/menu?item=${await menuItemId(dishName)}&lang=${language}`);
    await expect(dialog.getByText(text.fromRecipe)).toContainText(`Sos ${tag} → Tereyağı ${tag}`);
    await expectNoAxeViolations(page);

    // Taking the milk away by hand needs a reason; none given, nothing is saved.
    await dialog.getByLabel(label(language, "milk"), { exact: true }).selectOption({ label: text.free });
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog.getByLabel(text.reason)).toHaveAccessibleDescription(new RegExp(text.reasonRequired));
    await dialog.getByLabel(label(language, "milk"), { exact: true }).selectOption({ label: text.notStated });
    await dialog.getByRole("button", { name: text.save }).click();
    await expect(dialog).toBeHidden();

    // A guest, on a phone of their own, sees the milk on the row and on the dish's page, Turkish
    // first; the dish is vegetarian, and fully known. Their browser keeps the menu for offline.
    const guest = await browser.newPage({ baseURL: test.info().project.use.baseURL, locale: language === "tr" ? "tr-TR" : "en-US", serviceWorkers: "allow" });
    const categoryName = language === "tr" ? `Sıra ${category.id.slice("order-".length)}` : category.name;
    await guest.goto(`/menu?lang=${language}`);
    await goToMenuCategory(guest, categoryName);
    const row = guest.getByTestId("menu-item").filter({ hasText: dishName });
    await expect(row).toContainText(text.guestMilk);
    // As drawn, not only as written: beside its sign, the name kept the space before its slash ('Süt/ Milk').
    expect(await row.locator(".allergen-name").first().innerText()).toBe(text.milkChoice);
    await expect(row).toContainText(text.vegetarian);
    await expect(row).not.toContainText(text.incomplete);
    // The Turkish name is marked as Turkish where the page is English, so a screen reader says it so.
    await expect(row.locator('[lang="tr"]').filter({ hasText: /^Süt$/ })).toHaveCount(language === "en" ? 1 : 0);

    // 'Without: milk' hides it and says so, in the address, and after a reload without a connection.
    await guest.evaluate(() => navigator.serviceWorker.ready);
    await filterSummary(guest, text).click();
    await guest.getByRole("checkbox", { name: text.milkChoice, exact: true }).check();
    await expect(guest).toHaveURL(/without=milk/);
    await expect(row).toHaveCount(0);
    await expect(guest.getByRole("status").filter({ hasText: text.milkChoice })).toHaveText(text.hidden);
    await expectNoAxeViolations(guest);
    // Its button folds the choices away, and the focus goes to what opens them again.
    await guest.getByRole("button", { name: text.apply }).click();
    await expect(guest.getByRole("checkbox", { name: text.milkChoice, exact: true })).toBeHidden();
    await expect(filterSummary(guest, text)).toBeFocused();
    // The worker keeps the filtered menu's address as the guest ticks; offline, a reload opens it.
    await expect.poll(() => guest.evaluate(async () => (await caches.match(window.location.href)) !== undefined), { timeout: 15_000 }).toBe(true);
    await guest.context().setOffline(true);
    await guest.reload();
    await filterSummary(guest, text).click();
    await expect(guest.getByRole("checkbox", { name: text.milkChoice, exact: true })).toBeChecked();
    await expect(guest.getByRole("status").filter({ hasText: text.milkChoice })).toHaveText(text.hidden);
    await expect(row).toHaveCount(0);
    await guest.context().setOffline(false);
    await guest.goto(`/menu?lang=${language}`);
    await goToMenuCategory(guest, categoryName);
    await row.click();
    await expect(guest.getByRole("article").getByText(text.guestMilk)).toBeVisible();
    await expectNoAxeViolations(guest);

    // The butter says 'does not contain' now: the next request of the menu shows it.
    await page.goto(butterAddress);
    await page.getByLabel(label(language, "milk"), { exact: true }).selectOption({ label: text.free });
    await page.getByRole("button", { name: text.update }).click();
    await expect(page.getByRole("status").filter({ hasText: text.saved })).toBeVisible();
    await guest.goto(`/menu?lang=${language}`);
    await goToMenuCategory(guest, categoryName);
    await expect(row).toContainText(text.vegetarian);
    await expect(row).not.toContainText(text.guestMilk);
    await guest.close();
  });
}

test("on a phone, a dish that contains every allergen wraps their names on its row and its page, and neither scrolls sideways", { tag: PHONE_ONLY }, async ({ page }) => {
  const category = await seedCategory(["Her Şeyli Tabak"]);
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    const every = Object.fromEntries(DECLARATIONS.map((key) => [`allergen_${key}`, "contains" as const]));
    await db.updateTable("menu_items").set(every).where("category_id", "=", category.id).execute();
  } finally {
    await db.destroy();
  }
  const sideways = () => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  await page.goto("/menu?lang=tr");
  await goToMenuCategory(page, category.name.replace("Order", "Sıra"));
  const row = page.getByTestId("menu-item").filter({ hasText: "Her Şeyli Tabak" });
  await expect(row).toContainText(label("tr", DECLARATIONS.at(-1)!));
  // The names were one unbreakable line, the separators inside each: 1,795 px wide on a dish's page.
  expect(await sideways()).toBe(0);
  await row.click();
  await expect(page.getByRole("heading", { level: 1, name: /Her Şeyli Tabak/ })).toBeVisible();
  expect(await sideways()).toBe(0);
});

test("a dish whose recipe comes to declare milk after 'does not contain' was stated by hand: guests are told the recipe's, and the form says why and asks for the reason again", async ({ page }) => {
  const tag = randomBytes(3).toString("hex");
  const category = await seedCategory([`Zeytinyağlı ${tag}`]);
  let dishId = "";
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    // Stated by hand while the recipe agreed (olive oil, no milk): no reason was needed.
    const oil = await write(db, null, async (w) => {
      const item = await w.create("inventory_items", { name: `Zeytinyağı ${tag}`, unit: "l", price_kurus: 40_000, vendor: "Metro", category: "food", allergen_milk: "free" });
      await w.create("recipes", { id: `oily-${tag}`, name: `Yağlı sos ${tag}`, category: "sauce", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: `oily-${tag}-1`, recipe_id: `oily-${tag}`, position: 0, type: "inventory", inventory_item_id: item.id, ingredient_recipe_id: null, quantity_milli: 50, unit: "l", name: null })
        .execute();
      const dish = await w.trx.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", category.id).executeTakeFirstOrThrow();
      await w.update("menu_items", dish.id, dish.version, { recipe_id: `oily-${tag}`, portion_kind: "batch", allergen_milk: "free", allergen_reason: "An older reason" });
      dishId = dish.id;
      return item;
    });
    // The oil turns out to hold milk.
    await write(db, null, (w) => w.update("inventory_items", oil.id, oil.version, { allergen_milk: "contains" }));
  } finally {
    await db.destroy();
  }

  await page.goto("/menu?lang=en");
  await goToMenuCategory(page, category.name);
  await expect(page.getByTestId("menu-item").filter({ hasText: `Zeytinyağlı ${tag}` })).toContainText(TEXT.en.guestMilk);

  await signInAs(page, "admin");
  await page.goto(`/admin/menu?item=${dishId}&lang=en`);
  const dialog = page.getByRole("dialog", { name: TEXT.en.editItem });
  await expect(dialog.getByText("Its recipe now declares more than this dish states by hand: Milk. Guests are told what the recipe declares.")).toBeVisible();
  await expect(dialog.getByLabel(TEXT.en.reason)).toHaveValue("");
  await expectNoAxeViolations(page);
});
