import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { LISTS_PER_PAGE } from "../app/features/shopping-lists/shopping-lists";
import { confirmShoppingListSent, createShoppingList } from "../app/features/shopping-lists/shopping-lists.server";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The shopping-list screen shows one page of lists per load, newest first, with links to older and
 * newer pages in the address; the search and the tabs' counts cover every list.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let cookie: string;
  const TOTAL = LISTS_PER_PAGE + 10;
  /** Vendors in the order their lists were made, oldest first. */
  const vendors = Array.from({ length: TOTAL }, (_, i) => `Sayfa ${String(i).padStart(3, "0")}`);

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { staff: { role: "staff", email: "pages@lists.test" } } });
    ({ server, db } = site);
    const { staff } = site.people;
    cookie = staff.cookie;
    for (const [i, vendor] of vendors.entries()) {
      const item = await write(db, null, (w) => w.create("inventory_items", { name: `Un ${i}`, unit: "kg", price_kurus: 1_000, vendor, category: "food" }));
      const id = await createShoppingList(db, staff.id, { vendor, lines: [{ inventoryItemId: item.id, quantityMilli: 1_000 }] }, () => 0, new Date(Date.UTC(2026, 0, 1, 0, i)));
      // The oldest list was sent: its message is read when it is opened, wherever its page is.
      if (i === 0) await confirmShoppingListSent(db, staff.id, { id, version: 1, phone: "+905321112233", restaurantName: "Patates" });
    }
  }, 120_000);

  afterAll(() => site?.close());

  async function page(query: string, language = "en") {
    const response = await fetch(`${server.url}/shopping-lists${query}`, { headers: { Cookie: cookie, "Accept-Language": language } });
    expect(response.status).toBe(200);
    return response.text();
  }

  const shownVendors = (html: string) => vendors.filter((vendor) => html.includes(`- ${vendor}<`));

  it("shows the newest lists first, one page at a time, with a link to the older ones", async () => {
    const first = await page("");
    expect(shownVendors(first)).toEqual(vendors.slice(TOTAL - LISTS_PER_PAGE));
    expect(first).toContain(`href="/shopping-lists?from=${LISTS_PER_PAGE}"`);
    expect(first).toContain("Older lists (10)");
    expect(first).not.toContain("Newer lists");

    const second = await page(`?from=${LISTS_PER_PAGE}`);
    expect(shownVendors(second)).toEqual(vendors.slice(0, TOTAL - LISTS_PER_PAGE));
    expect(second).toContain("Newer lists");
    expect(second).not.toContain("Older lists");
  });

  it("says so in Turkish", async () => {
    const first = await page("?lang=tr", "tr");
    expect(first).toContain("Daha eski listeler (10)");
    expect(await page(`?from=${LISTS_PER_PAGE}&lang=tr`, "tr")).toContain("Daha yeni listeler");
  });

  it("counts and searches every list, and opens one from any page with its last message", async () => {
    const searched = await page(`?q=${encodeURIComponent(vendors[0]!)}`);
    expect(shownVendors(searched)).toEqual([vendors[0]]);
    expect(searched).not.toContain("Older lists");

    const tabs = await page("");
    expect(tabs).toMatch(new RegExp(`All\\D*${TOTAL}\\b`));

    const list = await db.selectFrom("shopping_lists").select("id").where("vendor", "=", vendors[0]!).executeTakeFirstOrThrow();
    const opened = await page(`?item=${list.id}`);
    expect(opened).toContain(`Tedarikçi: ${vendors[0]}`);
    expect(opened).toContain("+90 532 111 22 33");
  });

  it("says which lines its total leaves out, in either language: an item priced 0 has no price yet", async () => {
    const { staff } = site.people;
    const [priced, unpriced] = await write(db, null, async (w) => [
      await w.create("inventory_items", { name: "Tuz", unit: "kg", price_kurus: 500, vendor: "Fiyatsız", category: "food" }),
      await w.create("inventory_items", { name: "Karabiber", unit: "kg", price_kurus: 0, vendor: "Fiyatsız", category: "food" }),
    ]);
    const id = await createShoppingList(db, staff.id, { vendor: "Fiyatsız", lines: [{ inventoryItemId: priced.id, quantityMilli: 2_000 }, { inventoryItemId: unpriced.id, quantityMilli: 1_000 }] }, () => 0);
    const text = (html: string) => html.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
    const english = text(await page(`?item=${id}`));
    expect(english).toContain("Karabiber 1 kg No price yet");
    expect(english).toContain("The total leaves out what has no price yet in the inventory: Karabiber.");
    const turkish = text(await page(`?item=${id}&lang=tr`, "tr"));
    expect(turkish).toContain("Toplama, envanterde henüz fiyatı olmayanlar dahil edilmedi: Karabiber.");
  });
});
