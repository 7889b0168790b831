import fc from "fast-check";
import { request } from "node:http";
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { loadDeclarations } from "../app/features/allergens/allergens.server";
import { INVENTORY_UNITS } from "../app/features/inventory/inventory";
import { parseInventoryList, type InventoryListText } from "../app/features/inventory/inventory-list-text";
import { nameCollator, vendorKey } from "../app/lib/names";
import { allInTurn } from "./support/overlapping-writes";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { windows1254 } from "./support/windows-1254";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * The inventory's actions on the real server, past the browser's checks: bad input is a 4xx that
 * writes nothing; a good write is one row and one audit entry; no body, however strange, is a 500.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let cookie: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { staff: { role: "staff", email: "cook@actions.test" } } });
    ({ server, db } = site);
    cookie = site.people.staff.cookie;
  }, 60_000);

  afterAll(() => site?.close());

  /** A post from a page in `language` (the cookie the language switch writes; English without one). */
  function post(path: string, body: URLSearchParams | FormData, language?: "tr" | "en") {
    const languageCookie = language ? `; lang=${language}` : "";
    return fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: `${cookie}${languageCookie}`, Origin: server.url }, body, redirect: "manual" });
  }

  /** Everything a write could touch, to compare before and after. */
  async function snapshot() {
    const items = await db.selectFrom("inventory_items").selectAll().orderBy("id").execute();
    const audit = await db.selectFrom("audit_log").select(["id"]).where("entity", "=", "inventory_items").execute();
    // The price history and the Overview's large changes are written with the item, or not at all.
    const prices = await db.selectFrom("inventory_prices").select("id").execute();
    const alerts = await db.selectFrom("price_change_alerts").select("price_id").execute();
    return { items, auditCount: audit.length, priceCount: prices.length, alertCount: alerts.length };
  }

  async function createDirectly(name: string) {
    return write(db, null, (w) => w.create("inventory_items", { name, unit: "kg", price_kurus: 1_000, vendor: "Metro", category: "food" }));
  }

  describe("the inventory actions", () => {
    it("answer a bad submission with 400 and the field messages, and write nothing", async () => {
      const before = await snapshot();
      const response = await post("/inventory-manager", new URLSearchParams({ intent: "create", name: " ", unit: "ton", price: "-3", vendor: "", category: "food" }));
      expect(response.status).toBe(400);
      const text = await response.text();
      for (const key of ["inventory.nameRequired", "backOffice.invalidValue", "inventory.priceInvalid", "inventory.vendorRequired"]) expect(text).toContain(key);
      expect(await snapshot()).toEqual(before);
    });

    it("reads a price as the posting page's language writes it, and refuses one with two readings", async () => {
      const item = await createDirectly("Un dil");
      const body = (price: string, version: number) =>
        new URLSearchParams({ intent: "update", id: item.id, version: String(version), name: "Un dil", unit: "kg", price, vendor: "Metro", category: "food" });
      expect((await post("/inventory-manager", body("1.500", 1), "tr")).status).toBe(200);
      expect((await post("/inventory-manager", body("1,250.50", 2), "en")).status).toBe(200);
      const before = await snapshot();
      const refused = await post("/inventory-manager", body("1.500", 3), "en");
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("backOffice.amountAmbiguous");
      expect(await snapshot()).toEqual(before);
      const stored = await db.selectFrom("inventory_items").select(["price_kurus", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ price_kurus: 125_050, version: 3 });
    });

    it("read a price in the language its form's page was shown in, whatever another tab has switched the cookie to since", async () => {
      const item = await createDirectly("Un iki sekme");
      const body = (price: string, version: number, pageLanguage: "tr" | "en") =>
        new URLSearchParams({ intent: "update", id: item.id, version: String(version), name: "Un iki sekme", unit: "kg", price, vendor: "Metro", category: "food", pageLanguage });
      // A Turkish page's 1.500 is 1500 ₺, which the English cookie alone would refuse as ambiguous.
      expect((await post("/inventory-manager", body("1.500", 1, "tr"), "en")).status).toBe(200);
      const before = await snapshot();
      const refused = await post("/inventory-manager", body("1.500", 2, "en"), "tr");
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("backOffice.amountAmbiguous");
      expect(await snapshot()).toEqual(before);
      const stored = await db.selectFrom("inventory_items").select("price_kurus").where("id", "=", item.id).executeTakeFirstOrThrow();
      expect(stored.price_kurus).toBe(150_000);
    });

    it("saves an item's allergens and diet facts, keeps those a post leaves out, audits the change, and refuses a state that is not one", async () => {
      const item = await createDirectly("Tereyağı beyan");
      const statements = (version: number, extra: Record<string, string>) =>
        new URLSearchParams({ intent: "update", id: item.id, version: String(version), name: "Tereyağı beyan", unit: "kg", price: "300", vendor: "Metro", category: "food", ...extra });
      expect((await post("/inventory-manager", statements(1, { allergen_milk: "contains", allergen_nuts: "may-contain", diet_animal: "yes", diet_meat_or_fish: "no" }))).status).toBe(200);
      expect((await post("/inventory-manager", statements(2, { allergen_gluten: "free" }))).status).toBe(200);
      const stored = await db.selectFrom("inventory_items").select(["allergen_milk", "allergen_nuts", "allergen_gluten", "allergen_eggs", "diet_animal", "diet_meat_or_fish"]).where("id", "=", item.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ allergen_milk: "contains", allergen_nuts: "may-contain", allergen_gluten: "free", allergen_eggs: "undeclared", diet_animal: "yes", diet_meat_or_fish: "no" });
      const audit = await db.selectFrom("audit_log").select(["old_value", "new_value"]).where("entity_id", "=", item.id).where("action", "=", "update").orderBy("at").execute();
      expect(audit.map((entry) => [JSON.parse(entry.old_value!).allergen_milk, JSON.parse(entry.new_value!).allergen_milk])).toEqual([["undeclared", "contains"], ["contains", "contains"]]);

      const before = await snapshot();
      const refused = await post("/inventory-manager", statements(3, { allergen_milk: "lots", diet_animal: "maybe" }));
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("backOffice.invalidValue");
      expect(await snapshot()).toEqual(before);
    });

    it("refuses an edit made on an old version with 409, leaving the newer one", async () => {
      const item = await createDirectly("Un 409");
      const body = (price: string) => new URLSearchParams({ intent: "update", id: item.id, version: "1", name: "Un 409", unit: "kg", price, vendor: "Metro", category: "food" });
      expect((await post("/inventory-manager", body("11"))).status).toBe(200);
      const before = await snapshot();
      expect((await post("/inventory-manager", body("99"))).status).toBe(409);
      expect(await snapshot()).toEqual(before);
      const stored = await db.selectFrom("inventory_items").select(["price_kurus", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
      expect(stored).toEqual({ price_kurus: 1_100, version: 2 });
    });

    it("write a vendor as it is saved, a contact's name first, in whatever letters it was typed; one nobody has saved as typed", async () => {
      await write(db, null, (w) => w.create("vendors", { name: "Şükrü Manav", name_key: vendorKey("Şükrü Manav"), whatsapp_number: null, contact_person: "" }));
      const vendorOf = async (name: string) => (await db.selectFrom("inventory_items").select("vendor").where("name", "=", name).executeTakeFirstOrThrow()).vendor;
      const create = (name: string, vendor: string) => post("/inventory-manager", new URLSearchParams({ intent: "create", name, unit: "kg", price: "40", vendor, category: "food" }));
      expect((await create("Karabiber", "şükrü manav ")).status).toBe(302);
      expect(await vendorOf("Karabiber")).toBe("Şükrü Manav");
      // No contact: as the items already name it.
      expect((await create("Kimyon", "Baharatçı Ali")).status).toBe(302);
      expect((await create("Pul biber", "BAHARATÇI ALI")).status).toBe(302);
      expect(await vendorOf("Pul biber")).toBe("Baharatçı Ali");
      // The only item of a vendor can mend its letters; an edit that leaves the vendor as it was looks nothing up.
      expect((await create("Sumak", "yeni bakkal")).status).toBe(302);
      const sumac = await db.selectFrom("inventory_items").selectAll().where("name", "=", "Sumak").executeTakeFirstOrThrow();
      const update = (vendor: string, version: number) =>
        post("/inventory-manager", new URLSearchParams({ intent: "update", id: sumac.id, version: String(version), name: "Sumak", unit: "kg", price: "40", vendor, category: "food" }));
      expect((await update("Yeni Bakkal", sumac.version)).status).toBe(200);
      expect(await vendorOf("Sumak")).toBe("Yeni Bakkal");
      // Another item's vendor typed in other letters: that item's spelling.
      expect((await update("baharatçı ali", sumac.version + 1)).status).toBe(200);
      expect(await vendorOf("Sumak")).toBe("Baharatçı Ali");
      // An import the same.
      const form = new FormData();
      form.set("file", new File(["name,unit,price,vendor,category\nÇörek otu,kg,90,ŞÜKRÜ MANAV,food\n"], "inventory.csv", { type: "text/csv" }));
      expect(await (await post("/inventory-manager/import", form)).json()).toEqual({ ok: true, created: 1, updated: 0, unchanged: 0 });
      expect(await vendorOf("Çörek otu")).toBe("Şükrü Manav");
    });

    it("write exactly one audit entry per write, with the old and new values", async () => {
      const created = await post("/inventory-manager", new URLSearchParams({ intent: "create", name: "Audit Biber", unit: "kg", price: "12,50", vendor: "Pazar", category: "food" }));
      expect(created.status).toBe(302);
      const row = await db.selectFrom("inventory_items").selectAll().where("name", "=", "Audit Biber").executeTakeFirstOrThrow();
      await post("/inventory-manager", new URLSearchParams({ intent: "update", id: row.id, version: "1", name: "Audit Biber", unit: "kg", price: "13", vendor: "Pazar", category: "food" }));
      await post("/inventory-manager", new URLSearchParams({ intent: "delete", id: row.id, version: "2" }));
      const entries = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", row.id).orderBy("at").execute();
      expect(entries.map((entry) => entry.action)).toEqual(["create", "update", "delete"]);
      expect(entries.every((entry) => entry.actor_id === row.created_by)).toBe(true);
      expect(JSON.parse(entries[1]!.old_value!)).toMatchObject({ price_kurus: 1_250 });
      expect(JSON.parse(entries[1]!.new_value!)).toMatchObject({ price_kurus: 1_300 });
    });

    it("refuse a second item with the same name and vendor, in any case and Turkish letters, beside the name, and write nothing", async () => {
      const fields = (name: string, vendor: string, extra: Record<string, string> = {}) =>
        new URLSearchParams({ intent: "create", name, unit: "kg", price: "40", vendor, category: "food", ...extra });
      expect((await post("/inventory-manager", fields("Mor Patates", "Bostan"))).status).toBe(302);
      // Another vendor's is another item.
      expect((await post("/inventory-manager", fields("Mor Patates", "Hal"))).status).toBe(302);
      const before = await snapshot();
      for (const [name, vendor] of [["mor patates", "BOSTAN"], [" MOR PATATES ", "bostan"], ["Mör Patates", "Böstan"]] as const) {
        const refused = await post("/inventory-manager", fields(name, vendor), "tr");
        expect(refused.status, `${name} / ${vendor}`).toBe(400);
        expect(await refused.text()).toContain("inventory.nameAndVendorTaken");
      }
      expect(await snapshot()).toEqual(before);

      // A rename into the pair is refused too; the item is as it was.
      const other = await db.selectFrom("inventory_items").selectAll().where("name", "=", "Mor Patates").where("vendor", "=", "Hal").executeTakeFirstOrThrow();
      const renamed = await post("/inventory-manager", fields("mor patates", "Bostan", { intent: "update", id: other.id, version: String(other.version) }));
      expect(renamed.status).toBe(400);
      expect(await renamed.text()).toContain("inventory.nameAndVendorTaken");
      expect(await snapshot()).toEqual(before);
    });

    it("keep the prices of two items that share a name and vendor from before the rule, and let a rename tell them apart", async () => {
      const first = await createDirectly("Eski İkiz");
      const second = await createDirectly("eski ikiz");
      const update = (id: string, name: string, price: string) =>
        new URLSearchParams({ intent: "update", id, version: "1", name, unit: "kg", price, vendor: "Metro", category: "food" });
      expect((await post("/inventory-manager", update(first.id, "Eski İkiz", "12"))).status).toBe(200);
      expect((await post("/inventory-manager", update(second.id, "Eski İkiz (Kırmızı)", "14"))).status).toBe(200);
      const rows = await db.selectFrom("inventory_items").select(["name", "price_kurus"]).where("id", "in", [first.id, second.id]).orderBy("name").execute();
      expect(rows).toEqual([
        { name: "Eski İkiz", price_kurus: 1_200 },
        { name: "Eski İkiz (Kırmızı)", price_kurus: 1_400 },
      ]);
    });

    it("delete an item the recipes the person was told about use, and refuse one a recipe started using since", async () => {
      const item = await createDirectly("Kullanılan Tereyağı");
      const useIn = async (name: string) => {
        const recipe = await write(db, null, (w) => w.create("recipes", { name, category: "sauce", yield_quantity_milli: null, yield_unit: null }));
        await db
          .insertInto("recipe_ingredients")
          .values({ id: `${recipe.id}-1`, recipe_id: recipe.id, position: 0, type: "inventory", inventory_item_id: item.id, ingredient_recipe_id: null, quantity_milli: 50_000, unit: "g", name: null })
          .execute();
        return recipe;
      };
      const sauce = await useIn("Beurre Blanc");
      const mash = await useIn("Püre");
      const deletion = (usedBy: string) => new URLSearchParams({ intent: "delete", id: item.id, version: "1", usedBy });

      const before = await snapshot();
      const refused = await post("/inventory-manager", deletion(sauce.id));
      expect(refused.status).toBe(409);
      expect(await refused.text()).toContain("inventory.usedInChanged");
      expect(await snapshot()).toEqual(before);

      await db.updateTable("inventory_items").set({ allergen_milk: "contains", allergen_eggs: "may-contain", allergen_gluten: "free" }).where("id", "=", item.id).execute();
      expect((await post("/inventory-manager", deletion(`${sauce.id},${mash.id}`))).status).toBe(302);
      expect(await db.selectFrom("inventory_items").select("id").where("id", "=", item.id).execute()).toEqual([]);
      // The recipes keep the ingredient, missing, under the name it had, and what it contained and
      // may have contained: the butter is still in the sauce. What it did not contain is not known.
      const lines = await db
        .selectFrom("recipe_ingredients")
        .select(["inventory_item_id", "name", "deleted_source_contains", "deleted_source_may_contain"])
        .where("recipe_id", "in", [sauce.id, mash.id])
        .execute();
      expect(lines).toEqual([
        { inventory_item_id: null, name: "Kullanılan Tereyağı", deleted_source_contains: "milk", deleted_source_may_contain: "eggs" },
        { inventory_item_id: null, name: "Kullanılan Tereyağı", deleted_source_contains: "milk", deleted_source_may_contain: "eggs" },
      ]);
      const { declarations } = (await loadDeclarations(db)).of(sauce.id)!;
      expect([declarations.milk.state, declarations.eggs.state, declarations.gluten.state]).toEqual(["contains", "may-contain", "unknown"]);
    });

    it("import a CSV with one bad row as nothing at all, naming the line", async () => {
      const before = await snapshot();
      const form = new FormData();
      form.set("file", new File(["name,unit,price,vendor,category\nCSV Un,kg,10,Metro,food\nCSV Tuz,kg,abc,Metro,food\n"], "inventory.csv", { type: "text/csv" }));
      const response = await post("/inventory-manager/import", form);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ ok: false, errors: [{ line: 3, messages: ["inventory.priceInvalid"] }] });
      expect(await snapshot()).toEqual(before);
    });

    it("import the CSV a Turkish spreadsheet program saves (Windows-1254, semicolons, decimal commas) with its letters", async () => {
      const text = "name;unit;price;vendor;category\r\nKodlama Salçası;kg;85,50;Öz Gıda;Gıda\r\nKodlama Şeker;kg;40;İstanbul Toptan;Gıda\r\n";
      const form = new FormData();
      form.set("file", new File([windows1254(text)], "envanter.csv", { type: "text/csv" }));
      const response = await post("/inventory-manager/import", form, "tr");
      expect(await response.json()).toEqual({ ok: true, created: 2, updated: 0, unchanged: 0 });
      const rows = await db.selectFrom("inventory_items").select(["name", "vendor", "price_kurus"]).where("name", "like", "Kodlama %").orderBy("price_kurus").execute();
      expect(rows).toEqual([
        { name: "Kodlama Şeker", vendor: "İstanbul Toptan", price_kurus: 4_000 },
        { name: "Kodlama Salçası", vendor: "Öz Gıda", price_kurus: 8_550 },
      ]);
    });

    it("import prices as the importing page writes them, whatever the cookie says by then", async () => {
      const form = new FormData();
      form.set("file", new File(["name,unit,price,vendor,category\nSekme Salça,kg,\"1.250\",Metro,food\n"], "inventory.csv", { type: "text/csv" }));
      form.set("pageLanguage", "tr");
      const response = await post("/inventory-manager/import", form, "en");
      expect(await response.json()).toEqual({ ok: true, created: 1, updated: 0, unchanged: 0 });
      const row = await db.selectFrom("inventory_items").select("price_kurus").where("name", "=", "Sekme Salça").executeTakeFirstOrThrow();
      expect(row.price_kurus).toBe(125_000);
    });

    it("record a 1,000-row CSV import as one audit entry, naming its counts", async () => {
      const existing = await createDirectly("Toplu Un");
      const lines = ["name,unit,price,vendor,category", "Toplu Un,kg,11,Metro,food", ...Array.from({ length: 999 }, (_, i) => `Toplu ${i},kg,${i + 1},Toplu Tedarik,food`)];
      const form = new FormData();
      form.set("file", new File([lines.join("\n")], "inventory.csv", { type: "text/csv" }));
      const audit = () => db.selectFrom("audit_log").selectAll().execute();
      const before = await audit();
      const response = await post("/inventory-manager/import", form);
      expect(await response.json()).toEqual({ ok: true, created: 999, updated: 1, unchanged: 0 });
      const added = (await audit()).filter((entry) => !before.some((earlier) => earlier.id === entry.id));
      expect(added).toHaveLength(1);
      const cook = await db.selectFrom("users").select("id").where("email", "=", "cook@actions.test").executeTakeFirstOrThrow();
      expect(added[0]).toMatchObject({ entity: "inventory_csv_import", action: "create", actor_id: cook.id });
      expect(JSON.parse(added[0]!.new_value!)).toEqual({ created: 999, updated: 1, unchanged: 0 });
      expect(await db.selectFrom("inventory_items").select(["price_kurus", "version"]).where("id", "=", existing.id).executeTakeFirstOrThrow()).toEqual({ price_kurus: 1_100, version: 2 });
    });

    it("keep an item's pack from the form, and an import that updates the item keeps it too", async () => {
      const created = await post(
        "/inventory-manager",
        new URLSearchParams({ intent: "create", name: "Pack Şarap", unit: "bottle", price: "300", vendor: "Bağ", category: "beverage", packUnit: "bottle", packAmount: "0,7", packAmountUnit: "l" }),
      );
      expect(created.status).toBe(302);
      const row = await db.selectFrom("inventory_items").selectAll().where("name", "=", "Pack Şarap").executeTakeFirstOrThrow();
      expect(row).toMatchObject({ unit: "bottle", pack_unit: "bottle", pack_amount_milli: 700, pack_amount_unit: "l" });

      const before = await snapshot();
      const refused = await post(
        "/inventory-manager",
        new URLSearchParams({ intent: "update", id: row.id, version: "1", name: "Pack Şarap", unit: "bottle", price: "300", vendor: "Bağ", category: "beverage", packUnit: "l", packAmount: "700", packAmountUnit: "ml" }),
      );
      expect(refused.status).toBe(400);
      expect(await refused.text()).toContain("inventory.packSameMeasure");
      expect(await snapshot()).toEqual(before);

      const form = new FormData();
      // A file from before the unit keys: şişe is the bottle.
      form.set("file", new File(["name,unit,price,vendor,category\nPack Şarap,şişe,320,Bağ,beverage\n"], "inventory.csv", { type: "text/csv" }));
      expect((await post("/inventory-manager/import", form)).status).toBe(200);
      const imported = await db.selectFrom("inventory_items").selectAll().where("id", "=", row.id).executeTakeFirstOrThrow();
      expect(imported).toMatchObject({ price_kurus: 32_000, unit: "bottle", pack_unit: "bottle", pack_amount_milli: 700, pack_amount_unit: "l", version: 2 });
    });

    it("refuse an import that a delete of one of its items overtakes with 409 and the reason, never a 500, writing none of it", async () => {
      const item = await createDirectly("Yarış Un");
      const form = new FormData();
      form.set("file", new File(["name,unit,price,vendor,category\nYarış Un,kg,25,Metro,food\nYarış Tuz,kg,5,Metro,food\n"], "inventory.csv", { type: "text/csv" }));
      // The delete has the row when the import, which read it, comes to update it.
      const [deleted, answer] = await allInTurn(db, engine, [
        () => post("/inventory-manager", new URLSearchParams({ intent: "delete", id: item.id, version: "1" })),
        () => post("/inventory-manager/import", form),
      ]);
      expect(deleted?.status).toBe(302);
      const added = () => db.selectFrom("inventory_items").select("name").where("name", "like", "Yarış %").execute();
      if (engine === "postgres") {
        expect(answer?.status).toBe(409);
        expect(await answer?.json()).toEqual({ ok: false, errors: [{ line: 0, messages: ["error.stale"] }] });
        expect(await added()).toEqual([]);
      } else {
        // SQLite runs one write at a time: the import comes after the delete, and adds both.
        expect(answer?.status).toBe(200);
        expect((await added()).map((row) => row.name).sort()).toEqual(["Yarış Tuz", "Yarış Un"]);
      }
    });

    it("never answer 500 to any body, and never write half of anything", async () => {
      const existing = await createDirectly("Fuzz hedef");
      const text = fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom("", " ", "Un", "Şişe su", "x".repeat(200), "Un\u0000", "\u0007"));
      const body = fc.record(
        {
          intent: fc.oneof(fc.constantFrom("create", "update", "delete", "", "drop"), fc.string({ maxLength: 10 })),
          name: text,
          unit: fc.oneof(fc.constantFrom(...INVENTORY_UNITS), text),
          price: fc.oneof(fc.constantFrom("12,50", "0", "-1", "1e3", "12.345", "99999999999", "NaN"), fc.string({ maxLength: 12 })),
          vendor: text,
          category: fc.oneof(fc.constantFrom("food", "beverage", "other"), text),
          id: fc.oneof(fc.constant(existing.id), fc.string({ maxLength: 40 })),
          version: fc.oneof(fc.constantFrom("1", "0", "-1", "1.5", "9007199254740993"), fc.string({ maxLength: 5 })),
          packUnit: fc.oneof(fc.constantFrom("bottle", "piece", "l", "g", "şişe", ""), text),
          packAmount: fc.oneof(fc.constantFrom("0,7", "150", "0", "-1", "1,2345"), text),
          packAmountUnit: fc.oneof(fc.constantFrom("l", "g", "kg", "slice", ""), text),
          extra: fc.string({ maxLength: 20 }),
        },
        { requiredKeys: [] },
      );
      await fc.assert(
        fc.asyncProperty(body, async (fields) => {
          const before = await snapshot();
          const params = new URLSearchParams(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
          const response = await post("/inventory-manager", params);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          const after = await snapshot();
          if (response.status >= 400 || after.auditCount === before.auditCount) {
            // Refused, or a save that changed nothing (docs/decisions/0009): nothing written.
            expect(after).toEqual(before);
          } else {
            // One write: one audit entry, and at most one row more or less.
            expect(after.auditCount).toBe(before.auditCount + 1);
            expect(Math.abs(after.items.length - before.items.length)).toBeLessThanOrEqual(1);
          }
        }),
        { numRuns: 120 },
      );
    }, 120_000);

    it("never answer 500 to any file, and import all rows or none", async () => {
      const cell = fc.oneof(fc.string({ maxLength: 12 }), fc.constantFrom("Un", "kg", "şişe", "12,50", "food", "İçecek", '"', ";", ","));
      const csv = fc.oneof(
        fc.array(fc.array(cell, { maxLength: 6 }), { maxLength: 6 }).map((rows) => ["name,unit,price,vendor,category", ...rows.map((row) => row.join(","))].join("\n")),
        fc.string({ maxLength: 200 }),
      );
      await fc.assert(
        fc.asyncProperty(csv, async (content) => {
          const before = await snapshot();
          const form = new FormData();
          form.set("file", new File([content], "fuzz.csv", { type: "text/csv" }));
          const response = await post("/inventory-manager/import", form);
          expect(response.status).toBeLessThan(500);
          const reply = (await response.json()) as { ok: boolean; created?: number; updated?: number };
          const after = await snapshot();
          if (!reply.ok) expect(after).toEqual(before);
          else expect(after.items.length).toBe(before.items.length + reply.created!);
        }),
        { numRuns: 60 },
      );
    }, 120_000);
  });

  describe("the whole list (GET /inventory-manager/list) and the page's start of it", () => {
    const getList = () => fetch(`${server.url}/inventory-manager/list?lang=tr`, { headers: { Cookie: cookie }, redirect: "manual" });
    const pageText = async () => (await fetch(`${server.url}/inventory-manager?lang=tr`, { headers: { Cookie: cookie } })).text();

    it("sends every item as the list's text, never stored, under the version the page names, and the next version after a write", async () => {
      await createDirectly("Liste zeytin");
      const first = await getList();
      expect(first.status).toBe(200);
      expect(first.headers.get("content-type")).toBe("text/plain; charset=utf-8");
      expect(first.headers.get("cache-control")).toBe("no-store");
      const version = first.headers.get("etag")!.slice(1, -1);
      expect(version).toMatch(/^[\w-]{22}$/);
      const names = parseInventoryList((await first.text()) as InventoryListText).map((item) => item.name);
      expect(names).toEqual((await db.selectFrom("inventory_items").select("name").execute()).map((row) => row.name).sort(nameCollator("tr").compare));
      expect(await pageText()).toContain(version);

      // Written by another connection, as another instance would: seen at the next request.
      await createDirectly("Liste zeytinyağı");
      const changed = await getList();
      const newVersion = changed.headers.get("etag")!.slice(1, -1);
      expect(newVersion).not.toBe(version);
      expect(parseInventoryList((await changed.text()) as InventoryListText).map((item) => item.name)).toContain("Liste zeytinyağı");
      const page = await pageText();
      expect(page).toContain(newVersion);
      expect(page).not.toContain(version);
    });

    it("sends the same text gzipped to a browser that takes gzip, and plain to one that does not", async () => {
      await createDirectly("Sıkıştırılmış liste");
      // node:http, which leaves the body as it came (fetch would undo the gzip unseen).
      const get = (acceptEncoding: string | null) =>
        new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
          const headers: Record<string, string> = { cookie };
          if (acceptEncoding !== null) headers["accept-encoding"] = acceptEncoding;
          request(`${server.url}/inventory-manager/list?lang=tr`, { headers }, (response) => {
            const chunks: Buffer[] = [];
            response.on("data", (chunk: Buffer) => chunks.push(chunk));
            response.on("end", () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
            response.on("error", reject);
          })
            .on("error", reject)
            .end();
        });
      const plain = await get(null);
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      expect(plain.headers.vary).toMatch(/Accept-Encoding/i);
      expect(plain.body.toString("utf8")).toContain("Sıkıştırılmış liste");
      for (const accept of ["gzip, deflate, br, zstd", "br;q=1, gzip;q=0.5"]) {
        const gzipped = await get(accept);
        expect(gzipped.status).toBe(200);
        expect(gzipped.headers["content-encoding"]).toBe("gzip");
        expect(gzipped.headers.etag).toBe(plain.headers.etag);
        expect(gunzipSync(gzipped.body).equals(plain.body)).toBe(true);
      }
      const refused = await get("gzip;q=0, identity");
      expect(refused.headers["content-encoding"]).toBeUndefined();
      expect(refused.body.equals(plain.body)).toBe(true);
    });

    it("puts in the page only the first rows its address shows, with how many more there are", async () => {
      for (let index = 1; index <= 25; index++) await createDirectly(`Sayfa ${String(index).padStart(2, "0")}`);
      const html = await (await fetch(`${server.url}/inventory-manager?lang=en&q=Sayfa`, { headers: { Cookie: cookie } })).text();
      expect(html).toContain("Sayfa 20");
      expect(html).not.toContain("Sayfa 21");
      expect(html).toContain("Show 5 more");
    });
  });
});
