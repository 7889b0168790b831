import fc from "fast-check";
import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { PUBLIC_CONTENT_VERSION } from "../app/db/public-content.server";
import { STATEMENT_COLUMNS } from "../app/lib/declarations";
import { allInTurn } from "./support/overlapping-writes";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Menu Management's actions on the real server: bad input is a 4xx that writes nothing; a good
 * write goes through the write path (audit, public content version) and guests see it at their next
 * request; a category's delete takes its items in the same transaction; no body is a 500.
 */
describe.each(testEngines())("Menu Management's actions on %s", (engine) => {
  let site: TestSite<"admin" | "staff">;
  let server: RunningServer;
  let db: AppDatabase;
  const cookies = { admin: "", staff: "" };

  beforeAll(async () => {
    site = await startTestSite(engine, {
      people: { admin: { role: "admin", email: "chef@menu-actions.test" }, staff: { role: "staff", email: "cook@menu-actions.test" } },
    });
    ({ server, db } = site);
    cookies.admin = site.people.admin.cookie;
    cookies.staff = site.people.staff.cookie;
  }, 60_000);

  afterAll(() => site?.close());

  function post(fields: Record<string, string>, cookie = cookies.admin, path = "/admin/menu") {
    return fetch(`${server.url}${path}`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body: new URLSearchParams(fields), redirect: "manual" });
  }

  const guestMenu = async (language: "tr" | "en") => (await fetch(`${server.url}/menu`, { headers: { "Accept-Language": language } })).text();

  async function snapshot() {
    const categories = await db.selectFrom("menu_categories").selectAll().orderBy("id").execute();
    const items = await db.selectFrom("menu_items").selectAll().orderBy("id").execute();
    const audit = await db.selectFrom("audit_log").select("id").where("entity", "in", ["menu_items", "menu_categories"]).execute();
    const publicVersion = await db.selectFrom("site_settings").select("value").where("key", "=", PUBLIC_CONTENT_VERSION).executeTakeFirst();
    return { categories, items, auditCount: audit.length, publicVersion: publicVersion?.value ?? null };
  }

  /** A dish's history as its modal shows it, in words (the page's data, in a script, holds the ids). */
  async function historyWords(itemId: string, language: "tr" | "en") {
    const page = await (await fetch(`${server.url}/admin/menu?item=${itemId}&lang=${language}`, { headers: { Cookie: cookies.admin } })).text();
    const details = /<details class="history">[\s\S]*?<\/details>/.exec(page)?.[0] ?? "";
    return details.replace(/<[^>]*>/g, " ").replace(/\s+/g, " ");
  }

  const categoryById = (id: string) => db.selectFrom("menu_categories").selectAll().where("id", "=", id).executeTakeFirst();
  const itemsOf = (categoryId: string) => db.selectFrom("menu_items").selectAll().where("category_id", "=", categoryId).orderBy("position").execute();

  it("create a category at the end and an item at the end of it (price `12,50`), and guests see both at once", async () => {
    const before = await snapshot();
    const maxPosition = Math.max(-1, ...before.categories.map((category) => category.position));
    const created = await post({ intent: "createCategory", nameTr: "Kumpirler Özel", nameEn: "Special Kumpirs", vatRate: "10", foodCostTarget: "32,5" });
    // Back to the list, which brings the saved row into view and says it was saved.
    expect([created.status, created.headers.get("location")]).toEqual([302, "/admin/menu?savedCategory=special-kumpirs"]);
    const category = await categoryById("special-kumpirs");
    // Its rates in basis points, confirmed by the save: 10 % VAT, a 32,5 % target written as a Turkish cook writes it.
    expect(category).toMatchObject({ name_tr: "Kumpirler Özel", name_en: "Special Kumpirs", position: maxPosition + 1, is_active: 1, vat_rate_bp: 1000, food_cost_target_bp: 3250 });

    const locations: (string | null)[] = [];
    for (const [nameTr, nameEn, price, foodCostTarget] of [["Peynirli Kumpir", "Cheese Kumpir", "12,50", "25"], ["Sade Kumpir", "Plain Kumpir", "9.5", ""]] as const) {
      const response = await post({ intent: "createItem", categoryId: "special-kumpirs", nameTr, nameEn, price, descriptionEn: "Baked potato", foodCostTarget }, cookies.admin, "/admin/menu?new=item&in=special-kumpirs");
      expect(response.status).toBe(302);
      locations.push(response.headers.get("location"));
    }
    const items = await itemsOf("special-kumpirs");
    expect(locations).toEqual(items.map((item) => `/admin/menu?savedItem=${encodeURIComponent(item.id)}`));
    // A dish's own target, or none (its category's).
    expect(items.map((item) => [item.name_en, item.price_kurus, item.position, item.description_en, item.description_tr, item.food_cost_target_bp])).toEqual([
      ["Cheese Kumpir", 1250, 0, "Baked potato", null, 2500],
      ["Plain Kumpir", 950, 1, "Baked potato", null, null],
    ]);
    const after = await snapshot();
    expect(after.auditCount).toBe(before.auditCount + 3);
    expect(after.publicVersion).not.toBe(before.publicVersion);
    expect(await guestMenu("en")).toContain("Cheese Kumpir");
    expect(await guestMenu("tr")).toContain("Peynirli Kumpir");
  });

  it("make a category of the longest name one that every form can still refer to, and never give a new category the id of a deleted one", async () => {
    const longName = `${"Uzun ve Çok Özel Akşam Menüsü & ".repeat(4)}`.slice(0, 120).trim();
    expect((await post({ intent: "createCategory", nameTr: longName, nameEn: longName, vatRate: "10", foodCostTarget: "30" })).status).toBe(302);
    const long = await db.selectFrom("menu_categories").selectAll().where("name_en", "=", longName).executeTakeFirstOrThrow();
    expect(long.id.length).toBeLessThanOrEqual(60);
    // A dish added to it, the category switched off, renamed and deleted: every form names it by its id.
    expect((await post({ intent: "createItem", categoryId: long.id, nameTr: "Uzun Kumpir", nameEn: "Long Kumpir", price: "10" })).status).toBe(302);
    expect((await post({ intent: "toggleCategory", id: long.id, version: String(long.version), isActive: "false" })).status).toBe(302);
    expect((await post({ intent: "updateCategory", id: long.id, version: String(long.version + 1), nameTr: longName, nameEn: "Long", vatRate: "10", foodCostTarget: "30" })).status).toBe(302);
    expect((await post({ intent: "deleteCategory", id: long.id, version: String(long.version + 2) })).status).toBe(302);
    expect(await categoryById(long.id)).toBeUndefined();

    // The same name again, after the first is gone: a new id, so the old one's history stays its own.
    expect((await post({ intent: "createCategory", nameTr: longName, nameEn: longName, vatRate: "10", foodCostTarget: "30" })).status).toBe(302);
    const again = await db.selectFrom("menu_categories").select("id").where("name_en", "=", longName).executeTakeFirstOrThrow();
    expect(again.id).toBe(`${long.id}-2`);
    const historyOf = (id: string) => db.selectFrom("audit_log").select("action").where("entity", "=", "menu_categories").where("entity_id", "=", id).execute();
    expect((await historyOf(again.id)).map((entry) => entry.action)).toEqual(["create"]);
  });


  it("refuse a dish made from a recipe deleted at the same moment beside its recipe field, never a 500, writing no dish", async () => {
    await write(db, null, (w) => w.create("recipes", { id: "doomed-recipe", name: "Gidecek sos", category: "sauce", yield_quantity_milli: null, yield_unit: null }));
    // The delete has the recipe when the new dish, which is checking it, comes to refer to it.
    const [deleted, answer] = await allInTurn(db, engine, [
      () => post({ intent: "delete", id: "doomed-recipe", version: "1" }, cookies.admin, "/recipe-manager"),
      () => post({ intent: "createItem", categoryId: "breakfast", nameTr: "Soslu", nameEn: "Sauced", price: "10", recipeId: "doomed-recipe", portionKind: "batch" }),
    ]);
    expect(deleted?.status).toBe(302);
    expect(answer?.status).toBe(400);
    expect(await answer?.text()).toContain("menuManagement.recipeMissing");
    expect(await db.selectFrom("menu_items").select("id").where("name_en", "=", "Sauced").execute()).toEqual([]);
  });

  it("add categories of one name sent at the same moment, each under an id and a place of its own", async () => {
    const before = await snapshot();
    const maxPosition = Math.max(-1, ...before.categories.map((category) => category.position));
    const answers = await Promise.all(
      Array.from({ length: 4 }, () => post({ intent: "createCategory", nameTr: "Aynı Anda", nameEn: "Same Moment", vatRate: "10", foodCostTarget: "30" })),
    );
    expect(answers.map((answer) => answer.status)).toEqual([302, 302, 302, 302]);
    const added = await db.selectFrom("menu_categories").select(["id", "position"]).where("name_en", "=", "Same Moment").orderBy("position").execute();
    expect(added.map((category) => category.id).sort()).toEqual(["same-moment", "same-moment-2", "same-moment-3", "same-moment-4"]);
    expect(added.map((category) => category.position)).toEqual([1, 2, 3, 4].map((n) => maxPosition + n));

    // Dishes added to one of them at the same moment go one after another at its end.
    const dishes = await Promise.all(
      ["Bir", "İki", "Üç", "Dört"].map((name) => post({ intent: "createItem", categoryId: "same-moment", nameTr: name, nameEn: name, price: "10" })),
    );
    expect(dishes.map((answer) => answer.status)).toEqual([302, 302, 302, 302]);
    expect((await itemsOf("same-moment")).map((item) => item.position)).toEqual([0, 1, 2, 3]);
  });
  it("answer a bad item with 400 and the brief's messages, writing nothing", async () => {
    const before = await snapshot();
    const response = await post({ intent: "createItem", categoryId: "", nameTr: " ", nameEn: "", price: "-3" });
    expect(response.status).toBe(400);
    const text = await response.text();
    for (const key of ["menuManagement.categoryRequired", "menuManagement.nameTrRequired", "menuManagement.nameEnRequired", "menuManagement.priceInvalid"]) expect(text).toContain(key);
    expect((await post({ intent: "createCategory", nameTr: "a\u0001b", nameEn: "" })).status).toBe(400);
    // A VAT above 100 % and a target of 0 are refused, each next to its field.
    const rates = await post({ intent: "createCategory", nameTr: "Oranlar", nameEn: "Rates", vatRate: "120", foodCostTarget: "0" });
    expect(rates.status).toBe(400);
    const refusal = await rates.text();
    expect(refusal).toContain("foodCost.vatInvalid");
    expect(refusal).toContain("foodCost.targetInvalid");
    // A dish's own target of 0 is refused next to its field.
    const dishTarget = await post({ intent: "createItem", categoryId: "special-kumpirs", nameTr: "Hedefli", nameEn: "Targeted", price: "10", foodCostTarget: "0" });
    expect(dishTarget.status).toBe(400);
    expect(await dishTarget.text()).toContain("foodCost.targetInvalid");
    expect(await snapshot()).toEqual(before);
  });

  it("show an edit, a deactivation and a delete to guests at their next request, and refuse a stale one with 409", async () => {
    const [item] = await itemsOf("special-kumpirs");
    if (!item) throw new Error("the first test's item is missing");
    const edit = { intent: "updateItem", id: item.id, version: String(item.version), categoryId: "special-kumpirs", nameTr: "Kaşarlı Kumpir", nameEn: "Kashar Kumpir", price: "14" };
    expect((await post(edit)).status).toBe(302);
    expect(await guestMenu("en")).toContain("Kashar Kumpir");
    // The same form saved again changes nothing: its version stays, so a colleague's form of it still saves.
    const edited = { ...edit, version: String(item.version + 1) };
    const audited = (await snapshot()).auditCount;
    expect((await post(edited)).status).toBe(302);
    expect((await db.selectFrom("menu_items").select("version").where("id", "=", item.id).executeTakeFirstOrThrow()).version).toBe(item.version + 1);
    expect((await snapshot()).auditCount).toBe(audited);
    const stale = await post({ ...edit, nameEn: "Old" });
    expect(stale.status).toBe(409);
    expect(await stale.text()).toContain("error.stale");

    expect((await post({ intent: "toggleItem", id: item.id, version: String(item.version + 1), isActive: "false" })).status).toBe(302);
    expect(await guestMenu("en")).not.toContain("Kashar Kumpir");
    expect((await post({ intent: "deleteItem", id: item.id, version: String(item.version + 2) })).status).toBe(302);
    expect(await db.selectFrom("menu_items").select("id").where("id", "=", item.id).executeTakeFirst()).toBeUndefined();
  });

  it("delete a category with all its items in one transaction, each audited", async () => {
    const category = await write(db, null, (w) => w.create("menu_categories", { id: "doomed", name_tr: "Gidecek", name_en: "Doomed", position: 90, is_active: 1 }));
    for (const name of ["Bir", "İki"]) {
      await write(db, null, (w) =>
        w.create("menu_items", {
          category_id: "doomed", name_tr: name, name_en: name, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
          price_kurus: 100, position: 0, is_active: 1,
        }),
      );
    }
    // A stale category version: nothing of it goes, not even its items.
    const before = await snapshot();
    expect((await post({ intent: "deleteCategory", id: "doomed", version: "7" })).status).toBe(409);
    expect(await snapshot()).toEqual(before);

    expect((await post({ intent: "deleteCategory", id: "doomed", version: String(category.version) })).status).toBe(302);
    expect(await categoryById("doomed")).toBeUndefined();
    expect(await itemsOf("doomed")).toEqual([]);
    expect((await snapshot()).auditCount).toBe(before.auditCount + 3);
  });

  it("save a new order in one transaction, move an item into another category, and refuse a stale order whole", async () => {
    const make = (id: string, names: string[]) =>
      write(db, null, async (w) => {
        await w.create("menu_categories", { id, name_tr: id, name_en: id, position: 50, is_active: 1 });
        for (const [position, name] of names.entries()) {
          await w.create("menu_items", {
            category_id: id, name_tr: name, name_en: name, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
            price_kurus: 100, position, is_active: 1,
          });
        }
      });
    await make("order-a", ["A1", "A2", "A3"]);
    await make("order-b", ["B1"]);
    const rows = async (categoryId: string) => (await itemsOf(categoryId)).map((item) => ({ id: item.id, version: item.version, name: item.name_en }));
    const [a1, a2, a3] = await rows("order-a");
    if (!a1 || !a2 || !a3) throw new Error("seed failed");
    const order = (list: { id: string; version: number }[]) => JSON.stringify(list.map(({ id, version }) => ({ id, version })));

    const reordered = await post({ intent: "reorderItems", categoryId: "order-a", order: order([a3, a1, a2]) });
    expect(reordered.status).toBe(200);
    expect((await rows("order-a")).map((row) => row.name)).toEqual(["A3", "A1", "A2"]);

    // A stale row among them: nothing of the order is saved.
    const before = await snapshot();
    expect((await post({ intent: "reorderItems", categoryId: "order-a", order: order([a1, a2, a3]) })).status).toBe(409);
    expect(await snapshot()).toEqual(before);

    const [b1] = await rows("order-b");
    const current = await rows("order-a");
    const moving = current.find((row) => row.name === "A1")!;
    expect((await post({ intent: "reorderItems", categoryId: "order-b", order: order([moving, b1!]) })).status).toBe(200);
    expect((await rows("order-b")).map((row) => row.name)).toEqual(["A1", "B1"]);
    expect((await rows("order-a")).map((row) => row.name)).toEqual(["A3", "A2"]);

    const categories = await db.selectFrom("menu_categories").select(["id", "version"]).where("id", "in", ["order-a", "order-b"]).orderBy("position").orderBy("id").execute();
    expect((await post({ intent: "reorderCategories", order: order([...categories].reverse()) })).status).toBe(200);
    const positions = await db.selectFrom("menu_categories").select(["id", "position"]).where("id", "in", ["order-a", "order-b"]).orderBy("position").execute();
    expect(positions.map((row) => row.id)).toEqual(["order-b", "order-a"]);
    expect((await post({ intent: "reorderItems", categoryId: "order-a", order: "not json" })).status).toBe(400);
  });

  it("bulk-deactivate and bulk-delete selected items in one transaction; none selected or one stale changes nothing", async () => {
    const seeded = await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "bulk", name_tr: "Toplu", name_en: "Bulk", position: 70, is_active: 1 });
      const rows = [];
      for (const name of ["X1", "X2", "X3"]) {
        rows.push(
          await w.create("menu_items", {
            category_id: "bulk", name_tr: name, name_en: name, secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
            price_kurus: 100, position: rows.length, is_active: 1,
          }),
        );
      }
      return rows;
    });
    const [x1, x2, x3] = seeded as [(typeof seeded)[number], (typeof seeded)[number], (typeof seeded)[number]];
    const ref = (row: { id: string; version: number }, version = row.version) => `${row.id}:${version}`;
    const before = await snapshot();
    const none = await post({ intent: "bulk", action: "deactivate" });
    expect(none.status).toBe(400);
    expect(await none.text()).toContain("menuManagement.selectAtLeastOne");
    const body = (action: string, refs: string[]) => {
      const params = new URLSearchParams({ intent: "bulk", action });
      for (const value of refs) params.append("selected", value);
      return fetch(`${server.url}/admin/menu`, { method: "POST", headers: { Cookie: cookies.admin, Origin: server.url }, body: params, redirect: "manual" });
    };
    expect((await body("deactivate", [ref(x1), ref(x2, 9)])).status).toBe(409);
    expect(await snapshot()).toEqual(before);

    expect((await body("deactivate", [ref(x1), ref(x3)])).status).toBe(302);
    expect((await itemsOf("bulk")).map((row) => [row.name_en, row.is_active])).toEqual([["X1", 0], ["X2", 1], ["X3", 0]]);
    expect((await body("delete", [ref(x1, 2), ref(x2)])).status).toBe(302);
    expect((await itemsOf("bulk")).map((row) => row.name_en)).toEqual(["X3"]);
  });

  it("restore an item to an earlier version as a change of its own; refuse a stale one, an unknown version and a deleted category, writing nothing", async () => {
    await post({ intent: "createCategory", nameTr: "Geçmiş", nameEn: "History", vatRate: "10", foodCostTarget: "30" });
    await post({ intent: "createCategory", nameTr: "Geçici", nameEn: "Passing", vatRate: "10", foodCostTarget: "30" });
    await post({ intent: "createItem", categoryId: "passing", nameTr: "Eski Kumpir", nameEn: "Old Kumpir", price: "10" });
    const [item] = await itemsOf("passing");
    const edit = (version: number, fields: Record<string, string>) =>
      post({ intent: "updateItem", id: item!.id, version: String(version), categoryId: "passing", nameTr: "Eski Kumpir", nameEn: "Old Kumpir", price: "10", ...fields });
    expect((await edit(1, { nameEn: "Newer Kumpir", price: "12,50" })).status).toBe(302);
    expect((await edit(2, { categoryId: "history", nameEn: "Newest Kumpir" })).status).toBe(302);
    const entries = await db.selectFrom("audit_log").select(["id", "at"]).where("entity_id", "=", item!.id).orderBy("at").orderBy("id").execute();
    expect(entries).toHaveLength(3);
    const path = `/admin/menu?item=${item!.id}`;

    const before = await snapshot();
    expect((await post({ intent: "restoreItem", id: item!.id, version: "2", auditId: entries[0]!.id }, cookies.admin, path)).status).toBe(409);
    expect((await post({ intent: "restoreItem", id: item!.id, version: "3", auditId: "no-such-entry" }, cookies.admin, path)).status).toBe(404);
    const otherEntry = await db.selectFrom("audit_log").select("id").where("entity", "=", "menu_categories").where("entity_id", "=", "history").executeTakeFirstOrThrow();
    expect((await post({ intent: "restoreItem", id: item!.id, version: "3", auditId: otherEntry.id }, cookies.admin, path)).status).toBe(404);
    expect(await snapshot()).toEqual(before);

    const restored = await post({ intent: "restoreItem", id: item!.id, version: "3", auditId: entries[1]!.id }, cookies.admin, path);
    expect([restored.status, restored.headers.get("location")]).toEqual([302, path]);
    const now = await db.selectFrom("menu_items").selectAll().where("id", "=", item!.id).executeTakeFirstOrThrow();
    expect([now.name_en, now.price_kurus, now.category_id, now.version]).toEqual(["Newer Kumpir", 1250, "passing", 4]);
    const last = await db.selectFrom("audit_log").select("new_value").where("entity_id", "=", item!.id).orderBy("at", "desc").orderBy("id", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(last.new_value!)).toMatchObject({ name_en: "Newer Kumpir", restored_from: entries[1]!.at });
    expect(await guestMenu("en")).toContain("Newer Kumpir");

    // Back and forth across categories: a restore moves the item to the end of its version's category.
    expect((await post({ intent: "restoreItem", id: item!.id, version: "4", auditId: entries[2]!.id }, cookies.admin, path)).status).toBe(302);
    expect(await db.selectFrom("menu_items").select(["category_id", "name_en", "version"]).where("id", "=", item!.id).executeTakeFirst()).toEqual({
      category_id: "history",
      name_en: "Newest Kumpir",
      version: 5,
    });
    expect((await post({ intent: "restoreItem", id: item!.id, version: "5", auditId: entries[0]!.id }, cookies.admin, path)).status).toBe(302);
    // Once the category of a version is deleted, that version cannot come back.
    expect((await post({ intent: "deleteCategory", id: "history", version: String((await categoryById("history"))!.version) })).status).toBe(302);
    const beforeGone = await snapshot();
    const gone = await post({ intent: "restoreItem", id: item!.id, version: "6", auditId: entries[2]!.id }, cookies.admin, path);
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain("menuManagement.versionCategoryGone");
    expect(await snapshot()).toEqual(beforeGone);
  });

  it("restore a dish's recipe, portion, allergen statements, reason and own target with the rest of a version; refuse one whose recipe was deleted since, writing nothing", async () => {
    const [olive, butter] = [randomUUID(), randomUUID()];
    await recipeOfOneItem({ id: olive, name: "Zeytinyağlı sos (sürüm)" }, { name: "Zeytinyağı (sürüm)", unit: "l", price_kurus: 40_000, allergen_milk: "free" });
    await recipeOfOneItem({ id: butter, name: "Tereyağlı sos (sürüm)" }, { name: "Tereyağı (sürüm)", unit: "kg", price_kurus: 30_000, allergen_milk: "contains" });
    await write(db, null, (w) => w.create("menu_categories", { id: "versions", name_tr: "Sürümler", name_en: "Versions", position: 94, is_active: 1 }));
    // As the form sends them: all 18 statements, each 'Not stated by hand' unless chosen.
    const undeclared = Object.fromEntries(STATEMENT_COLUMNS.map((column) => [column, "undeclared"]));
    const fields = { categoryId: "versions", nameTr: "Sürümlü Kumpir", nameEn: "Versioned Kumpir", price: "18", ...undeclared };
    // First two pieces of the olive oil sauce, milk and traces of egg stated by hand, a target of its own;
    // then a whole batch of the butter sauce, its milk taken away with a reason, the egg no longer stated, the category's target.
    expect((await post({ intent: "createItem", ...fields, recipeId: olive, portionKind: "pieces", portionAmount: "2", allergen_milk: "contains", allergen_eggs: "may-contain", foodCostTarget: "28" })).status).toBe(302);
    const [dish] = await itemsOf("versions");
    if (!dish) throw new Error("the dish was not made");
    const reason = "Tereyağı ayrı kapta veriliyor";
    expect((await post({ intent: "updateItem", id: dish.id, version: "1", ...fields, recipeId: butter, portionKind: "batch", allergen_milk: "free", allergenReason: reason })).status).toBe(302);
    const entries = await db.selectFrom("audit_log").select("id").where("entity_id", "=", dish.id).orderBy("at").orderBy("id").execute();
    expect(entries).toHaveLength(2);
    const dishColumns = () =>
      db
        .selectFrom("menu_items")
        .select(["recipe_id", "portion_kind", "portion_milli", "portion_unit", "allergen_milk", "allergen_eggs", "allergen_reason", "allergen_lowered", "food_cost_target_bp", "version"])
        .where("id", "=", dish.id)
        .executeTakeFirstOrThrow();
    const second = { recipe_id: butter, portion_kind: "batch", portion_milli: null, portion_unit: null, allergen_milk: "free", allergen_eggs: "undeclared", allergen_reason: reason, allergen_lowered: "milk:contains", food_cost_target_bp: null };
    expect(await dishColumns()).toEqual({ ...second, version: 2 });
    const dishPage = async () => (await (await fetch(`${server.url}/menu/versioned-kumpir`, { headers: { "Accept-Language": "en" } })).text()).replace(/<[^>]*>/g, "");
    expect(await dishPage()).not.toContain("Süt / Milk");
    const path = `/admin/menu?item=${dish.id}`;

    // The first version: its recipe, portion, statements and target come back, and it has no reason and covers nothing.
    expect((await post({ intent: "restoreItem", id: dish.id, version: "2", auditId: entries[0]!.id }, cookies.admin, path)).status).toBe(302);
    expect(await dishColumns()).toEqual({
      recipe_id: olive, portion_kind: "pieces", portion_milli: 2_000, portion_unit: "piece", allergen_milk: "contains", allergen_eggs: "may-contain",
      allergen_reason: null, allergen_lowered: null, food_cost_target_bp: 2_800, version: 3,
    });
    expect(await dishPage()).toContain("Contains: Süt / Milk");
    expect(await historyWords(dish.id, "en")).toContain("Milk Does not contain Contains");
    expect(await historyWords(dish.id, "tr")).toContain("Süt İçermez İçerir");

    // And the second again: its reason comes back with what it covers, so guests are told no milk, as before.
    expect((await post({ intent: "restoreItem", id: dish.id, version: "3", auditId: entries[1]!.id }, cookies.admin, path)).status).toBe(302);
    expect(await dishColumns()).toEqual({ ...second, version: 4 });
    expect(await dishPage()).not.toContain("Süt / Milk");

    // Once the first version's recipe is deleted, that version cannot come back, and nothing is written.
    const recipe = await db.selectFrom("recipes").select("version").where("id", "=", olive).executeTakeFirstOrThrow();
    expect((await post({ intent: "delete", id: olive, version: String(recipe.version) }, cookies.admin, "/recipe-manager")).status).toBe(302);
    const before = await snapshot();
    const gone = await post({ intent: "restoreItem", id: dish.id, version: "4", auditId: entries[0]!.id }, cookies.admin, path);
    expect(gone.status).toBe(409);
    expect(await gone.text()).toContain("menuManagement.versionRecipeGone");
    expect(await snapshot()).toEqual(before);
    expect(await dishColumns()).toEqual({ ...second, version: 4 });
  });

  it("link a dish to its recipe, whose milk guests then see; taking the milk away needs a reason, and the change is audited", async () => {
    await milkyRecipe();
    const [item] = await itemsOf("special-kumpirs");
    if (!item) throw new Error("the first test's item is missing");
    const edit = (version: number, extra: Record<string, string>) => ({
      intent: "updateItem", id: item.id, version: String(version), categoryId: "special-kumpirs", nameTr: "Sütlü Kumpir", nameEn: "Milky Kumpir", price: "14", ...extra,
    });
    expect((await post(edit(item.version, { recipeId: "milky", portionKind: "pieces", portionAmount: "2" }))).status).toBe(302);
    const linked = await db.selectFrom("menu_items").select(["recipe_id", "portion_kind", "portion_milli", "portion_unit", "version"]).where("id", "=", item.id).executeTakeFirstOrThrow();
    expect(linked).toMatchObject({ recipe_id: "milky", portion_kind: "pieces", portion_milli: 2_000, portion_unit: "piece" });
    // Turkish first: the milk is named 'Süt / Milk' on the dish's English page.
    // The dish's page as a guest reads it: its words, without the tags (each declaration's sign is one).
    const dishPage = async () => (await (await fetch(`${server.url}/menu/milky-kumpir`, { headers: { "Accept-Language": "en" } })).text()).replace(/<[^>]*>/g, "");
    expect(await dishPage()).toContain("Contains: Süt / Milk");

    const before = await snapshot();
    const refused = await post(edit(linked.version, { recipeId: "milky", allergen_milk: "free" }));
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain("menuManagement.reasonRequired");
    expect(await snapshot()).toEqual(before);
    // An amount needs the recipe's yield, which this one has not.
    const noYield = await post(edit(linked.version, { recipeId: "milky", portionKind: "amount", portionAmount: "0,25" }));
    expect(noYield.status).toBe(400);
    expect(await noYield.text()).toContain("menuManagement.portionNeedsYield");

    expect((await post(edit(linked.version, { recipeId: "milky", allergen_milk: "free", allergenReason: "Served with olive oil instead of butter" }))).status).toBe(302);
    const audit = await db.selectFrom("audit_log").select("new_value").where("entity_id", "=", item.id).where("action", "=", "update").orderBy("at", "desc").executeTakeFirstOrThrow();
    expect(JSON.parse(audit.new_value!)).toMatchObject({ allergen_milk: "free", allergen_reason: "Served with olive oil instead of butter" });
    expect(await dishPage()).not.toContain("Süt / Milk");
  });

  it("never let 'does not contain' by hand hide what the recipe comes to declare later: guests are told the recipe's, until a reason given against it", async () => {
    // A dish of a recipe with nothing in it but olive oil, and 'does not contain' milk by hand: no reason needed, the recipe agrees.
    const oil = await recipeOfOneItem({ id: "oily", name: "Yağlı sos" }, { name: "Zeytinyağı", unit: "l", price_kurus: 40_000, allergen_milk: "free" });
    const fields = { categoryId: "special-kumpirs", nameTr: "Yağlı Kumpir", nameEn: "Oily Kumpir", price: "15", recipeId: "oily", portionKind: "batch", allergen_milk: "free" };
    expect((await post({ intent: "createItem", ...fields })).status).toBe(302);
    const dish = await db.selectFrom("menu_items").select(["id", "version", "allergen_lowered"]).where("name_en", "=", "Oily Kumpir").executeTakeFirstOrThrow();
    expect(dish.allergen_lowered).toBeNull();
    const dishPage = async () => (await (await fetch(`${server.url}/menu/oily-kumpir`, { headers: { "Accept-Language": "en" } })).text()).replace(/<[^>]*>/g, "");
    expect(await dishPage()).not.toContain("Süt / Milk");

    // The oil turns out to hold milk: the dish says so at the next request, and the filter hides it.
    await write(db, null, (w) => w.update("inventory_items", oil.id, oil.version, { allergen_milk: "contains" }));
    expect(await dishPage()).toContain("Contains: Süt / Milk");
    const withoutMilk = await (await fetch(`${server.url}/menu?without=milk&q=oily`, { headers: { "Accept-Language": "en" } })).text();
    expect(withoutMilk.replace(/<[^>]*>/g, "")).toContain("1 dish hidden: it contains or may contain Süt / Milk.");
    // A shared link to the filtered menu, the whole menu kept by the server meanwhile: filtered as well.
    expect(await (await fetch(`${server.url}/menu`, { headers: { "Accept-Language": "en" } })).text()).toContain("Oily Kumpir");
    // Its text as a guest reads it (the structured data for search engines lists every dish).
    const sharedLink = (await (await fetch(`${server.url}/menu?without=milk`, { headers: { "Accept-Language": "en" } })).text()).replace(/<script[\s\S]*?<\/script>|<[^>]*>/g, "");
    expect(sharedLink).toContain("1 dish hidden: it contains or may contain Süt / Milk.");
    expect(sharedLink).not.toContain("Oily Kumpir");

    // Saved again as it stands, the form asks for the reason; given, it covers the recipe's 'contains', and the statement stands.
    const again = await post({ intent: "updateItem", id: dish.id, version: String(dish.version), ...fields });
    expect(again.status).toBe(400);
    expect(await again.text()).toContain("menuManagement.reasonRequired");
    expect((await post({ intent: "updateItem", id: dish.id, version: String(dish.version), ...fields, allergenReason: "The oil we serve it with is a different one" })).status).toBe(302);
    expect((await db.selectFrom("menu_items").select("allergen_lowered").where("id", "=", dish.id).executeTakeFirstOrThrow()).allergen_lowered).toBe("milk:contains");
    expect(await dishPage()).not.toContain("Süt / Milk");
  });

  it("name a dish's recipe and category in its history, once deleted, by what they were called then, in the page's language; never by an id", async () => {
    const recipeId = randomUUID();
    await recipeOfOneItem({ id: recipeId, name: "Acılı sos" }, { name: "Pul biber", unit: "kg", price_kurus: 20_000, allergen_milk: "free" });
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "going-away", name_tr: "Kalkacak", name_en: "Going Away", position: 96, is_active: 1 });
      await w.create("menu_categories", { id: "staying", name_tr: "Kalacak", name_en: "Staying", position: 97, is_active: 1 });
    });
    const fields = { nameTr: "Acılı Kumpir", nameEn: "Spicy Kumpir", price: "16", recipeId, portionKind: "batch" };
    expect((await post({ intent: "createItem", categoryId: "going-away", ...fields })).status).toBe(302);
    const [dish] = await itemsOf("going-away");
    if (!dish) throw new Error("the dish was not made");
    // Moved to another category, whose first one is then deleted; then its recipe is deleted, the dish told.
    expect((await post({ intent: "updateItem", id: dish.id, version: String(dish.version), categoryId: "staying", ...fields })).status).toBe(302);
    expect((await post({ intent: "deleteCategory", id: "going-away", version: String((await categoryById("going-away"))!.version) })).status).toBe(302);
    const recipe = await db.selectFrom("recipes").select("version").where("id", "=", recipeId).executeTakeFirstOrThrow();
    const deleted = await post({ intent: "delete", id: recipeId, version: String(recipe.version), dishes: dish.id }, cookies.admin, "/recipe-manager");
    expect(deleted.status).toBe(302);

    const history = (language: "tr" | "en") => historyWords(dish.id, language);
    const english = await history("en");
    expect(english).toContain("Acılı sos (deleted)");
    expect(english).toContain("Going Away (deleted)");
    expect(english).toContain("Staying");
    expect(english).not.toContain(recipeId);
    const turkish = await history("tr");
    expect(turkish).toContain("Acılı sos (silindi)");
    expect(turkish).toContain("Kalkacak (silindi)");
    expect(turkish).not.toContain(recipeId);

    // A recipe whose delete left no name behind (its audit entries removed by hand) is still no id.
    await db.deleteFrom("audit_log").where("entity", "=", "recipes").where("entity_id", "=", recipeId).execute();
    expect(await history("en")).toContain("a deleted recipe");
    expect(await history("tr")).toContain("silinmiş bir tarif");
    expect(await history("en")).not.toContain(recipeId);
  });

  it("show each change of a dish's allergen statements in its history, one line each, in the words of the dish's form, Turkish or English", async () => {
    const recipeId = randomUUID();
    await recipeOfOneItem({ id: recipeId, name: "Tereyağlı sos" }, { name: "Tereyağı (geçmiş)", unit: "kg", price_kurus: 30_000, allergen_milk: "contains" });
    await write(db, null, (w) => w.create("menu_categories", { id: "allergen-history", name_tr: "Alerjen geçmişi", name_en: "Allergen history", position: 95, is_active: 1 }));
    // As the form sends them: all 18 statements, each 'Not stated by hand' unless chosen.
    const undeclared = Object.fromEntries(STATEMENT_COLUMNS.map((column) => [column, "undeclared"]));
    const fields = { categoryId: "allergen-history", nameTr: "Geçmişli Kumpir", nameEn: "Kumpir With A Past", price: "15", recipeId, portionKind: "batch", ...undeclared };
    expect((await post({ intent: "createItem", ...fields, allergen_eggs: "may-contain", diet_animal: "yes" })).status).toBe(302);
    const [dish] = await itemsOf("allergen-history");
    if (!dish) throw new Error("the dish was not made");
    // Three statements in one save: the recipe's milk taken away, with its reason; the eggs and the animal fact no longer stated.
    const saved = await post({ intent: "updateItem", id: dish.id, version: String(dish.version), ...fields, allergen_milk: "free", allergenReason: "Zeytinyağı ile yapılıyor" });
    expect(saved.status).toBe(302);
    expect((await db.selectFrom("menu_items").select("allergen_lowered").where("id", "=", dish.id).executeTakeFirstOrThrow()).allergen_lowered).toBe("milk:contains");
    // A serving of two pieces instead of the batch.
    const [reasoned] = await itemsOf("allergen-history");
    const portioned = { ...fields, allergen_milk: "free", allergenReason: "Zeytinyağı ile yapılıyor", portionKind: "pieces", portionAmount: "2" };
    expect((await post({ intent: "updateItem", id: dish.id, version: String(reasoned!.version), ...portioned })).status).toBe(302);

    const english = await historyWords(dish.id, "en");
    expect(english).toContain("One serving is One batch A number of pieces");
    expect(english).toContain("How many, or how much (none) 2");
    expect(english).toContain("Milk Not stated by hand Does not contain");
    expect(english).toContain("Eggs May contain (traces) Not stated by hand");
    expect(english).toContain("Animal-derived Yes Not stated by hand");
    expect(english).toContain("Why an allergen the recipe declares is taken away (none) Zeytinyağı ile yapılıyor");
    // The create names the two statements it made, not the 16 it left unstated; the update its three.
    expect(english).toContain("Eggs (none) May contain (traces)");
    expect(english).toContain("Animal-derived (none) Yes");
    expect(english.split("Not stated by hand")).toHaveLength(4);
    // Neither a column's name, nor a stored state, nor what the reason covers.
    for (const raw of ["allergen_", "diet_", "may-contain", "undeclared", "milk:contains"]) expect(english).not.toContain(raw);

    const turkish = await historyWords(dish.id, "tr");
    expect(turkish).toContain("Süt Elle belirtilmedi İçermez");
    expect(turkish).toContain("Yumurta İçerebilir (eser miktarda) Elle belirtilmedi");
    expect(turkish).toContain("Hayvansal kaynaklı Evet Elle belirtilmedi");
    expect(turkish).not.toContain("milk:contains");
    expect(turkish).toContain("Bir porsiyon Bir parti Belirli sayıda adet");
  });

  /** A recipe, `milky`, of one item that contains milk. */
  async function milkyRecipe() {
    if (await db.selectFrom("recipes").select("id").where("id", "=", "milky").executeTakeFirst()) return;
    await recipeOfOneItem({ id: "milky", name: "Sütlü sos" }, { name: "Tereyağı", unit: "kg", price_kurus: 30_000, allergen_milk: "contains" });
  }

  /** A sauce of 50 units of one inventory item, which is made with it; the item as created. */
  function recipeOfOneItem(recipe: { id: string; name: string }, item: { name: string; unit: "kg" | "l"; price_kurus: number; allergen_milk: "contains" | "free" }) {
    return write(db, null, async (w) => {
      const created = await w.create("inventory_items", { ...item, vendor: "Metro", category: "food" });
      await w.create("recipes", { ...recipe, category: "sauce", yield_quantity_milli: null, yield_unit: null });
      await w.trx
        .insertInto("recipe_ingredients")
        .values({ id: `${recipe.id}-1`, recipe_id: recipe.id, position: 0, type: "inventory", inventory_item_id: created.id, ingredient_recipe_id: null, quantity_milli: 50, unit: item.unit, name: null })
        .execute();
      return created;
    });
  }

  it("mark a text whose other language changed alone as needing review, show it in the filter, and clear it by 'still correct' or by editing it", async () => {
    await write(db, null, async (w) => {
      await w.create("menu_categories", { id: "review", name_tr: "Gözden", name_en: "Review", position: 98, is_active: 1 });
      await w.create("menu_items", {
        id: "review--kumpir", category_id: "review", name_tr: "Kaşarlı Kumpir", name_en: "Kashar Kumpir", secondary_tr: null, secondary_en: null,
        description_tr: "Bol kaşarlı", description_en: "Lots of kashar", price_kurus: 1_400, position: 0, is_active: 1,
      });
    });
    const current = () => db.selectFrom("menu_items").selectAll().where("id", "=", "review--kumpir").executeTakeFirstOrThrow();
    const edit = async (fields: Record<string, string>) => {
      const item = await current();
      return post({ intent: "updateItem", id: item.id, version: String(item.version), categoryId: "review", nameTr: item.name_tr, nameEn: item.name_en, descriptionTr: item.description_tr ?? "", descriptionEn: item.description_en ?? "", price: "14", ...fields });
    };
    const filtered = async () => (await fetch(`${server.url}/admin/menu?missing=1`, { headers: { Cookie: `${cookies.admin}; lang=en` } })).text();

    expect((await edit({ nameTr: "Eski Kaşarlı Kumpir" })).status).toBe(302);
    expect(JSON.parse((await current()).outdated_texts!)).toEqual(["name_en"]);
    expect(await filtered()).toContain("Kashar Kumpir");
    expect(await filtered()).toContain("English needs review");
    // Guests still see the text.
    expect(await guestMenu("en")).toContain("Kashar Kumpir");

    // 'Still correct' clears it, audited; a stale one is refused.
    const marked = await current();
    expect((await post({ intent: "confirmTranslations", kind: "item", id: marked.id, version: String(marked.version - 1) })).status).toBe(409);
    expect((await post({ intent: "confirmTranslations", kind: "item", id: marked.id, version: String(marked.version) })).status).toBe(302);
    expect((await current()).outdated_texts).toBeNull();
    expect(await filtered()).not.toContain("Kashar Kumpir");

    // The other way round, then the outdated text edited: cleared.
    expect((await edit({ descriptionEn: "Plenty of kashar" })).status).toBe(302);
    expect(JSON.parse((await current()).outdated_texts!)).toEqual(["description_tr"]);
    expect((await edit({ descriptionTr: "Bol bol kaşarlı" })).status).toBe(302);
    expect((await current()).outdated_texts).toBeNull();

    // A category's name, likewise.
    const category = await categoryById("review");
    expect((await post({ intent: "updateCategory", id: "review", version: String(category!.version), nameTr: "Gözden Geçir", nameEn: "Review", vatRate: "10", foodCostTarget: "30" })).status).toBe(302);
    const renamed = await categoryById("review");
    expect(JSON.parse(renamed!.outdated_texts!)).toEqual(["name_en"]);
    expect((await post({ intent: "confirmTranslations", kind: "category", id: "review", version: String(renamed!.version) })).status).toBe(302);
    expect((await categoryById("review"))!.outdated_texts).toBeNull();
  });

  it("send staff to the Access Denied page and a guest to /login, writing nothing", async () => {
    const before = await snapshot();
    const asStaff = await post({ intent: "createCategory", nameTr: "Personel", nameEn: "Staff", vatRate: "10", foodCostTarget: "30" }, cookies.staff);
    expect([asStaff.status, asStaff.headers.get("location")]).toEqual([302, "/unauthorized?reason=admin"]);
    const asGuest = await post({ intent: "createCategory", nameTr: "Misafir", nameEn: "Guest", vatRate: "10", foodCostTarget: "30" }, "");
    expect([asGuest.status, asGuest.headers.get("location")]).toEqual([302, "/login"]);
    expect(await snapshot()).toEqual(before);
  });

  it("never answer 500 to any body, and never write half of anything", async () => {
    const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("", " ", "Kumpir", "a\u0000b", "x".repeat(121)));
    const body = fc.record(
      {
        intent: fc.oneof(
          {
            arbitrary: fc.constantFrom(
              "createItem", "updateItem", "toggleItem", "deleteItem", "createCategory", "updateCategory", "toggleCategory", "deleteCategory", "reorderItems", "reorderCategories", "bulk", "restoreItem", "confirmTranslations",
            ),
            weight: 5,
          },
          fc.string({ maxLength: 10 }),
        ),
        categoryId: fc.oneof({ arbitrary: fc.constant("fuzz"), weight: 3 }, fc.string({ maxLength: 20 })),
        nameTr: text,
        nameEn: text,
        price: fc.oneof(fc.constantFrom("12,50", "0", "-1", "1.234", "99999999999", "abc", ""), fc.string({ maxLength: 6 })),
        descriptionTr: text,
        isActive: fc.constantFrom("true", "false", "", "on"),
        id: fc.oneof({ arbitrary: fc.constantFrom("item", "category"), weight: 3 }, fc.string({ maxLength: 20 })),
        version: fc.oneof({ arbitrary: fc.constant("current"), weight: 3 }, fc.constantFrom("1", "0", "-1", "1.5"), fc.string({ maxLength: 5 })),
        action: fc.constantFrom("activate", "deactivate", "delete", "", "drop"),
        selected: fc.oneof({ arbitrary: fc.constant("target"), weight: 3 }, fc.constantFrom("", "x:1", "a:b", ":1"), fc.string({ maxLength: 20 })),
        auditId: fc.oneof({ arbitrary: fc.constant("target"), weight: 3 }, fc.constantFrom("", "x"), fc.string({ maxLength: 20 })),
        order: fc.oneof({ arbitrary: fc.constant("target"), weight: 3 }, fc.constantFrom("[]", "{}", "[{}]", '[{"id":"x","version":1}]', "null"), fc.string({ maxLength: 20 })),
        recipeId: fc.oneof({ arbitrary: fc.constant("milky"), weight: 2 }, fc.constantFrom("", "no-such-recipe"), fc.string({ maxLength: 20 })),
        portionKind: fc.constantFrom("batch", "pieces", "amount", "", "slice"),
        portionAmount: fc.oneof(fc.constantFrom("2", "0", "0,25", "-1", "abc", ""), fc.string({ maxLength: 6 })),
        allergen_milk: fc.constantFrom("contains", "may-contain", "free", "undeclared", "", "lots"),
        diet_animal: fc.constantFrom("yes", "no", "undeclared", "maybe"),
        allergenReason: text,
        vatRate: fc.oneof(fc.constantFrom("10", "20", "0", "12,5", "100", "100,01", "-1", "1e3", ""), fc.string({ maxLength: 6 })),
        foodCostTarget: fc.oneof(fc.constantFrom("30", "0", "0,01", "100", "101", "abc", ""), fc.string({ maxLength: 6 })),
        kind: fc.constantFrom("item", "category", "", "dish"),
      },
      { requiredKeys: ["intent", "id", "version"] },
    );
    await milkyRecipe();
    const ensureTargets = async () => {
      if (!(await categoryById("fuzz"))) await write(db, null, (w) => w.create("menu_categories", { id: "fuzz", name_tr: "Deneme", name_en: "Fuzz", position: 99, is_active: 1 }));
      const existing = await db.selectFrom("menu_items").select(["id", "version"]).where("category_id", "=", "fuzz").executeTakeFirst();
      if (existing) return existing;
      return write(db, null, (w) =>
        w.create("menu_items", {
          category_id: "fuzz", name_tr: "Hedef", name_en: "Target", secondary_tr: null, secondary_en: null, description_tr: null, description_en: null,
          price_kurus: 100, position: 0, is_active: 1,
        }),
      );
    };
    await fc.assert(
      fc.asyncProperty(body, async (fields) => {
        const item = await ensureTargets();
        const category = await categoryById("fuzz");
        const targetIsCategory = fields.id === "category" || (fields.intent.endsWith("Category") && fields.id !== "item");
        const resolved: Record<string, string> = Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined));
        if (fields.id === "item") resolved.id = item.id;
        if (fields.id === "category") resolved.id = "fuzz";
        if (fields.version === "current") resolved.version = String(targetIsCategory ? (category?.version ?? 1) : item.version);
        if (fields.selected === "target") resolved.selected = `${item.id}:${item.version}`;
        if (fields.auditId === "target") {
          // The item's first version: a restore of it changes the item back whenever it was edited since.
          const first = await db.selectFrom("audit_log").select("id").where("entity_id", "=", item.id).orderBy("at").orderBy("id").executeTakeFirst();
          resolved.auditId = first?.id ?? "none";
        }
        if (fields.order === "target") resolved.order = JSON.stringify(fields.intent === "reorderCategories" ? [{ id: "fuzz", version: category?.version ?? 1 }] : [{ id: item.id, version: item.version }]);
        const before = await snapshot();
        const response = await post(resolved);
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(500);
        if (response.status >= 400) expect(await snapshot()).toEqual(before);
      }),
      { numRuns: 60 },
    );
  }, 120_000);
});
