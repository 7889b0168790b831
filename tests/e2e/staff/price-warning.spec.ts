import { randomUUID } from "node:crypto";
import type { Page } from "@playwright/test";
import { openDatabase } from "../../../app/db/connection.server";
import { parseDatabaseUrl } from "../../../app/db/database-url";
import { write } from "../../../app/db/write.server";
import { showMenuCostsOf } from "../admin/menu-costs-support";
import { seedCategory } from "../admin/menu-order-support";
import { escapeRegExp, expect, expectNoAxeViolations, test, turkishOnPhoneEnglishOnDesktop } from "../fixtures";
import { signInAs } from "../sign-in";

/**
 * The numbers, worked out by hand. A potato at 20 ₺/kg; the category's VAT is 10 % and its target 30 %.
 * - Dish A, 110 ₺ (net 100 ₺), is half a kilo: 10 ₺, 10.0 %.
 * - Dish B, 88 ₺ (net 80 ₺), is a kilo: 20 ₺, 25.0 %.
 * At 24 ₺/kg: A 12 ₺ (12.0 %), B 24 ₺ (30.0 %, on its target, not over it).
 * At 30 ₺/kg: A 15 ₺ (15.0 %, +5.0 points), B 30 ₺ (37.5 %, +12.5 points, 7.5 points over 30.0 %).
 */
const TEXT = {
  en: {
    price: "Price (₺)",
    savedPrice: "20.00",
    update: "Update Item",
    saved: "Saved.",
    moves: "At this price the food cost of 2 dishes changes.",
    noneCross: "None of them would go over its target.",
    crossing: "Would go over their target:",
    crossingB: (b: string) => `${b}: 37.5%, 7.5 points over the 30.0% target`,
    movedTitle: "Food costs this price moved",
    movedIntro: "The food cost of 2 dishes changed, largest change first:",
    movedB: (b: string, item: string) => `${b}: 25.0% → 37.5% (+12.5), over the 30.0% target · through ${item}`,
    movedA: (a: string, item: string) => `${a}: 10.0% → 15.0% (+5.0) · through ${item}`,
    overview: "Overview",
    tabs: "Dashboard sections",
    alertsTitle: "Price changes to review",
    change: (item: string) => `${item}: 20.00 ₺/kg → 30.00 ₺/kg`,
    alertDishes: "Dishes it moved:",
    markSeen: "Mark seen",
    markSeenLabel: (item: string) => `Mark seen: the change of ${item}`,
    menuCosts: "Menu Costs",
    category: "Category",
    show: "Show",
    overBy: "37.5% 7.5 points over",
    shareA: "15.0%",
  },
  tr: {
    price: "Fiyat (₺)",
    savedPrice: "20,00",
    update: "Ürünü Güncelle",
    saved: "Kaydedildi.",
    moves: "Bu fiyatla 2 yemeğin gıda maliyeti değişir.",
    noneCross: "Hiçbiri hedefini aşmayacak.",
    crossing: "Hedefini aşacak yemekler:",
    crossingB: (b: string) => `${b}: %37,5, %30,0 hedefinin 7,5 puan üstünde`,
    movedTitle: "Bu fiyatın değiştirdiği gıda maliyetleri",
    movedIntro: "2 yemeğin gıda maliyeti değişti, en büyük değişim önce:",
    movedB: (b: string, item: string) => `${b}: %25,0 → %37,5 (+12,5), %30,0 hedefinin üstünde · ${item} yüzünden`,
    movedA: (a: string, item: string) => `${a}: %10,0 → %15,0 (+5,0) · ${item} yüzünden`,
    overview: "Genel Bakış",
    tabs: "Panel bölümleri",
    alertsTitle: "Gözden geçirilecek fiyat değişiklikleri",
    change: (item: string) => `${item}: 20,00 ₺/kg → 30,00 ₺/kg`,
    alertDishes: "Değiştirdiği yemekler:",
    markSeen: "Görüldü",
    markSeenLabel: (item: string) => `Görüldü: ${item} değişikliği`,
    menuCosts: "Menü Maliyetleri",
    category: "Kategori",
    show: "Göster",
    overBy: "%37,5 7,5 puan üstünde",
    shareA: "%15,0",
  },
} as const;

/**
 * In the test server's database: the category at 10 % VAT and a 30 % target, a potato at 20 ₺/kg
 * with the first row of its price history (as the app writes one when an item is created), and the
 * category's two dishes, each made from a recipe of the potato (see the numbers above).
 */
async function seedPotatoDishes(categoryId: string, tag: string): Promise<{ itemId: string; item: string; dishA: string; dishB: string }> {
  const db = openDatabase(parseDatabaseUrl(process.env.E2E_DATABASE_URL));
  try {
    return await write(db, null, async (w) => {
      const category = await w.trx.selectFrom("menu_categories").select(["id", "version"]).where("id", "=", categoryId).executeTakeFirstOrThrow();
      await w.update("menu_categories", category.id, category.version, { vat_rate_bp: 1000, food_cost_target_bp: 3000 });
      const potato = await w.create("inventory_items", { name: `Patates ${tag}`, unit: "kg", price_kurus: 2_000, vendor: "Pazar", category: "food" });
      await w.trx
        .insertInto("inventory_prices")
        .values({
          id: randomUUID(), inventory_item_id: potato.id, seq: 1, vendor: "Pazar", unit: "kg", pack_unit: null, pack_amount_milli: null, pack_amount_unit: null,
          price_kurus: 2_000, effective_at: w.now, source: "typed", shopping_list_id: null, recorded_by: null,
        })
        .execute();
      const dishes = await w.trx.selectFrom("menu_items").select(["id", "version", "name_tr"]).where("category_id", "=", categoryId).orderBy("position").execute();
      const plan = [
        { potatoMilli: 500, priceKurus: 11_000 },
        { potatoMilli: 1_000, priceKurus: 8_800 },
      ];
      for (const [index, { potatoMilli, priceKurus }] of plan.entries()) {
        const dish = dishes[index]!;
        const recipe = await w.create("recipes", { name: `Fırın ${dish.name_tr}`, category: "main", yield_quantity_milli: null, yield_unit: null });
        await w.trx
          .insertInto("recipe_ingredients")
          .values({ id: randomUUID(), recipe_id: recipe.id, position: 0, type: "inventory", inventory_item_id: potato.id, ingredient_recipe_id: null, quantity_milli: potatoMilli, unit: "kg", name: null })
          .execute();
        await w.update("menu_items", dish.id, dish.version, { recipe_id: recipe.id, portion_kind: "batch", price_kurus: priceKurus });
      }
      return { itemId: potato.id, item: potato.name, dishA: dishes[0]!.name_tr, dishB: dishes[1]!.name_tr };
    });
  } finally {
    await db.destroy();
  }
}

/** The warning under the price, which the field names as its description: empty until a price other than the saved one is typed. */
function priceWarning(page: Page) {
  return page.locator(".price-warning");
}

/** What a screen reader is told of the warning once typing pauses: a status region of its own. */
function spokenWarning(page: Page) {
  return page.locator(".price-warning-announcement[role=status]");
}

for (const language of ["tr", "en"] as const) {
  const text = TEXT[language];

  test(`a cook sees which dishes a price would push over target before saving, and an admin reviews the change (${language})`, turkishOnPhoneEnglishOnDesktop(language), async ({ page }) => {
    const category = await seedCategory(["Kumpir A", "Kumpir B"]);
    const tag = category.id.slice("order-".length);
    const { itemId, item, dishA, dishB } = await seedPotatoDishes(category.id, tag);

    // The cook opens the potato and types new prices: the warning follows, before anything is saved.
    await signInAs(page, "staff");
    await page.goto(`/inventory-manager?item=${itemId}&lang=${language}`);
    await expect(page.getByRole("heading", { level: 2, name: item })).toBeVisible();
    const price = page.getByLabel(text.price);
    await expect(price).toHaveValue(text.savedPrice);
    const warning = priceWarning(page);
    await expect(warning).toBeEmpty();

    // At 24 ₺/kg dish B is exactly on its 30 % target: both move, neither goes over. Typed as soon as
    // the field shows, as a quick cook does: on a cold page that is before the script has taken over,
    // and the warning still has to count it.
    await price.fill("24");
    await expect(warning.getByRole("paragraph")).toHaveText([`${text.moves} ${text.noneCross}`]);
    await expect(warning.getByRole("listitem")).toHaveCount(0);

    // At 30 ₺/kg dish B would be at 37.5 %, 7.5 points over; dish A, at 15 %, is not named.
    await price.fill("30");
    await expect(warning.getByRole("paragraph")).toHaveText([text.moves, text.crossing]);
    await expect(warning.getByRole("listitem")).toHaveText([text.crossingB(dishB)]);
    await expect(price).toHaveAccessibleDescription(new RegExp(escapeRegExp(text.crossingB(dishB))));
    // Told once the cook stops typing: the whole warning, in one status.
    await expect(spokenWarning(page)).toHaveText(`${text.moves} ${text.crossing} ${text.crossingB(dishB)}.`);
    await expectNoAxeViolations(page);

    // Saved: the report lists both dishes, the largest change first, and the warning is gone.
    await page.getByRole("button", { name: text.update }).click();
    const report = page.getByRole("status", { name: text.movedTitle });
    await expect(report.getByRole("paragraph")).toHaveText(text.movedIntro);
    await expect(report.getByRole("listitem")).toHaveText([text.movedB(dishB, item), text.movedA(dishA, item)]);
    await expect(page.locator('[role="status"][aria-live="polite"].status-message-text')).toHaveText(text.saved);
    await expect(price).toHaveValue(language === "tr" ? "30,00" : "30.00");
    await expect(warning).toBeEmpty();

    // The admin finds the change on the Overview, with the dishes it moved, and marks it seen.
    await signInAs(page, "admin");
    await page.goto(`/admin?lang=${language}`);
    await expect(page.getByRole("navigation", { name: text.tabs }).getByRole("link", { name: text.overview })).toHaveAttribute("aria-current", "page");
    const alerts = page.getByRole("region", { name: text.alertsTitle });
    const change = alerts.getByRole("listitem").filter({ has: page.getByRole("link", { name: text.change(item), exact: true }) });
    await expect(change).toHaveCount(1);
    await expect(change.getByRole("link", { name: text.change(item), exact: true })).toHaveAttribute("href", `/inventory-manager?item=${encodeURIComponent(itemId)}`);
    await expect(change).toContainText("Ayşe Cook");
    await expect(change.getByText(text.alertDishes, { exact: true })).toBeVisible();
    await expect(change.getByRole("list").getByRole("listitem")).toHaveText([text.movedB(dishB, item), text.movedA(dishA, item)]);
    await expectNoAxeViolations(page);
    const markSeen = change.getByRole("button", { name: text.markSeenLabel(item), exact: true });
    await expect(markSeen).toHaveText(text.markSeen);
    await markSeen.click();
    await expect(change).toHaveCount(0);
    await expect(alerts.getByRole("link", { name: text.change(item), exact: true })).toHaveCount(0);

    // The report of the category's dishes: dish B, now over its target, first.
    await page.goto(`/admin/menu-costs?lang=${language}`);
    const rows = await showMenuCostsOf(page, text, category.id);
    await expect(rows).toHaveCount(3);
    await expect(rows.nth(1).getByRole("rowheader")).toHaveText(dishB);
    await expect(rows.nth(1)).toContainText(text.overBy);
    await expect(rows.nth(2).getByRole("rowheader")).toHaveText(dishA);
    await expect(rows.nth(2)).toContainText(text.shareA);
  });
}
