import { setTimeout as sleep } from "node:timers/promises";
import { sql } from "kysely";
import { openDatabase, type AppDatabase } from "../../app/db/connection.server";
import { recipesContaining } from "../../app/features/food-cost/price-impact";
import type { CostingItem } from "../../app/features/recipes/costing";
import { cookieHeader, createBenchSession } from "./bench-session";
import { onPhone, waitForBusyParts, waitForHydration, type SiteCookie } from "./browser";
import { getOk } from "./http";
import { step, typeLikeAPerson, typingSeen, watchTyping, type KeystrokeResult } from "./inventory-typing";
import { startAppServer } from "./processes";
import { inventoryForm, LEVELS, seedKitchen, type FixtureRecipe } from "./recipes";
import { summarize, timeRequests, type Timing } from "./timing";
import { seededRandom } from "./seeded-random";

/**
 * Food cost at the size: the recipes part's 5,000 items and 1,000 recipes nested 6 deep,
 * and 300 menu items made from them (the seeded menu's and more). Three numbers: an inventory price
 * saved, with every dependent dish's new food cost and the sorted list in the reply (target under
 * 50 ms); the warning under the price while it is typed, per key at 4× CPU slow-down on a phone
 * (under 16 ms); 'Menu costs' rendered on the server (under 100 ms). Part 9 of `npm run bench`.
 */
export const LINKED_DISHES = 300;
const SAVES = 20;
const RENDER_REQUESTS = 30;
/**
 * The pause between the page's reload after a save and the next save: a cook types the next price
 * first, which takes longer. Saved back to back, each save also paid for the garbage the reload
 * before it left (5,000 items read again at the new version): the server collected it during the
 * timed save, and how much of it fell there depended on the HTTP client that made the reload (median
 * 45 ms with fetch, 70 with node:http, 37 with this pause after either).
 */
const NEXT_SAVE_PAUSE_MS = 500;
/** Typed into the price, key by key, after selecting it: every key a new price to preview. */
const TYPED_PRICE = "98765";

export interface FoodCostResult {
  items: number;
  recipes: number;
  dishes: number;
  /** How many dishes the item saved moves (made from recipes that contain it). */
  dependentDishes: number;
  save: Timing & { moved: number };
  report: Timing & { htmlBytes: number };
  typing: KeystrokeResult;
  /** The same keys into the item's name, which no warning follows: what a key costs on that page anyway. */
  typingName: KeystrokeResult;
  /** The same keys into the contact form's name, signed out: the site's smallest form, the browser's own cost of a key. */
  typingContact: KeystrokeResult;
}

/**
 * LINKED_DISHES dishes (or `count`) made from recipes of the upper half of the tree: the seeded menu's active
 * dishes and, for the rest, new ones in a category of their own. Each item gets its first price
 * history row, as the migration gives the items there are.
 */
export async function linkDishes(db: AppDatabase, recipes: readonly FixtureRecipe[], count = LINKED_DISHES): Promise<string[]> {
  const next = seededRandom(20_261_127);
  const upper = recipes.slice(Math.floor(recipes.length / 2));
  const seeded = await db.selectFrom("menu_items").select("id").where("is_active", "=", 1).orderBy("position").execute();
  const now = new Date().toISOString();
  await db
    .insertInto("menu_categories")
    .values({ id: "bench-costs", name_tr: "Maliyet", name_en: "Costs", position: 999, is_active: 1, vat_rate_bp: null, food_cost_target_bp: null, created_at: now, updated_at: now, created_by: null, updated_by: null, version: 1 })
    .execute();
  const added = Array.from({ length: Math.max(0, count - seeded.length) }, (_, index) => ({
    id: `bench-costs--dish-${index}`,
    category_id: "bench-costs",
    name_tr: `Yemek ${index}`,
    name_en: `Dish ${index}`,
    secondary_tr: null,
    secondary_en: null,
    description_tr: null,
    description_en: null,
    price_kurus: 20_000 + Math.floor(next() * 80_000),
    position: index,
    is_active: 1 as const,
    created_at: now,
    updated_at: now,
    created_by: null,
    updated_by: null,
    version: 1,
  }));
  for (let start = 0; start < added.length; start += 100) await db.insertInto("menu_items").values(added.slice(start, start + 100)).execute();
  const dishes = [...seeded.map((dish) => dish.id), ...added.map((dish) => dish.id)].slice(0, count);
  const linked: string[] = [];
  for (const id of dishes) {
    const recipe = upper[Math.floor(next() * upper.length)]!;
    await db.updateTable("menu_items").set({ recipe_id: recipe.id, portion_kind: "batch" }).where("id", "=", id).execute();
    linked.push(recipe.id);
  }
  await sql`
    INSERT INTO inventory_prices (id, inventory_item_id, seq, vendor, unit, pack_unit, pack_amount_milli, pack_amount_unit, price_kurus, effective_at, source, shopping_list_id, recorded_by)
    SELECT 'start:' || id, id, 1, vendor, unit, pack_unit, pack_amount_milli, pack_amount_unit, price_kurus, updated_at, 'history_start', NULL, updated_by
    FROM inventory_items
  `.execute(db);
  return linked;
}

/** The item without a pack whose price moves the most dishes: the save with the longest reply. */
function mostUsedItem(items: readonly CostingItem[], recipes: readonly FixtureRecipe[], dishRecipes: readonly string[]): { item: CostingItem; dishes: number } {
  const candidates = new Set(recipes.slice(0, Math.ceil(recipes.length / LEVELS)).flatMap((recipe) => recipe.ingredients.flatMap((line) => (line.type === "inventory" && line.sourceId ? [line.sourceId] : []))));
  let best: { item: CostingItem; dishes: number } | null = null;
  for (const item of items) {
    if (!candidates.has(item.id) || item.pack) continue;
    const containing = recipesContaining([item.id], recipes);
    const dishes = dishRecipes.filter((recipe) => containing.has(recipe)).length;
    if (!best || dishes > best.dishes) best = { item, dishes };
  }
  if (!best) throw new Error("no item of the first level is without a pack");
  return best;
}

/**
 * Keys typed into a field at `path`, on a phone at `cpuSlowdown`: Event Timing per key. The item's
 * price, with the warning following it; its name, which nothing follows, for that page's own cost of
 * a key; the contact form's name, the site's smallest form, for the browser's.
 */
async function measureFormTyping(baseUrl: string, cookie: SiteCookie | null, path: string, field: string, cpuSlowdown: number): Promise<KeystrokeResult> {
  const selector = `input[name='${field}']`;
  return onPhone(
    baseUrl,
    cpuSlowdown,
    async ({ page }) => {
      await page.goto(new URL(path, baseUrl).href, { waitUntil: "load" });
      if (new URL(page.url()).pathname !== new URL(path, baseUrl).pathname) throw new Error(`${path} sent the browser to ${page.url()}`);
      await step(`waiting for React to hydrate the ${field}`, waitForHydration(page, selector));
      await step("waiting for the page's lists to come", waitForBusyParts(page));
      const input = page.locator(selector);
      await input.focus();
      await page.keyboard.press(field === "price" ? "ControlOrMeta+A" : "End");
      await watchTyping(page, selector);
      await typeLikeAPerson(page, TYPED_PRICE);
      // The warning says what the last price typed does: the preview ran.
      if (field === "price") await step("waiting for the warning", page.locator(".price-warning").getByText(/yemeğin gıda maliyeti değişir/).waitFor());
      return typingSeen(page, cpuSlowdown, TYPED_PRICE, await input.inputValue());
    },
    cookie ? [cookie] : [],
  );
}

/**
 * A fresh SQLite database: the server migrates and seeds it, stops; the kitchen and the linked
 * dishes go straight into it; the server starts again. Then the saves of the busiest item's price,
 * the report, and the typing.
 */
export async function measureFoodCost(port: number, databasePath: string, cpuSlowdown: number): Promise<FoodCostResult> {
  const seeding = await startAppServer(port, databasePath);
  await seeding.stop();
  const db = openDatabase({ engine: "sqlite", path: databasePath });
  let staffCookie: SiteCookie;
  let adminCookie: SiteCookie;
  let saved: CostingItem & { vendor: string; category: string };
  let dependentDishes: number;
  let items: number;
  let recipeCount: number;
  try {
    const kitchen = await seedKitchen(db);
    staffCookie = kitchen.staff.cookie;
    adminCookie = (await createBenchSession(db, "admin")).cookie;
    const dishRecipes = await linkDishes(db, kitchen.recipes);
    const busiest = mostUsedItem(kitchen.items, kitchen.recipes, dishRecipes);
    const index = kitchen.items.indexOf(busiest.item);
    saved = { ...busiest.item, vendor: kitchen.inputs[index]!.vendor, category: kitchen.inputs[index]!.category };
    dependentDishes = busiest.dishes;
    items = kitchen.items.length;
    recipeCount = kitchen.recipes.length;
  } finally {
    await db.destroy();
  }

  const server = await startAppServer(port, databasePath);
  try {
    // Saves as the page's own form posts them (the action alone, `.data`), 10 % up and down in turn:
    // every one is over the Overview's 5 %, so each also records its entry. The page's first load
    // comes before, as a cook opens the item before typing its price.
    await getOk(`${server.url}/inventory-manager.data?item=${saved.id}`, { cookie: cookieHeader(staffCookie), "accept-language": "tr" });
    const times: number[] = [];
    let moved = 0;
    const staff = cookieHeader(staffCookie);
    for (let version = 1; version <= SAVES; version++) {
      const price = version % 2 === 1 ? Math.round(saved.priceKurus * 1.1) : saved.priceKurus;
      const started = performance.now();
      const response = await fetch(`${server.url}/inventory-manager.data?item=${saved.id}`, {
        method: "POST",
        headers: { cookie: staff, origin: server.url, "accept-language": "tr" },
        body: inventoryForm(saved, version, {}, price),
        redirect: "manual",
      });
      const answer = await response.text();
      times.push(performance.now() - started);
      if (response.status !== 200 || !answer.includes('"report"')) throw new Error(`saving a price answered ${response.status}: ${answer.slice(0, 300)}`);
      // As the page does next, untimed: its data loaded again, with the item's warning.
      await getOk(`${server.url}/inventory-manager.data?item=${saved.id}`, { cookie: staff, "accept-language": "tr" });
      await sleep(NEXT_SAVE_PAUSE_MS);
    }
    // What the last save listed, as its Overview entry keeps it (the reply's own encoding shares repeated keys).
    const reading = openDatabase({ engine: "sqlite", path: databasePath });
    try {
      const last = await reading.selectFrom("price_change_alerts").select("moved_dishes").orderBy("created_at", "desc").limit(1).executeTakeFirstOrThrow();
      moved = (JSON.parse(last.moved_dishes) as unknown[]).length;
    } finally {
      await reading.destroy();
    }
    if (moved !== dependentDishes) throw new Error(`the save listed ${moved} dishes, not the ${dependentDishes} made from the item`);

    const reportUrl = `${server.url}/admin/menu-costs`;
    const headers = { "accept-language": "tr", "accept-encoding": "gzip", cookie: cookieHeader(adminCookie) };
    const html = (await getOk(reportUrl, headers)).body.toString();
    if (!html.includes("Yemek 0")) throw new Error("GET /admin/menu-costs answered without the dishes: is the admin's cookie right?");
    for (let i = 0; i < 5; i++) await getOk(reportUrl, headers);
    const report = { ...(await timeRequests(reportUrl, headers, RENDER_REQUESTS)), htmlBytes: html.length };

    const itemPage = `/inventory-manager?item=${saved.id}&lang=tr`;
    const typing = await measureFormTyping(server.url, staffCookie, itemPage, "price", cpuSlowdown);
    const typingName = await measureFormTyping(server.url, staffCookie, itemPage, "name", cpuSlowdown);
    const typingContact = await measureFormTyping(server.url, null, "/contact?lang=tr", "name", cpuSlowdown);
    return { items, recipes: recipeCount, dishes: LINKED_DISHES, dependentDishes, save: { ...summarize(times), moved }, report, typing, typingName, typingContact };
  } finally {
    await server.stop();
  }
}
