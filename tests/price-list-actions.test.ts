import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { PRICE_LIST_STALE_SINCE, write } from "../app/db/write.server";
import { PRICE_LIST_PRINTED } from "../app/features/price-list/price-list.server";
import { soldOutShown } from "../app/features/sold-out/sold-out";
import { getSiteSettingsForEditing } from "../app/features/site/site-settings.server";
import { parseMoney } from "../app/lib/money-input";
import { siteSettingsBody } from "./support/site-settings-body";
import { allInTurn } from "./support/overlapping-writes";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The printed price list on the real server and both engines: every price it prints equals the
 * guests' `/menu`, in both languages, before and after a price change; a change of what it prints
 * puts 'out of date' on the Overview until a print is marked done; a change it does not print
 * (a description, a sold-out dish, a new order) does not.
 */
describe.each(testEngines())("the printed price list on %s", (engine) => {
  let site: TestSite<"admin" | "cook">;
  let server: RunningServer;
  let db: AppDatabase;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { admin: { role: "admin", email: "admin@price-list.test" }, cook: { role: "staff", email: "cook@price-list.test" } } });
    ({ server, db } = site);
  }, 60_000);

  afterAll(() => site?.close());

  const get = async (path: string, language: "tr" | "en", who: "admin" | null = "admin") =>
    (await fetch(`${server.url}${path}`, { headers: { ...(who && { Cookie: `${site.people[who].cookie}; lang=${language}` }), "Accept-Language": language } })).text();

  function post(path: string, fields: Record<string, string>, who: "admin" | "cook" = "admin") {
    return fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: `${site.people[who].cookie}; lang=en`, Origin: server.url }, body: new URLSearchParams(fields), redirect: "manual" });
  }

  const text = (html: string) => html.replace(/<!--.*?-->/g, "").replace(/&amp;/g, "&").replace(/&#x27;|&#39;/g, "'").replace(/&quot;/g, '"');

  /** The dishes a printed page lists: each dish's first name (in the page's language) and its price in kuruş. */
  function printed(html: string, language: "tr" | "en"): [string, number][] {
    return [...html.matchAll(/<li class="price-dish"[^>]*><span class="price-dish-main"><span class="price-dish-name"><span[^>]*>(.*?)<\/span>.*?<span class="price-dish-price">(.*?)<\/span><\/span>/g)].map(([, name, price]) => {
      const parsed = parseMoney(text(price!).replace(" ₺", ""), language);
      if (!parsed.ok) throw new Error(`not a price: ${price}`);
      return [text(name!), parsed.kurus];
    });
  }

  /** The dishes the guests' menu offers, from its JSON-LD (every dish, whatever the list draws), with their prices in kuruş. */
  function offered(html: string): [string, number][] {
    const json = /<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/s.exec(html)?.[1];
    if (!json) throw new Error("no JSON-LD");
    const ld = JSON.parse(json) as { hasMenu: { hasMenuSection: { hasMenuItem: { name: string; offers: { price: string } }[] }[] } };
    return ld.hasMenu.hasMenuSection.flatMap((section) => section.hasMenuItem.map((item): [string, number] => [item.name, Math.round(Number(item.offers.price) * 100)]));
  }

  async function expectEqualToMenu() {
    for (const language of ["tr", "en"] as const) {
      const menu = offered(await get("/menu", language, null));
      expect(menu.length).toBeGreaterThan(10);
      for (const format of ["poster", "cards"] as const) {
        const page = printed(await get(`/admin/price-list?format=${format}&language=${language}`, language), language);
        // Cards repeat the set to fill a sheet: each dish once per card set, all of them.
        expect(format === "poster" ? page : page.slice(0, menu.length)).toEqual(menu);
      }
      // Both languages side by side: the Turkish name first, with Turkish prices.
      if (language === "tr") expect(printed(await get("/admin/price-list?format=poster&language=both", language), "tr")).toEqual(menu);
    }
  }

  const overview = async () => text(await get("/admin", "en"));
  const listDate = async () => /name="listDate" value="([^"]+)"/.exec(await get("/admin/price-list", "en"))?.[1] ?? "";
  const kumpir = () => db.selectFrom("menu_items").selectAll().where("name_en", "=", "Classic Kumpir").executeTakeFirstOrThrow();

  /** Marks a print done as the page does: with the list's date and the fingerprint of its allergens that the page showed. */
  async function markPrintedAsShown(page?: string) {
    const html = page ?? (await get("/admin/price-list", "en"));
    const field = (name: string) => new RegExp(`name="${name}" value="([^"]+)"`).exec(html)?.[1] ?? "";
    expect(field("allergens")).toMatch(/^[0-9a-f]{64}$/);
    expect((await post("/admin/price-list", { intent: "markPrinted", listDate: field("listDate"), allergens: field("allergens") })).status).toBe(200);
  }

  it("dates the built-in menu's list by its loading: a sold-out tap or a new description does not move it", async () => {
    const loaded = await listDate();
    expect(loaded).not.toBe("");
    const dish = await db.selectFrom("menu_items").selectAll().where("is_active", "=", 1).where("name_en", "!=", "Classic Kumpir").orderBy("id").executeTakeFirstOrThrow();
    expect((await post("/tonight", { intent: "sold-out", id: dish.id, shown: soldOutShown(dish), choice: "tonight" }, "cook")).status).toBe(200);
    const tapped = await db.selectFrom("menu_items").selectAll().where("id", "=", dish.id).executeTakeFirstOrThrow();
    const described = { intent: "updateItem", id: dish.id, version: String(tapped.version), categoryId: dish.category_id, nameTr: dish.name_tr, nameEn: dish.name_en, price: String(dish.price_kurus / 100), descriptionEn: "Made fresh tonight" };
    expect((await post("/admin/menu", described)).status).toBe(302);
    expect(tapped.updated_at > loaded).toBe(true);
    expect(await listDate()).toBe(loaded);
  });

  it("prints every dish with the price /menu shows, in both languages and both formats", async () => {
    await expectEqualToMenu();
    const poster = text(await get("/admin/price-list?format=poster&language=both", "en"));
    expect(poster).toContain("Fiyat Listesi");
    expect(poster).toContain("Price List");
    expect(poster).toMatch(/Prices valid since \d{1,2} \w+ 20\d\d/);
    expect(poster).toContain("Caferağa Mah.");
  });

  it("after a price change: still equal to /menu, dated, and the Overview says the printed lists are out of date until a print is marked done", async () => {
    expect(await overview()).toContain("No print of the price list has been marked done yet.");
    await markPrintedAsShown();
    expect(await overview()).not.toContain("data-testid=\"price-list-notice\"");

    const item = await kumpir();
    const edit = { intent: "updateItem", id: item.id, version: String(item.version), categoryId: item.category_id, nameTr: item.name_tr, nameEn: item.name_en, price: "312,50" };
    expect((await post("/admin/menu", edit)).status).toBe(302);
    await expectEqualToMenu();
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/Istanbul" }).format(new Date());
    expect(await overview()).toContain(`Printed price lists are out of date since ${today}`);
    expect(text(await get("/admin/price-list?language=en", "en"))).toContain(`Prices valid since ${today}`);

    // A print marked done of the list as it was before another change keeps the notice.
    const seen = await listDate();
    const changed = await kumpir();
    expect((await post("/admin/menu", { ...edit, version: String(changed.version), price: "315" })).status).toBe(302);
    expect((await post("/admin/price-list", { intent: "markPrinted", listDate: seen })).status).toBe(200);
    expect(await overview()).toContain("Printed price lists are out of date since");
    await markPrintedAsShown();
    expect(await overview()).not.toContain("out of date");
  });

  it("changes it does not print leave the printed lists up to date: a description, a sold-out dish, a new order", async () => {
    const item = await kumpir();
    const edit = { intent: "updateItem", id: item.id, version: String(item.version), categoryId: item.category_id, nameTr: item.name_tr, nameEn: item.name_en, price: "315", descriptionEn: "Now with more butter" };
    expect((await post("/admin/menu", edit)).status).toBe(302);
    const described = await kumpir();
    expect((await post("/tonight", { intent: "sold-out", id: item.id, shown: soldOutShown(described), choice: "tonight" }, "cook")).status).toBe(200);
    const siblings = await db.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", item.category_id).orderBy("position", "desc").execute();
    expect((await post("/admin/menu", { intent: "reorderItems", categoryId: item.category_id, order: JSON.stringify(siblings) })).status).toBeLessThan(400);
    expect(await overview()).not.toContain("out of date");
    // The sold-out dish is printed like any other.
    expect(printed(await get("/admin/price-list?language=en", "en"), "en")).toContainEqual(["Classic Kumpir", 31_500]);
  });

  it("a new address or restaurant name dates the list like a price; a new phone number does not", async () => {
    const saveSettings = async (changes: Record<string, string>) => {
      const { settings, version } = await getSiteSettingsForEditing(db);
      expect((await post("/admin/settings", Object.fromEntries(siteSettingsBody(settings, version, changes)))).status).toBe(200);
    };
    await markPrintedAsShown();
    expect(await overview()).not.toContain("out of date");

    await saveSettings({ "phones[0]": "+90 216 555 01 99" });
    expect(await overview()).not.toContain("out of date");

    await saveSettings({ address: "Bahariye Cad. No: 5, 34710 Kadıköy/İstanbul" });
    expect(await overview()).toContain("Printed price lists are out of date since");
    expect(text(await get("/admin/price-list?language=en", "en"))).toContain("Bahariye Cad. No: 5");
    await markPrintedAsShown();

    await saveSettings({ restaurantName: "Patates Moda" });
    expect(await overview()).toContain("Printed price lists are out of date since");
    expect(text(await get("/admin/price-list?language=en", "en"))).toContain("Patates Moda");
    await markPrintedAsShown();
    expect(await overview()).not.toContain("out of date");
  });

  it("a print marked done while a price is saved leaves the printed lists out of date since that price", async () => {
    expect((await post("/admin/price-list", { intent: "markPrinted", listDate: await listDate() })).status).toBe(200);
    const seen = await listDate();
    const item = await db.selectFrom("menu_items").selectAll().where("category_id", "=", "breakfast").where("is_active", "=", 1).orderBy("position").executeTakeFirstOrThrow();
    const price = String(item.price_kurus / 100 + 7);
    // On PostgreSQL the print's mark is held as it comes to write, having read the list's date.
    const [marked, saved] = await allInTurn(
      db,
      engine,
      [
        () => post("/admin/price-list", { intent: "markPrinted", listDate: seen }),
        () => post("/admin/menu", { intent: "updateItem", id: item.id, version: String(item.version), categoryId: item.category_id, nameTr: item.name_tr, nameEn: item.name_en, price }),
      ],
      sql`SELECT key FROM site_settings WHERE key = ${PRICE_LIST_PRINTED} FOR UPDATE`,
    );
    expect([marked?.status, saved?.status]).toEqual([200, 302]);
    const staleSince = await db.selectFrom("site_settings").select("value").where("key", "=", PRICE_LIST_STALE_SINCE).executeTakeFirst();
    expect(staleSince && JSON.parse(staleSince.value)).toBe(await listDate());
    expect(await listDate()).not.toBe(seen);
  });

  const ALLERGENS_CHANGED = "Dishes whose allergens have changed since the last print:";

  it("names on the Overview each dish whose allergens changed since the last print, whichever row changed them, until a print is marked done", async () => {
    const classic = await kumpir();
    const butter = await write(db, null, async (w) => {
      const item = await w.create("inventory_items", { name: "Liste Tereyağı", unit: "kg", price_kurus: 50_000, vendor: "Metro", category: "food", allergen_milk: "free" });
      await w.create("recipes", { id: "price-list-sauce", name: "Liste sosu", category: "sauce", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: "price-list-sauce-1", recipe_id: "price-list-sauce", position: 0, type: "inventory", inventory_item_id: item.id, ingredient_recipe_id: null, quantity_milli: 50, unit: "kg", name: null })
        .execute();
      await w.create("menu_items", {
        category_id: classic.category_id, name_tr: "Soslu Kumpir", name_en: "Sauced Kumpir", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
        price_kurus: 20_000, position: 99, is_active: 1, recipe_id: "price-list-sauce", portion_kind: "batch", portion_milli: null, portion_unit: null,
      });
      return item;
    });
    await markPrintedAsShown();
    expect(await overview()).not.toContain('data-testid="price-list-notice"');

    // A new price of the butter changes no allergen line.
    await write(db, null, (w) => w.update("inventory_items", butter.id, butter.version, { price_kurus: 55_000 }));
    expect(await overview()).not.toContain('data-testid="price-list-notice"');

    // The butter now states milk: the dish made from it says so on the menu, and the paper does not.
    await write(db, null, (w) => w.update("inventory_items", butter.id, butter.version + 1, { allergen_milk: "contains" }));
    expect(await overview()).toContain(`${ALLERGENS_CHANGED} Sauced Kumpir. The printed lists no longer match the menu.`);
    expect(text(await get("/admin", "tr"))).toContain("Son baskıdan beri alerjenleri değişen yemekler: Soslu Kumpir.");
    // A dish's own statement, saved in Menu Management, is named too; the list's date does not move.
    const dated = await listDate();
    const item = await kumpir();
    expect((await post("/admin/menu", { intent: "updateItem", id: item.id, version: String(item.version), categoryId: item.category_id, nameTr: item.name_tr, nameEn: item.name_en, price: String(item.price_kurus / 100), allergen_gluten: "contains" })).status).toBe(302);
    expect(await overview()).toMatch(new RegExp(`${ALLERGENS_CHANGED} (Classic Kumpir and Sauced Kumpir|Sauced Kumpir and Classic Kumpir)\\.`));
    expect(await overview()).not.toContain("out of date since");
    expect(await listDate()).toBe(dated);
    const page = text(await get("/admin/price-list?language=en", "en"));
    expect(page).toContain(ALLERGENS_CHANGED);
    expect(page).toMatch(/Contains: .*Milk/);

    await markPrintedAsShown();
    expect(await overview()).not.toContain('data-testid="price-list-notice"');
    expect(text(await get("/admin/price-list?language=en", "en"))).toContain("The printed price lists match the live menu.");
  });

  it("a mark from a page opened before the allergens changed, or from one that sent none, leaves the Overview asking for a new print", async () => {
    const opened = await get("/admin/price-list", "en");
    const item = await kumpir();
    const statement = item.allergen_sesame === "may-contain" ? "contains" : "may-contain";
    expect((await post("/admin/menu", { intent: "updateItem", id: item.id, version: String(item.version), categoryId: item.category_id, nameTr: item.name_tr, nameEn: item.name_en, price: String(item.price_kurus / 100), allergen_sesame: statement })).status).toBe(302);
    await markPrintedAsShown(opened);
    const notRecorded = "The last print was marked done without a record of its allergens: print the lists again so that they show the menu's allergens.";
    expect(await overview()).toContain(notRecorded);

    await markPrintedAsShown();
    expect(await overview()).not.toContain('data-testid="price-list-notice"');
    expect((await post("/admin/price-list", { intent: "markPrinted", listDate: await listDate() })).status).toBe(200);
    expect(await overview()).toContain(notRecorded);
    expect(text(await get("/admin", "tr"))).toContain("Son baskı, alerjenleri kaydedilmeden yazdırıldı olarak işaretlendi");
  });

  it("refuses a mark without a date, and staff, writing nothing", async () => {
    const before = await db.selectFrom("site_settings").selectAll().where("key", "like", "price_list%").orderBy("key").execute();
    expect((await post("/admin/price-list", { intent: "markPrinted", listDate: "yesterday" })).status).toBe(400);
    expect((await post("/admin/price-list", { intent: "markPrinted", listDate: new Date().toISOString(), allergens: "not a fingerprint" })).status).toBe(400);
    const asStaff = await post("/admin/price-list", { intent: "markPrinted", listDate: new Date().toISOString() }, "cook");
    expect([asStaff.status, asStaff.headers.get("location")]).toEqual([302, "/unauthorized?reason=admin"]);
    expect(await db.selectFrom("site_settings").selectAll().where("key", "like", "price_list%").orderBy("key").execute()).toEqual(before);
  });
});
