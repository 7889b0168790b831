import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { expect, expectNoAxeViolations, turkishOnPhoneEnglishOnDesktop, test } from "../fixtures";
import { signInAs } from "../sign-in";

/** What a person reads on the screen, in each language: the brief's English, and its Turkish. */
const TEXT = {
  en: {
    title: "Inventory Management",
    allergensNav: "Allergens and diet",
    notDeclared: "Allergens incomplete",
    milk: "Milk",
    contains: "Contains",
    containsMilk: "Contains: Milk",
    add: "Add New Item",
    name: "Item Name",
    unit: "Unit",
    price: "Price (₺)",
    vendor: "Vendor",
    category: "Category",
    create: "Create Item",
    update: "Update Item",
    delete: "Delete",
    cancel: "Cancel",
    saved: "Saved.",
    nameAndVendorTaken: "An item with this name and vendor exists already.",
    deleted: "Deleted.",
    usedInOne: (recipe: string) => `Used in 1 recipe: ${recipe}. Delete it anyway? That recipe will show it as missing.`,
    milkKeptFrom: (item: string) => `Milk — contains: ${item}`,
    search: "Search inventory",
    all: "All Items",
    beverage: "Beverage",
    food: "Food",
    noMatches: "No items match your filters",
    confirm: "Are you sure you want to delete this inventory item?",
    back: "← Back",
    select: "Select an item to view details",
    required: {
      name: "Name is required",
      unit: "Unit is required",
      price: "Price is required",
      vendor: "Vendor is required",
    },
    negative: "Price must be a non-negative number, e.g. 1,500 or 1500.50",
    tooLong: "This is too long (at most 120 characters).",
    stale: "This was changed by someone else meanwhile.",
    savedMeanwhile: "This was saved elsewhere while you were typing. What you typed is still here, but it cannot be saved over the newer version.",
    showNewer: "Discard my typing and show the newer version",
    price1250: "12.50 ₺",
    price1375: "13.75 ₺",
  },
  tr: {
    title: "Envanter Yönetimi",
    allergensNav: "Alerjenler ve beslenme",
    notDeclared: "Alerjen bilgisi eksik",
    milk: "Süt",
    contains: "İçerir",
    containsMilk: "İçerir: Süt",
    add: "Yeni Ürün Ekle",
    name: "Ürün Adı",
    unit: "Birim",
    price: "Fiyat (₺)",
    vendor: "Tedarikçi",
    category: "Kategori",
    create: "Ürün Oluştur",
    update: "Ürünü Güncelle",
    delete: "Sil",
    cancel: "İptal",
    saved: "Kaydedildi.",
    nameAndVendorTaken: "Bu ad ve tedarikçiyle bir ürün zaten var.",
    deleted: "Silindi.",
    usedInOne: (recipe: string) => `1 tarifte kullanılıyor: ${recipe}. Yine de silinsin mi? O tarifte eksik görünecek.`,
    milkKeptFrom: (item: string) => `Süt — içerir: ${item}`,
    search: "Envanterde ara",
    all: "Tüm Ürünler",
    beverage: "İçecek",
    food: "Gıda",
    noMatches: "Filtrelerinize uyan ürün yok",
    confirm: "Bu envanter ürününü silmek istediğinizden emin misiniz?",
    back: "← Geri",
    select: "Ayrıntıları görmek için bir öğe seçin",
    required: {
      name: "Ad zorunludur",
      unit: "Birim zorunludur",
      price: "Fiyat zorunludur",
      vendor: "Tedarikçi zorunludur",
    },
    negative: "Fiyat negatif olmayan bir sayı olmalıdır, ör. 1.500 ya da 1500,50",
    tooLong: "Bu çok uzun (en fazla 120 karakter).",
    stale: "Bu, bu arada başka biri tarafından değiştirildi.",
    price1250: "12,50 ₺",
    price1375: "13,75 ₺",
  },
} as const;

type Text = (typeof TEXT)[keyof typeof TEXT];

function field(page: Page, label: string) {
  return page.getByLabel(label, { exact: false }).first();
}

async function createItem(page: Page, text: Text, item: { name: string; unit: string; price: string; vendor: string; category: string }) {
  await page.getByRole("link", { name: text.add }).click();
  await field(page, text.name).fill(item.name);
  await field(page, text.unit).selectOption(item.unit);
  await field(page, text.price).fill(item.price);
  await field(page, text.vendor).fill(item.vendor);
  await field(page, text.category).selectOption(item.category);
  await page.getByRole("button", { name: text.create }).click();
  await expect(page.getByRole("heading", { level: 2, name: item.name })).toBeVisible();
}

const onPhone = () => test.info().project.name === "phone";

/** The status message every write ends with: one polite live region, on the page before its words. */
function statusMessage(page: Page) {
  return page.locator('[role="status"][aria-live="polite"].status-message-text');
}

/** An inventory item that contains milk and a recipe that uses it, made in the test server's database. */
async function seedItemUsedByRecipe(tag: string): Promise<{ itemId: string; item: string; recipeId: string; recipe: string }> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await write(db, null, async (w) => {
      const item = await w.create("inventory_items", { name: `Tereyağı ${tag}`, unit: "kg", price_kurus: 42_000, vendor: "Metro", category: "food", allergen_milk: "contains" });
      const recipe = await w.create("recipes", { name: `Sos ${tag}`, category: "sauce", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: `${recipe.id}-butter`, recipe_id: recipe.id, position: 0, type: "inventory", inventory_item_id: item.id, ingredient_recipe_id: null, quantity_milli: 50_000, unit: "g", name: item.name })
        .execute();
      return { itemId: item.id, item: item.name, recipeId: recipe.id, recipe: recipe.name };
    });
  } finally {
    await db.destroy();
  }
}

/** Inventory items made in the test server's database, as another instance would. */
async function seedItems(names: readonly string[]): Promise<void> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    await write(db, null, async (w) => {
      for (const name of names) await w.create("inventory_items", { name, unit: "kg", price_kurus: 9_000, vendor: "Pazar", category: "food" });
    });
  } finally {
    await db.destroy();
  }
}

/** On a phone the list and the detail are one at a time: go back to the list. */
async function showList(page: Page, text: Text) {
  if (onPhone()) await page.getByRole("link", { name: text.back }).click();
  await expect(page.getByRole("searchbox", { name: text.search })).toBeVisible();
}

for (const language of ["en", "tr"] as const) {
  const text = TEXT[language];

  test.describe(`Inventory Management in ${language}`, () => {
    test("create, edit, search, filter by tab, and delete with the confirmation", turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await signInAs(page, "staff");
      await page.goto(`/inventory-manager?lang=${language}`);
      await expect(page.getByRole("heading", { level: 1, name: text.title })).toBeVisible();
      const tag = randomBytes(3).toString("hex");
      const name = `Ayran ${tag}`;
      await createItem(page, text, { name, unit: "bottle", price: "12,50", vendor: `Süt Evi ${tag}`, category: "beverage" });
      await expect(page).toHaveURL(/\?item=/);
      await expect(statusMessage(page)).toHaveText(text.saved);

      await showList(page, text);
      await page.getByRole("searchbox", { name: text.search }).fill(tag.toUpperCase());
      const row = page.getByRole("link", { name: new RegExp(name) });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText(`${text.price1250} / ${language === "tr" ? "şişe" : "bottle"}`);
      await expect(row).toContainText(`Süt Evi ${tag}`);
      await expect(row).toContainText(text.beverage);
      // The search is in the address: a reload keeps it.
      await expect(page).toHaveURL(new RegExp(`q=${tag.toUpperCase()}`));
      await page.reload();
      await expect(page.getByRole("searchbox", { name: text.search })).toHaveValue(tag.toUpperCase());
      await expect(row).toHaveCount(1);
      // A new item has declared nothing yet: it says so, and the allergen filter lists it.
      await expect(row).toContainText(text.notDeclared);
      // Its chips count what the search finds, as the category tabs do: this item alone.
      const allergenChips = page.getByRole("navigation", { name: text.allergensNav });
      await allergenChips.getByRole("link", { name: `${text.notDeclared} 1`, exact: true }).click();
      await expect(page).toHaveURL(/allergens=undeclared/);
      await expect(row).toHaveCount(1);

      const tabs = page.getByRole("navigation", { name: language === "en" ? "Filters" : "Filtreler" });
      await tabs.getByRole("link", { name: `${text.food} 0` }).click();
      await expect(page.getByText(text.noMatches)).toBeVisible();
      await expect(allergenChips.getByRole("link", { name: `${text.notDeclared} 0`, exact: true })).toBeVisible();
      await tabs.getByRole("link", { name: `${text.beverage} 1` }).click();
      await expect(row).toHaveCount(1);

      await row.click();
      await field(page, text.price).fill("13.75");
      await page.getByLabel(text.milk, { exact: true }).selectOption({ label: text.contains });
      await page.getByRole("button", { name: text.update }).click();
      await expect(page.getByRole("status").filter({ hasText: text.saved })).toBeVisible();
      await showList(page, text);
      await expect(row).toContainText(text.price1375);
      await expect(row).toContainText(text.containsMilk);

      await row.click();
      await page.getByRole("button", { name: text.delete }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(text.confirm);
      await dialog.getByRole("button", { name: text.delete }).click();
      await expect(statusMessage(page)).toHaveText(text.deleted);
      await expect(row).toHaveCount(0);
      await expect(tabs.getByRole("link", { name: `${text.all} 0` })).toBeVisible();
      await expect(page).not.toHaveURL(/item=/);
    });

    test("deleting an item a recipe uses names the recipe first", turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      const { itemId, item, recipeId, recipe } = await seedItemUsedByRecipe(randomBytes(3).toString("hex"));
      await signInAs(page, "staff");
      await page.goto(`/inventory-manager?item=${itemId}&lang=${language}`);
      await expect(page.getByRole("heading", { level: 2, name: item })).toBeVisible();
      // A staff screen is a tool: the guests' footer is not under it.
      await expect(page.getByRole("contentinfo")).toHaveCount(0);
      await page.getByRole("button", { name: text.delete }).click();
      const dialog = page.getByRole("alertdialog");
      await expect(dialog).toContainText(text.usedInOne(recipe));
      await expectNoAxeViolations(page);
      await dialog.getByRole("button", { name: text.delete }).click();
      await expect(statusMessage(page)).toHaveText(text.deleted);
      await expect(page.getByRole("heading", { level: 2, name: item })).toHaveCount(0);
      await expectNoAxeViolations(page);
      // The butter is still in the sauce until the recipe is changed: the recipe still contains milk.
      await page.goto(`/recipe-manager?item=${recipeId}&lang=${language}`);
      await expect(page.locator(".declaration-line.is-contains")).toContainText(text.milkKeptFrom(item));
    });

    test("every validation message shows next to its field", async ({ page }) => {
      await signInAs(page, "staff");
      await page.goto(`/inventory-manager?new&lang=${language}`);
      await page.getByRole("button", { name: text.create }).click();
      await expect(field(page, text.name)).toHaveAccessibleDescription(text.required.name);
      await expect(field(page, text.name)).toBeFocused();
      await expect(field(page, text.unit)).toHaveAccessibleDescription(text.required.unit);
      await expect(field(page, text.price)).toHaveAccessibleDescription(text.required.price);
      await expect(field(page, text.vendor)).toHaveAccessibleDescription(text.required.vendor);
      await field(page, text.price).fill("-4");
      await expect(field(page, text.price)).toHaveAccessibleDescription(text.negative);
      // A name pasted over the limit stays whole in its field, and the message beside it says the limit.
      const pasted = `Patates ${"ve soğan ".repeat(14)}`.trim();
      await field(page, text.name).fill(pasted);
      await page.getByRole("button", { name: text.create }).click();
      await expect(field(page, text.name)).toHaveAccessibleDescription(text.tooLong);
      await expect(field(page, text.name)).toHaveValue(pasted);
      await expect(field(page, text.name)).toBeFocused();
    });

    test("a second item with the same name and vendor is refused next to its name, and nothing is saved", async ({ page, allowConsoleErrors }) => {
      allowConsoleErrors(/status of 400/);
      await signInAs(page, "staff");
      await page.goto(`/inventory-manager?lang=${language}`);
      const tag = randomBytes(3).toString("hex");
      await createItem(page, text, { name: `Mor Patates ${tag}`, unit: "kg", price: "40", vendor: `Bostan ${tag}`, category: "food" });
      await page.getByRole("link", { name: text.add }).click();
      // The saved item's form is on screen until the empty one replaces it.
      await expect(page.getByRole("button", { name: text.create })).toBeVisible();
      await expect(field(page, text.name)).toHaveValue("");
      await field(page, text.name).fill(`mor patates ${tag}`);
      await field(page, text.unit).selectOption("kg");
      await field(page, text.price).fill("45");
      await field(page, text.vendor).fill(`BOSTAN ${tag}`);
      await field(page, text.category).selectOption("food");
      await page.getByRole("button", { name: text.create }).click();
      await expect(field(page, text.name)).toHaveAccessibleDescription(text.nameAndVendorTaken);
      await expect(field(page, text.name)).toBeFocused();
      await showList(page, text);
      await page.getByRole("searchbox", { name: text.search }).fill(tag);
      await expect(page.getByRole("link", { name: new RegExp(`Mor Patates ${tag}`, "i") })).toHaveCount(1);
    });

    test("axe finds nothing on the list, the form with errors, an item and the confirmation", turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
      await signInAs(page, "staff");
      await page.goto(`/inventory-manager?lang=${language}`);
      await expectNoAxeViolations(page);
      const tag = randomBytes(3).toString("hex");
      await page.goto(`/inventory-manager?new&lang=${language}`);
      await page.getByRole("button", { name: text.create }).click();
      await expect(field(page, text.name)).toHaveAccessibleDescription(text.required.name);
      await expectNoAxeViolations(page);
      await createItem(page, text, { name: `Un ${tag}`, unit: "kg", price: "45", vendor: "Metro", category: "food" });
      await expectNoAxeViolations(page);
      await page.getByRole("button", { name: text.delete }).click();
      await expect(page.getByRole("alertdialog")).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe("Inventory Management with two editors", () => {
  test.use({ locale: "en-US" });

  test("the second save of the same item gets the 409 message, keeps its typing and offers the first's change, which stays", async ({ browser, allowConsoleErrors }) => {
    allowConsoleErrors(/status of 409/);
    const first = await browser.newPage({ locale: "en-US" });
    const second = await browser.newPage({ locale: "en-US" });
    await signInAs(first, "staff");
    await signInAs(second, "secondStaff");
    const name = `Tuz ${randomBytes(3).toString("hex")}`;
    await first.goto("/inventory-manager?lang=en");
    await createItem(first, TEXT.en, { name, unit: "kg", price: "20", vendor: "Metro", category: "food" });
    const address = first.url();

    await second.goto(address);
    await expect(field(second, TEXT.en.price)).toHaveValue("20.00");

    await field(first, TEXT.en.price).fill("22");
    await first.getByRole("button", { name: TEXT.en.update }).click();
    await expect(first.getByRole("status").filter({ hasText: TEXT.en.saved })).toBeVisible();

    await field(second, TEXT.en.price).fill("99");
    await second.getByRole("button", { name: TEXT.en.update }).click();
    await expect(second.getByRole("alert").filter({ hasText: TEXT.en.stale })).toBeVisible();
    // The person is taken to it: it is above the form, and no field is to blame.
    await expect(second.getByRole("alert").filter({ hasText: TEXT.en.stale })).toBeFocused();
    await expect(second.getByRole("alert").filter({ hasText: TEXT.en.stale })).toBeInViewport();
    // Said at the foot of the screen too, wherever the person has scrolled to; what they typed stays.
    await expect(statusMessage(second)).toHaveText(`Not saved. ${TEXT.en.stale}`);
    await expect(field(second, TEXT.en.price)).toHaveValue("99");

    // The refusal loads the item again, with no reload that would take the typing: it stays, beside a
    // note, and the first's version comes on the person's word.
    await expect(second.getByText(TEXT.en.savedMeanwhile, { exact: true })).toBeVisible();
    await expect(field(second, TEXT.en.price)).toHaveValue("99");
    await second.getByRole("button", { name: TEXT.en.showNewer }).click();
    await expect(field(second, TEXT.en.price)).toHaveValue("22.00");
    await first.close();
    await second.close();
  });
});

test.describe("Inventory Management in a tab left in Turkish while another switches to English", () => {
  test("a price is read as the Turkish page writes it: 1.250 is 1250 ₺, not refused as an English 1.250", async ({ page }) => {
    await signInAs(page, "staff");
    // The language comes from the cookie, not the address: what another tab can change under the page.
    await page.goto("/inventory-manager?lang=tr");
    await page.goto("/inventory-manager");
    const text = TEXT.tr;
    const name = `Salça ${randomBytes(3).toString("hex")}`;
    await page.getByRole("link", { name: text.add }).click();
    await field(page, text.name).fill(name);
    await field(page, text.unit).selectOption("kg");
    await field(page, text.price).fill("1.250");
    await field(page, text.vendor).fill("Metro");

    const other = await page.context().newPage();
    await other.goto("/inventory-manager?lang=en");
    await expect(other.getByRole("heading", { level: 1, name: TEXT.en.title })).toBeVisible();
    await other.close();

    await page.getByRole("button", { name: text.create }).click();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
    try {
      const saved = await db.selectFrom("inventory_items").select("price_kurus").where("name", "=", name).executeTakeFirstOrThrow();
      expect(saved.price_kurus).toBe(125_000);
    } finally {
      await db.destroy();
    }
  });
});

test.describe("Inventory Management with the keyboard alone", () => {
  test.use({ locale: "en-US" });

  test("adds an item, opens it from the list, cancels a delete with Escape, and deletes it; focus goes on from what was opened", async ({ page }) => {
    await signInAs(page, "staff");
    await page.goto("/inventory-manager?lang=en");
    const name = `Biber ${randomBytes(3).toString("hex")}`;
    await page.getByRole("link", { name: TEXT.en.add }).focus();
    await page.keyboard.press("Enter");
    // The form's first field, not the top of the page, past every row of the list.
    await expect(field(page, TEXT.en.name)).toBeFocused();
    await page.keyboard.type(name);
    await page.keyboard.press("Tab");
    await expect(field(page, TEXT.en.unit)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Tab");
    await page.keyboard.type("7,25");
    await page.keyboard.press("Tab");
    await page.keyboard.type("Pazar");
    await page.keyboard.press("Enter");
    // The saved item's heading: the form it was in is drawn anew, and focus is not left nowhere.
    await expect(page.getByRole("heading", { level: 2, name })).toBeFocused();
    await expect(field(page, TEXT.en.unit)).toHaveValue("kg");
    await expect(field(page, TEXT.en.price)).toHaveValue("7.25");
    // Closed: the focus on its row in the list, where the person goes on; Enter opens it again. (The
    // list shows a page of an inventory other tests fill: the item is found by the search first.)
    await page.getByRole("searchbox", { name: "Search inventory" }).fill(name);
    await page.getByRole("link", { name: TEXT.en.cancel }).focus();
    await page.keyboard.press("Enter");
    const row = page.getByRole("region", { name: "Inventory items" }).getByRole("link", { name: new RegExp(`^${name}`) });
    await expect(row).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name })).toBeFocused();

    const deleteButton = page.getByRole("button", { name: TEXT.en.delete });
    await deleteButton.focus();
    await page.keyboard.press("Enter");
    const dialog = page.getByRole("alertdialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("button", { name: TEXT.en.cancel })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(deleteButton).toBeFocused();
    await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();

    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: TEXT.en.delete })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { level: 2, name })).toBeHidden();
    // The item gone with its pane: the list, where the next one is chosen.
    await expect(page.getByRole("region", { name: "Inventory items" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("region", { name: "Inventory items" }).locator(":focus")).toHaveCount(1);
  });
});

test.describe("Inventory Management's long list", () => {
  test.use({ locale: "en-US" });

  test("'Show more' takes the focus to the first row it adds, and the last page's press too, though the button goes", async ({ page }) => {
    const tag = randomBytes(3).toString("hex");
    // 25 items: a page of 20, then 5 more.
    await seedItems(Array.from({ length: 25 }, (_, index) => `Baharat ${tag} ${String(index + 1).padStart(2, "0")}`));
    await signInAs(page, "staff");
    await page.goto(`/inventory-manager?lang=en&q=${tag}`);
    const more = page.getByRole("button", { name: "Show 5 more" });
    await more.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: new RegExp(`^Baharat ${tag} 21`) })).toBeFocused();
    await expect(more).toHaveCount(0);
  });
});

test.describe("Inventory Management's whole list, which comes after the page", () => {
  test.use({ locale: "en-US" });

  test("a search typed before it has come waits for it, and opening an item does not fetch it again", async ({ page }) => {
    const tag = randomBytes(3).toString("hex");
    await seedItems([`Kekik ${tag}`, `Kimyon ${tag}`]);
    await signInAs(page, "staff");
    // The sign-in lands on this screen: its list comes first. Under load the landing page hydrated
    // late, and its own request for the list was then held and counted as the one below.
    await expect(page.getByRole("region", { name: "Inventory items" })).not.toHaveAttribute("aria-busy");
    // The list is held back until the search has been typed.
    let letListThrough!: () => void;
    const listHeld = new Promise<void>((resolve) => (letListThrough = resolve));
    const listRequests: string[] = [];
    await page.route("**/inventory-manager/list?*", async (route) => {
      listRequests.push(route.request().url());
      await listHeld;
      await route.continue();
    });
    await page.goto("/inventory-manager?lang=en");
    // The page asks for the list once React has hydrated it: the search box then hears every key.
    await expect.poll(() => listRequests.length).toBe(1);
    await page.getByRole("searchbox", { name: TEXT.en.search }).fill(`kekik ${tag}`);
    await expect(page.getByRole("status").filter({ hasText: "Loading..." })).toBeVisible();
    await expect(page.getByRole("region", { name: "Inventory items" })).toHaveAttribute("aria-busy", "true");

    letListThrough();
    const row = page.getByRole("link", { name: new RegExp(`Kekik ${tag}`) });
    await expect(row).toHaveCount(1);
    await expect(page.getByRole("link", { name: new RegExp(`Kimyon ${tag}`) })).toHaveCount(0);
    await expect(page.getByRole("region", { name: "Inventory items" })).not.toHaveAttribute("aria-busy");

    await row.click();
    await expect(page.getByRole("heading", { level: 2, name: `Kekik ${tag}` })).toBeVisible();
    expect(listRequests).toHaveLength(1);
  });

  test("when it cannot come, the page says so, keeps the rows it brought, and Try Again fetches it", async ({ page, allowConsoleErrors }) => {
    allowConsoleErrors(/net::ERR_FAILED/);
    const tag = randomBytes(3).toString("hex");
    await seedItems([`Sumak ${tag}`, `Susam ${tag}`]);
    await signInAs(page, "staff");
    await page.route("**/inventory-manager/list?*", (route) => route.abort());
    await page.goto(`/inventory-manager?lang=en&q=${tag}`);
    const failure = page.getByRole("alert").filter({ hasText: "Error loading inventory: Failed to load inventory items" });
    await expect(failure).toBeVisible();
    await expect(page.getByRole("link", { name: new RegExp(`${tag}`) })).toHaveCount(2);

    await page.unroute("**/inventory-manager/list?*");
    await failure.getByRole("button", { name: "Try Again" }).click();
    await expect(failure).toBeHidden();
    await expect(page.getByRole("region", { name: "Inventory items" })).not.toHaveAttribute("aria-busy");
    // The search now works on the whole list.
    await page.getByRole("searchbox", { name: TEXT.en.search }).fill(`sumak ${tag}`);
    await expect(page.getByRole("link", { name: new RegExp(`${tag}`) })).toHaveCount(1);
  });
});
