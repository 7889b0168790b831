import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { write } from "../app/db/write.server";
import { createRecipe } from "../app/features/recipes/recipes.server";
import { createShoppingList } from "../app/features/shopping-lists/shopping-lists.server";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The back-office addresses that name a row (`?item=`, `?edit=`, `?category=`): one that names no
 * row, however it is spelled (a NUL, which PostgreSQL refuses in any text; an id far longer than
 * any), selects nothing, and the screen shows its list as always, with no failure to load.
 */
const ADDRESSES = [
  { path: "/inventory-manager", param: "item", listed: "Kumpir Patates" },
  { path: "/recipe-manager", param: "item", listed: "Kumpir Harcı" },
  { path: "/shopping-lists", param: "item", listed: "Bostan" },
  { path: "/events-manager", param: "edit", listed: "Patates Gecesi" },
  { path: "/admin/menu", param: "item", listed: "Klasik Kumpir" },
  { path: "/admin/menu", param: "category", listed: "Klasik Kumpir" },
  { path: "/admin/menu-costs", param: "category", listed: "Klasik Kumpir" },
] as const;

const UNKNOWN_IDS = ["\u0000", "a\u0000b", "x".repeat(5_000), "\u0007"];

describe.each(testEngines())("addresses naming no row, on %s", (engine) => {
  let site: TestSite<"admin">;
  let server: RunningServer;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { admin: { role: "admin", email: "admin@address-ids.test" } } });
    server = site.server;
    const { db, people } = site;
    const potato = await write(db, null, (w) => w.create("inventory_items", { name: "Kumpir Patates", unit: "kg", price_kurus: 4_000, vendor: "Bostan", category: "food" }));
    const recipe = await createRecipe(db, people.admin.id, { name: "Kumpir Harcı", category: "main", yield: null, ingredients: [{ type: "inventory", sourceId: potato.id, quantityMilli: 1_000, unit: "kg" }] });
    await db.updateTable("menu_items").set({ recipe_id: recipe, portion_kind: "batch" }).where("name_tr", "=", "Klasik Kumpir").execute();
    await createShoppingList(db, people.admin.id, { vendor: "Bostan", lines: [{ inventoryItemId: potato.id, quantityMilli: 2_000 }] }, () => 0);
    await write(db, null, (w) => w.create("events", { caption: "Patates Gecesi", caption_en: null, embed_code: "", is_active: 1, show_on_home: 1, show_on_events: 1, display_order: 0 }));
  }, 60_000);

  afterAll(() => site?.close());

  it.each(ADDRESSES)("$path?$param= selects nothing and still shows the list", async ({ path, param, listed }) => {
    for (const id of UNKNOWN_IDS) {
      const logged = server.output().length;
      const page = await fetch(`${server.url}${path}?${new URLSearchParams({ [param]: id })}`, { headers: { Cookie: site.people.admin.cookie, "Accept-Language": "tr" } });
      const body = await page.text();
      expect(page.status, JSON.stringify(id).slice(0, 20)).toBe(200);
      // Everything the request logged is out once its own line is, which comes last.
      const output = await server.waitForOutput(`"event":"request","requestId":"${page.headers.get("x-request-id")}"`);
      expect(output.slice(logged), JSON.stringify(id).slice(0, 20)).not.toContain("Failed to load");
      expect(body).toContain(listed);
    }
  });

  it("is sent to itself without the parameters no screen reads, which every row's links and forms would carry", async () => {
    const junk = Array.from({ length: 1_500 }, (_, i) => `p${i}=1`).join("&");
    const cases = [
      [`/admin/menu?${junk}`, "/admin/menu"],
      [`/admin/menu?new=item&in=breakfast&${junk}`, "/admin/menu?new=item&in=breakfast"],
      [`/tonight?utm_source=qr&${junk}`, "/tonight"],
      [`/inventory-manager?q=un&tab=${"x".repeat(14_000)}`, "/inventory-manager?q=un"],
      [`/admin/price-list?format=cards&language=en&zz=${"x".repeat(14_000)}`, "/admin/price-list?format=cards&language=en"],
    ];
    for (const [address, cleaned] of cases) {
      const logged = server.output().length;
      const answer = await fetch(`${server.url}${address}`, { headers: { Cookie: site.people.admin.cookie }, redirect: "manual" });
      // A redirect, before any screen draws its rows with them.
      expect([answer.status, answer.headers.get("location"), (await answer.arrayBuffer()).byteLength], cleaned).toEqual([302, cleaned, 0]);
      expect(server.output().slice(logged)).not.toContain("Error");
    }
    // An address a screen wrote itself opens as it is.
    const page = await fetch(`${server.url}/admin/menu?q=kumpir&lang=tr`, { headers: { Cookie: site.people.admin.cookie }, redirect: "manual" });
    expect(page.status).toBe(200);
  });
});
