import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * An inventory item priced 0 is 'no price yet', never free (docs/decisions/0015-exact-recipe-costs.md),
 * on the real server and both engines: the audit's olive oil, imported at 0.00 and used at 50 ml,
 * made a dish cost 5,00 ₺ and read '0.4%, Within target'. The inventory, the recipe's breakdown,
 * Menu Costs and its CSV now all say the price is missing, in both languages.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"cook" | "admin">;
  let server: RunningServer;
  let db: AppDatabase;
  let oilId: string;
  let recipeId: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { cook: { role: "staff", email: "cook@no-price.test" }, admin: { role: "admin", email: "admin@no-price.test" } } });
    ({ server, db } = site);
  }, 60_000);

  afterAll(() => site?.close());

  const cookieOf = (who: "cook" | "admin", language: "en" | "tr") => `${site.people[who].cookie}; lang=${language}`;
  const post = (path: string, body: URLSearchParams | FormData) => fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: cookieOf("cook", "en"), Origin: server.url }, body, redirect: "manual" });
  // React's markers between the pieces of one text are not what a person reads.
  const page = async (path: string, who: "cook" | "admin", language: "en" | "tr") =>
    (await (await fetch(`${server.url}${path}`, { headers: { Cookie: cookieOf(who, language) }, redirect: "manual" })).text()).replaceAll("<!-- -->", "");

  it("imports the oil at 0.00 and makes a dish of it through the forms", async () => {
    const form = new FormData();
    form.set("file", new File(["name,unit,price,vendor,category\nZeytinyağı,l,0.00,Ege,food\nPatates,kg,20.00,Hal,food\n"], "inventory.csv", { type: "text/csv" }));
    expect(await (await post("/inventory-manager/import", form)).json()).toMatchObject({ ok: true, created: 2 });
    const items = await db.selectFrom("inventory_items").select(["id", "name", "price_kurus"]).orderBy("name").execute();
    expect(items.map((item) => [item.name, item.price_kurus])).toEqual([
      ["Patates", 2_000],
      ["Zeytinyağı", 0],
    ]);
    oilId = items[1]!.id;
    const body = new URLSearchParams({ intent: "create", name: "Kızartma", category: "side" });
    for (const [index, [id, quantity, unit]] of [[oilId, "50", "ml"], [items[0]!.id, "250", "g"]].entries()) {
      body.set(`ingredients[${index}].type`, "inventory");
      body.set(`ingredients[${index}].inventoryItemId`, id!);
      body.set(`ingredients[${index}].quantity`, quantity!);
      body.set(`ingredients[${index}].unit`, unit!);
    }
    expect((await post("/recipe-manager", body)).status).toBe(302);
    recipeId = (await db.selectFrom("recipes").select("id").where("name", "=", "Kızartma").executeTakeFirstOrThrow()).id;
    // Sold at 1.375,00 ₺ with 10 % VAT (1.250,00 ₺ net): 5,00 ₺ of potatoes alone would be 0.4 %.
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "no-price", name_tr: "Fiyatsız", name_en: "Unpriced", position: 97, is_active: 1, vat_rate_bp: 1000, food_cost_target_bp: 3000 });
      await w.create("menu_items", {
        id: "no-price--fries", category_id: "no-price", name_tr: "Patates kızartması", name_en: "Chips", price_kurus: 137_500, position: 0, is_active: 1,
        recipe_id: recipeId, portion_kind: "batch", portion_milli: null, portion_unit: null,
        secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, allergen_reason: null, food_cost_target_bp: null,
      });
    });
  });

  it("the inventory says the oil has no price yet, in its list and its form", async () => {
    const en = await page(`/inventory-manager?item=${oilId}`, "cook", "en");
    // The row: a warning in place of a price of 0,00 ₺ (the price history still records the 0.00 imported).
    expect(en).toMatch(/<strong>Zeytinyağı<\/strong>.*<span class="badge badge-warning">No price yet<\/span><\/span><span class="list-row-meta"><span>per l<\/span>/);
    expect(en).toContain("A price of 0 counts as no price yet");
    const tr = await page(`/inventory-manager?item=${oilId}`, "cook", "tr");
    expect(tr).toContain("Henüz fiyat yok");
    expect(tr).toContain("0 fiyat, henüz fiyat yok sayılır");
  });

  it("the recipe's breakdown says the oil has no price and its total is incomplete", async () => {
    const en = await page(`/recipe-manager?item=${recipeId}`, "cook", "en");
    expect(en).toContain("This item has no price yet: its cost is unknown until it has one in the inventory.");
    expect(en).toContain("5.00 ₺ (incomplete)");
    const tr = await page(`/recipe-manager?item=${recipeId}`, "cook", "tr");
    expect(tr).toContain("Bu ürünün henüz fiyatı yok");
    expect(tr).toContain("5,00 ₺ (eksik)");
  });

  it("Menu Costs and its CSV say the dish's cost is incomplete, never a share within target", async () => {
    const screen = await page("/admin/menu-costs?category=no-price", "admin", "en");
    expect(screen).toContain("Chips");
    expect(screen).toContain("Cost incomplete");
    expect(screen).not.toContain("0.4%");
    const csvEn = await page("/admin/menu-costs.csv?category=no-price", "admin", "en");
    expect(csvEn).toContain("Patates kızartması,Chips,Fiyatsız,Unpriced,1375.00,1250.00,,,30.0,,Cost incomplete");
    const csvTr = await page("/admin/menu-costs.csv?category=no-price", "admin", "tr");
    expect(csvTr).toContain("Patates kızartması;Chips;Fiyatsız;Unpriced;1375,00;1250,00;;;30,0;;Maliyet eksik");
  });

  it("the oil's first price makes every screen whole again", async () => {
    const oil = await db.selectFrom("inventory_items").select("version").where("id", "=", oilId).executeTakeFirstOrThrow();
    const saved = await post(
      `/inventory-manager?item=${oilId}`,
      new URLSearchParams({ intent: "update", id: oilId, version: String(oil.version), name: "Zeytinyağı", unit: "l", price: "180", vendor: "Ege", category: "food" }),
    );
    expect(saved.status).toBe(200);
    // 50 ml at 180,00 ₺/l is 9,00 ₺: 14,00 ₺ in all, 1.1 % of 1.250,00 ₺.
    expect(await page(`/recipe-manager?item=${recipeId}`, "cook", "en")).not.toContain("(incomplete)");
    expect(await page("/admin/menu-costs.csv?category=no-price", "admin", "en")).toContain("Patates kızartması,Chips,Fiyatsız,Unpriced,1375.00,1250.00,14.00,1.1,30.0,1236.00,Within target");
  });
});
