import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { pricesInEffect } from "../app/features/inventory/price-history.server";
import { loadRecipeScreen } from "../app/features/recipes/recipes.server";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Price history and what a new price does to the menu, on the real server and both engines: each
 * price is a row with its source and who; a save answers with the dishes it moved; a change over the
 * admins' share waits on the Overview until marked seen; the recipe breakdown cites the row in
 * effect; no body to the new actions is a 500 or half a write.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"cook" | "admin">;
  let server: RunningServer;
  let db: AppDatabase;
  let potatoId: string;
  let cookId: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { cook: { role: "staff", email: "cook@prices.test" }, admin: { role: "admin", email: "admin@prices.test" } } });
    ({ server, db } = site);
    cookId = (await db.selectFrom("users").select("id").where("email", "=", "cook@prices.test").executeTakeFirstOrThrow()).id;
  }, 60_000);

  afterAll(() => site?.close());

  function post(path: string, body: URLSearchParams | FormData, who: "cook" | "admin" | null = "cook") {
    const cookie = who ? `${site.people[who].cookie}; lang=en` : "lang=en";
    return fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body, redirect: "manual" });
  }

  const get = (path: string, who: "cook" | "admin") => fetch(`${server.url}${path}`, { headers: { Cookie: `${site.people[who].cookie}; lang=en` }, redirect: "manual" });

  const history = () => db.selectFrom("inventory_prices").selectAll().where("inventory_item_id", "=", potatoId).orderBy("seq").execute();

  async function potato() {
    return db.selectFrom("inventory_items").selectAll().where("id", "=", potatoId).executeTakeFirstOrThrow();
  }

  /** The form's save of the potato, as the cook types it. */
  async function savePotato(fields: { name?: string; price: string }) {
    const current = await potato();
    return post(
      `/inventory-manager?item=${potatoId}`,
      new URLSearchParams({ intent: "update", id: potatoId, version: String(current.version), name: fields.name ?? current.name, unit: "kg", price: fields.price, vendor: "Hal", category: "food" }),
    );
  }

  it("records every price with its source and who: typed, kept across a rename, imported, ordered on a sent list", async () => {
    const created = await post("/inventory-manager", new URLSearchParams({ intent: "create", name: "Patates", unit: "kg", price: "25", vendor: "Hal", category: "food" }));
    expect(created.status).toBe(302);
    potatoId = (await db.selectFrom("inventory_items").select("id").where("name", "=", "Patates").executeTakeFirstOrThrow()).id;

    // A rename alone is not a price: the history stays the item's, with nothing added.
    expect((await savePotato({ name: "Patates (Hal)", price: "25" })).status).toBe(200);
    expect((await savePotato({ price: "30" })).status).toBe(200);

    const form = new FormData();
    form.set("file", new File(["name,unit,price,vendor,category\nPatates (Hal),kg,32,Hal,food\n"], "inventory.csv", { type: "text/csv" }));
    expect(await (await post("/inventory-manager/import", form)).json()).toMatchObject({ ok: true, updated: 1 });

    const list = new URLSearchParams({ intent: "create", vendor: "Hal", "items[0].inventoryItemId": potatoId, "items[0].quantity": "20" });
    expect((await post("/shopping-lists", list)).status).toBe(302);
    const sent = await db.selectFrom("shopping_lists").select(["id", "version"]).where("vendor", "=", "Hal").executeTakeFirstOrThrow();
    expect((await post("/shopping-lists", new URLSearchParams({ intent: "confirmSent", id: sent.id, version: String(sent.version), phone: "+905321112233" }))).status).toBe(200);

    const rows = await history();
    expect(rows.map((row) => [row.seq, row.source, row.price_kurus, row.recorded_by, row.shopping_list_id])).toEqual([
      [1, "typed", 2_500, cookId, null],
      [2, "typed", 3_000, cookId, null],
      [3, "csv_import", 3_200, cookId, null],
      [4, "shopping_list", 3_200, cookId, sent.id],
    ]);
    expect(rows.every((row) => row.vendor === "Hal" && row.unit === "kg")).toBe(true);

    // The item's detail shows them all, with the source of each.
    const page = await (await get(`/inventory-manager?item=${potatoId}`, "cook")).text();
    for (const text of ["Price history", "Typed in", "CSV import", "Ordered on a sent shopping list", "+6.7%"]) expect(page).toContain(text);
  });

  it("answers a save with every dish whose food cost moved, and the breakdown cites the price in effect", async () => {
    // A kumpir of 0.7 kg of potato and a side of 0.35 kg, sold at 110 ₺ and 55 ₺ with 10 % VAT: net 100 ₺ and 50 ₺.
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "price-tests", name_tr: "Fiyat", name_en: "Prices", position: 99, is_active: 1, vat_rate_bp: 1000, food_cost_target_bp: 3000 });
      for (const [id, name, kg] of [["kumpir-r", "Kumpir", 700], ["side-r", "Garnitür", 350]] as const) {
        await w.create("recipes", { id, name, category: "main", yield_quantity_milli: null, yield_unit: null });
        await w.trx.insertInto("recipe_ingredients").values({ id: `${id}-1`, recipe_id: id, position: 0, type: "inventory", inventory_item_id: potatoId, ingredient_recipe_id: null, quantity_milli: kg, unit: "kg", name: null }).execute();
      }
      for (const [id, name, recipe, price] of [["price-tests--kumpir", "Fiyat Kumpir", "kumpir-r", 11_000], ["price-tests--side", "Fiyat Garnitür", "side-r", 5_500]] as const) {
        await w.create("menu_items", { id, category_id: "price-tests", name_tr: name, name_en: name, price_kurus: price, position: 0, is_active: 1, recipe_id: recipe, portion_kind: "batch", portion_milli: null, portion_unit: null, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, allergen_reason: null, food_cost_target_bp: null });
      }
    });
    // 32 → 50 ₺/kg: the kumpir 22,4 % → 35,0 % (over 30 %), the side 22,4 % → 35,0 %.
    const saved = await savePotato({ price: "50" });
    expect(saved.status).toBe(200);
    // React's markers between the pieces of one text are not what a person reads.
    const page = (await saved.text()).replaceAll("<!-- -->", "");
    expect(page).toContain("Food costs this price moved");
    expect(page).toMatch(/Fiyat Kumpir<\/a>: 22\.4% → 35\.0% \(\+12\.6\)/);
    expect(page).toContain("through Patates (Hal)");

    const newest = (await history()).at(-1)!;
    const screen = await loadRecipeScreen(db, { selectedId: "kumpir-r", withChoices: false });
    const line = screen.detail!.ingredients[0]!;
    expect(line.price).toMatchObject({ type: "inventory", priceKurus: 5_000, since: { priceId: newest.id, effectiveAt: newest.effective_at, source: "typed" } });
    // Not the row before it, though that one was in effect a moment ago.
    expect(newest.price_kurus).toBe(5_000);
  });

  it("keeps a change over the share on the admins' Overview until someone marks it seen", async () => {
    const alerts = () => db.selectFrom("price_change_alerts").selectAll().where("inventory_item_id", "=", potatoId).orderBy("created_at").execute();
    const before = (await alerts()).length;
    // 50 → 52 ₺ is 4 %: under the 5 % share.
    await savePotato({ price: "52" });
    expect(await alerts()).toHaveLength(before);
    // 52 → 60 ₺ is 15,4 %.
    await savePotato({ price: "60" });
    const [alert] = (await alerts()).slice(before);
    expect(alert).toBeDefined();
    expect(JSON.parse(alert!.moved_dishes).map((dish: { id: string }) => dish.id).sort()).toEqual(["price-tests--kumpir", "price-tests--side"]);

    const overview = await (await get("/admin", "admin")).text();
    expect(overview).toContain("Patates (Hal): 52.00 ₺/kg → 60.00 ₺/kg");
    expect(overview).toContain("Fiyat Kumpir");

    // Marking seen is the admins': a cook's post is refused and changes nothing.
    const seen = new URLSearchParams({ intent: "markPriceSeen", priceId: alert!.price_id });
    expect((await post("/admin?index", seen, "cook")).status).not.toBe(200);
    expect((await alerts()).slice(before)[0]!.seen_at).toBeNull();
    expect((await post("/admin?index", seen, "admin")).status).toBe(200);
    expect((await alerts()).slice(before)[0]!.seen_by).not.toBeNull();
    expect(await (await get("/admin", "admin")).text()).not.toContain("52.00 ₺/kg → 60.00 ₺/kg");
  });

  it("lets the admins set the share, refusing one that is not a percentage next to its field", async () => {
    const versionOf = async (key: string) => Number((await db.selectFrom("site_settings").select("value").where("key", "=", key).executeTakeFirst())?.value ?? 0);
    const version = () => versionOf("price_alert_share_version");
    // The share has a version of its own: an open Site Settings form stays current, and guests' pages cached.
    const siteSettingsBefore = await versionOf("site_settings_version");
    const contentBefore = await db.selectFrom("site_settings").select("value").where("key", "=", "public_content_version").executeTakeFirst();
    const refused = await post("/admin?index", new URLSearchParams({ intent: "setPriceAlertThreshold", share: "101", version: String(await version()) }), "admin");
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("foodCost.alertThresholdInvalid");
    expect((await post("/admin?index", new URLSearchParams({ intent: "setPriceAlertThreshold", share: "25", version: String(await version()) }), "admin")).status).toBe(200);
    const stale = await post("/admin?index", new URLSearchParams({ intent: "setPriceAlertThreshold", share: "10", version: String((await version()) - 1) }), "admin");
    expect(stale.status).toBe(409);
    expect(await versionOf("site_settings_version")).toBe(siteSettingsBefore);
    expect(await db.selectFrom("site_settings").select("value").where("key", "=", "public_content_version").executeTakeFirst()).toEqual(contentBefore);

    const count = async () => (await db.selectFrom("price_change_alerts").select("price_id").execute()).length;
    const before = await count();
    // 60 → 70 ₺ is 16,7 %: under 25 %.
    await savePotato({ price: "70" });
    expect(await count()).toBe(before);
  });

  it("gives each item of an import its own alert: the dish's cost moved by that item alone, whatever the server holds", async () => {
    // Made through the inventory's form: each has its first price in the history.
    for (const [name, price] of [["Börek unu", "10"], ["Börek yağı", "100"]]) {
      expect((await post("/inventory-manager", new URLSearchParams({ intent: "create", name: name!, unit: "kg", price: price!, vendor: "Hal", category: "food" }))).status).toBe(302);
    }
    const made = await db.selectFrom("inventory_items").select("id").where("name", "in", ["Börek unu", "Börek yağı"]).orderBy("price_kurus").execute();
    const [flour, butter] = made;
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "borek-tests", name_tr: "Börek", name_en: "Börek", position: 98, is_active: 1, vat_rate_bp: 1000, food_cost_target_bp: 3000 });
      await w.create("recipes", { id: "borek-r", name: "Börek", category: "main", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values(made.map((item, position) => ({ id: `borek-r-${position}`, recipe_id: "borek-r", position, type: "inventory" as const, inventory_item_id: item.id, ingredient_recipe_id: null, quantity_milli: 1_000, unit: "kg", name: null })))
        .execute();
      await w.create("menu_items", { id: "borek-tests--borek", category_id: "borek-tests", name_tr: "Su böreği", name_en: "Water börek", price_kurus: 50_000, position: 0, is_active: 1, recipe_id: "borek-r", portion_kind: "batch", portion_milli: null, portion_unit: null, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, allergen_reason: null, food_cost_target_bp: null });
    });
    // The inventory's page for one of them has the server cost every recipe, and hold it.
    expect((await get(`/inventory-manager?item=${flour!.id}`, "cook")).status).toBe(200);

    const form = new FormData();
    form.set("file", new File(["name,unit,price,vendor,category\nBörek unu,kg,13,Hal,food\nBörek yağı,kg,130,Hal,food\n"], "inventory.csv", { type: "text/csv" }));
    expect(await (await post("/inventory-manager/import", form)).json()).toMatchObject({ ok: true, updated: 2 });

    const alerts = await db.selectFrom("price_change_alerts").select(["inventory_item_id", "moved_dishes"]).where("inventory_item_id", "in", [flour!.id, butter!.id]).execute();
    const costs = (itemId: string) => {
      const [dish] = JSON.parse(alerts.find((alert) => alert.inventory_item_id === itemId)!.moved_dishes) as { before: { costKurus: string }; after: { costKurus: string } }[];
      return [dish!.before.costKurus, dish!.after.costKurus].map(Number);
    };
    // The flour's: 10 → 13 ₺ with the butter at its new 130 ₺ on both sides; the butter's the other way round.
    expect(costs(flour!.id)).toEqual([14_000, 14_300]);
    expect(costs(butter!.id)).toEqual([11_300, 14_300]);
  });

  it("reads each item's price in effect from its newest row, and gives the oldest of 200 shown prices its change, not 'First price'", async () => {
    const salt = await write(db, null, (w) => w.create("inventory_items", { name: "Kaya tuzu", unit: "kg", price_kurus: 20_100, vendor: "Hal", category: "food" }));
    await db.deleteFrom("inventory_prices").where("inventory_item_id", "=", salt.id).execute();
    // Years of daily orders: 201 prices, 1 ₺ up each time.
    const prices = Array.from({ length: 201 }, (_, index) => ({
      id: `salt-price-${index + 1}`,
      inventory_item_id: salt.id,
      seq: index + 1,
      vendor: "Hal",
      unit: "kg",
      pack_unit: null,
      pack_amount_milli: null,
      pack_amount_unit: null,
      price_kurus: (index + 1) * 100,
      effective_at: new Date(Date.UTC(2026, 0, 1) + index * 86_400_000).toISOString(),
      source: "typed" as const,
      shopping_list_id: null,
      recorded_by: cookId,
    }));
    await db.insertInto("inventory_prices").values(prices).execute();

    const inEffect = await pricesInEffect(db, [salt.id, potatoId]);
    expect(inEffect.get(salt.id)).toMatchObject({ seq: 201, price_kurus: 20_100 });
    expect(inEffect.get(potatoId)?.seq).toBe((await history()).at(-1)!.seq);

    const page = (await (await get(`/inventory-manager?item=${salt.id}`, "cook")).text()).replaceAll("<!-- -->", "");
    expect(page).toContain("The 200 newest of 201 prices.");
    // The oldest shown (2 ₺) went up from the one before it (1 ₺), which is not shown.
    expect(page).not.toContain("First price");
    expect(page).toContain("+100.0%");
  });

  it("never answers 500 to any body to the Overview's actions, and never writes half of anything", async () => {
    const snapshot = async () => ({
      alerts: await db.selectFrom("price_change_alerts").selectAll().orderBy("price_id").execute(),
      settings: await db.selectFrom("site_settings").selectAll().orderBy("key").execute(),
    });
    const alertIds = (await db.selectFrom("price_change_alerts").select("price_id").execute()).map((row) => row.price_id);
    const body = fc.record(
      {
        intent: fc.oneof(fc.constantFrom("markPriceSeen", "setPriceAlertThreshold", "", "drop"), fc.string({ maxLength: 10 })),
        priceId: fc.oneof(fc.constantFrom(...alertIds, "", "x".repeat(200)), fc.string({ maxLength: 40 })),
        share: fc.oneof(fc.constantFrom("5", "0", "100", "100,01", "-1", "5.5", "1e3", "NaN", ""), fc.string({ maxLength: 8 })),
        version: fc.oneof(fc.constantFrom("0", "1", "-1", "1.5", "9007199254740993"), fc.string({ maxLength: 5 })),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const before = await snapshot();
        const response = await post("/admin?index", new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)), "admin");
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 80 },
    );
  }, 120_000);
});
