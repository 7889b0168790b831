import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { loadDeclarations } from "../app/features/allergens/allergens.server";
import { RECIPE_UNITS } from "../app/lib/units";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

type Row = { type?: string; inventoryItemId?: string; recipeId?: string; quantity?: string; unit?: string };

function recipeBody(fields: Record<string, string>, rows: Row[]): URLSearchParams {
  const body = new URLSearchParams(fields);
  rows.forEach((row, index) => {
    for (const [name, value] of Object.entries(row)) if (value !== undefined) body.set(`ingredients[${index}].${name}`, value);
  });
  return body;
}

/**
 * The recipes' actions on the real server, past the browser's checks: bad input is a 4xx with the
 * brief's numbered messages and writes nothing, a cycle is refused with its path, a stale edit is a
 * 409, and no body, however strange, is a 500 or half a write.
 */
describe.each(testEngines())("on %s", (engine) => {
  let site: TestSite<"staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let cookie: string;
  let oil: string;
  let flour: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { staff: { role: "staff", email: "cook@recipes.test" } } });
    ({ server, db } = site);
    cookie = site.people.staff.cookie;
    const [oilRow, flourRow] = await write(db, null, (w) =>
      Promise.all([
        w.create("inventory_items", { name: "Zeytinyağı", unit: "l", price_kurus: 18_000, vendor: "Ege", category: "food" }),
        w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 12_000, vendor: "Metro", category: "food" }),
      ]),
    );
    oil = oilRow.id;
    flour = flourRow.id;
  }, 60_000);

  afterAll(() => site?.close());

  function post(body: URLSearchParams) {
    return fetch(`${server.url}/recipe-manager`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body, redirect: "manual" });
  }

  async function snapshot() {
    const [recipes, ingredients, audit] = await Promise.all([
      db.selectFrom("recipes").selectAll().orderBy("id").execute(),
      db.selectFrom("recipe_ingredients").selectAll().orderBy("id").execute(),
      db.selectFrom("audit_log").select("id").where("entity", "=", "recipes").execute(),
    ]);
    return { recipes, ingredients, auditCount: audit.length };
  }

  const newestRecipe = (name: string) => db.selectFrom("recipes").selectAll().where("name", "=", name).executeTakeFirstOrThrow();

  describe("the recipes' actions", () => {
    it("create a sub-recipe with a yield and a recipe that uses it, by the form's fields", async () => {
      const sauce = await post(
        recipeBody({ intent: "create", name: "Sos", category: "sauce", yieldQuantity: "2", yieldUnit: "l" }, [
          { type: "inventory", inventoryItemId: oil, quantity: "2", unit: "tbsp" },
          { type: "inventory", inventoryItemId: flour, quantity: "0,25", unit: "kg" },
        ]),
      );
      expect(sauce.status).toBe(302);
      const stored = await newestRecipe("Sos");
      expect(sauce.headers.get("location")).toBe(`/recipe-manager?item=${stored.id}`);
      expect(stored).toMatchObject({ category: "sauce", yield_quantity_milli: 2_000, yield_unit: "l" });
      const pasta = await post(recipeBody({ intent: "create", name: "Makarna", category: "main" }, [{ type: "recipe", recipeId: stored.id, quantity: "250", unit: "ml" }]));
      expect(pasta.status).toBe(302);
      const lines = await db.selectFrom("recipe_ingredients").selectAll().where("recipe_id", "=", (await newestRecipe("Makarna")).id).execute();
      expect(lines).toMatchObject([{ type: "recipe", ingredient_recipe_id: stored.id, inventory_item_id: null, quantity_milli: 250_000, unit: "ml", name: "Sos" }]);
    });

    it("answer a bad submission with 400 and the brief's messages, numbered per ingredient, and write nothing", async () => {
      const before = await snapshot();
      const response = await post(
        recipeBody({ intent: "create", name: " ", category: "soup" }, [
          { type: "inventory", quantity: "abc", unit: "g" },
          { type: "recipe", recipeId: "", quantity: "0", unit: "handful" },
          { type: "fruit", quantity: "1", unit: "g" },
        ]),
      );
      expect(response.status).toBe(400);
      // The reply is React Router's stream, where the references' quotes are escaped.
      const text = (await response.text()).replaceAll("\\", "");
      for (const expected of [
        "recipes.nameRequired",
        "recipes.categoryInvalid",
        'recipes.ingredientItemRequired|{"n":1}',
        'recipes.ingredientQuantity|{"n":1}',
        'recipes.ingredientRecipeRequired|{"n":2}',
        'recipes.ingredientQuantity|{"n":2}',
        'recipes.ingredientUnit|{"n":2}',
        'recipes.ingredientType|{"n":3}',
      ]) {
        expect(text).toContain(expected);
      }
      expect((await (await post(new URLSearchParams({ intent: "create", name: "Boş", category: "main" }))).text())).toContain("recipes.ingredientsRequired");
      expect(await (await post(new URLSearchParams({ intent: "create", name: "Boş" }))).text()).toContain("recipes.categoryRequired");
      expect(await snapshot()).toEqual(before);
    });

    it("refuse a name holding a control character beside the field, as every other name is, and write nothing", async () => {
      const before = await snapshot();
      const response = await post(recipeBody({ intent: "create", name: "Sos\u0007", category: "sauce" }, [{ type: "inventory", inventoryItemId: oil, quantity: "1", unit: "l" }]));
      expect(response.status).toBe(400);
      expect(await response.text()).toContain("backOffice.invalidValue");
      expect(await snapshot()).toEqual(before);
    });

    it("refuse a second recipe of one name, in any case and with Turkish letters folded, and a rename into one, beside the name, writing nothing", async () => {
      const line = [{ type: "inventory", inventoryItemId: flour, quantity: "1", unit: "kg" }];
      expect((await post(recipeBody({ intent: "create", name: "Şiş Köfte Harcı", category: "main" }, line))).status).toBe(302);
      const before = await snapshot();
      for (const name of ["şiş köfte harcı", " SIS KOFTE HARCI ", "Sis Kofte Harci"]) {
        const again = await post(recipeBody({ intent: "create", name, category: "main" }, line));
        expect(again.status, name).toBe(400);
        expect(await again.text()).toContain("recipes.nameTaken");
      }
      expect(await snapshot()).toEqual(before);
      expect((await post(recipeBody({ intent: "create", name: "Izgara Köfte", category: "main" }, line))).status).toBe(302);
      const grill = await newestRecipe("Izgara Köfte");
      const saved = await snapshot();
      const rename = (name: string) => post(recipeBody({ intent: "update", id: grill.id, version: String(grill.version), name, category: "main" }, line));
      const renamed = await rename("ŞİŞ KÖFTE HARCI");
      expect(renamed.status).toBe(400);
      expect(await renamed.text()).toContain("recipes.nameTaken");
      expect(await snapshot()).toEqual(saved);
      // Its own name in other letters is no other recipe's.
      expect((await rename("IZGARA KÖFTE")).status).toBe(302);
    });

    it("refuse a cycle with its path, and an edit made on an old version with 409", async () => {
      const sauce = await newestRecipe("Sos");
      const pasta = await newestRecipe("Makarna");
      const before = await snapshot();
      const cycle = await post(
        recipeBody({ intent: "update", id: sauce.id, version: String(sauce.version), name: "Sos", category: "sauce", yieldQuantity: "2", yieldUnit: "l" }, [
          { type: "inventory", inventoryItemId: oil, quantity: "2", unit: "tbsp" },
          { type: "recipe", recipeId: pasta.id, quantity: "1", unit: "piece" },
        ]),
      );
      expect(cycle.status).toBe(400);
      expect(await cycle.text()).toContain("Sos → Makarna → Sos");
      expect(await snapshot()).toEqual(before);

      const edit = (name: string) =>
        post(recipeBody({ intent: "update", id: pasta.id, version: String(pasta.version), name, category: "main" }, [{ type: "recipe", recipeId: sauce.id, quantity: "300", unit: "ml" }]));
      expect((await edit("Makarna 2")).status).toBe(302);
      const saved = await snapshot();
      expect((await edit("Makarna 3")).status).toBe(409);
      expect(await snapshot()).toEqual(saved);
    });

    it("delete a recipe in use only with its users confirmed, leaving them an ingredient that is missing", async () => {
      const sauce = await newestRecipe("Sos");
      const pasta = await newestRecipe("Makarna 2");
      const before = await snapshot();
      expect((await post(new URLSearchParams({ intent: "delete", id: sauce.id, version: String(sauce.version) }))).status).toBe(409);
      expect(await snapshot()).toEqual(before);
      const deleted = await post(new URLSearchParams({ intent: "delete", id: sauce.id, version: String(sauce.version), usedBy: pasta.id }));
      expect(deleted.status).toBe(302);
      expect(await db.selectFrom("recipe_ingredients").select(["ingredient_recipe_id", "name"]).where("recipe_id", "=", pasta.id).execute()).toEqual([{ ingredient_recipe_id: null, name: "Sos" }]);
    });

    it("leave the recipes using a deleted recipe what it contained and may have contained, the rest not known", async () => {
      const sesameOil = await write(db, null, (w) =>
        w.create("inventory_items", { name: "Susam yağı", unit: "l", price_kurus: 30_000, vendor: "Ege", category: "food", allergen_sesame: "contains", allergen_nuts: "may-contain" }),
      );
      expect((await post(recipeBody({ intent: "create", name: "Tahin sosu", category: "sauce" }, [{ type: "inventory", inventoryItemId: sesameOil.id, quantity: "1", unit: "l" }]))).status).toBe(302);
      const tahini = await newestRecipe("Tahin sosu");
      expect((await post(recipeBody({ intent: "create", name: "Humus", category: "main" }, [{ type: "recipe", recipeId: tahini.id, quantity: "100", unit: "ml" }]))).status).toBe(302);
      const hummus = await newestRecipe("Humus");
      expect((await post(new URLSearchParams({ intent: "delete", id: tahini.id, version: String(tahini.version), usedBy: hummus.id }))).status).toBe(302);
      expect(await db.selectFrom("recipe_ingredients").select(["ingredient_recipe_id", "name", "deleted_source_contains", "deleted_source_may_contain"]).where("recipe_id", "=", hummus.id).execute()).toEqual([
        { ingredient_recipe_id: null, name: "Tahin sosu", deleted_source_contains: "sesame", deleted_source_may_contain: "nuts" },
      ]);
      const { declarations } = (await loadDeclarations(db)).of(hummus.id)!;
      expect([declarations.sesame.state, declarations.nuts.state, declarations.milk.state]).toEqual(["contains", "may-contain", "unknown"]);
    });

    it("delete a recipe dishes on the menu are made from only with the dishes confirmed, taking each dish off it through the write path", async () => {
      expect((await post(recipeBody({ intent: "create", name: "Köfte harcı", category: "main", yieldQuantity: "12", yieldUnit: "piece" }, [{ type: "inventory", inventoryItemId: flour, quantity: "1", unit: "kg" }]))).status).toBe(302);
      const mix = await newestRecipe("Köfte harcı");
      const staffId = (await db.selectFrom("users").select("id").where("email", "=", "cook@recipes.test").executeTakeFirstOrThrow()).id;
      const dish = (id: string, tr: string, en: string) => ({
        id, category_id: "recipe-dishes", name_tr: tr, name_en: en, price_kurus: 25_000, position: 0, is_active: 1 as const,
        recipe_id: mix.id, portion_kind: "pieces" as const, portion_milli: 4_000, portion_unit: "piece",
        secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, allergen_reason: null, food_cost_target_bp: null,
      });
      await write(db, null, async (w) => {
        await w.create("menu_categories", { id: "recipe-dishes", name_tr: "Köfteler", name_en: "Meatballs", position: 98, is_active: 1 });
        await w.create("menu_items", dish("recipe-dishes--kofte", "Izgara köfte", "Grilled meatballs"));
      });
      const dishes = () => db.selectFrom("menu_items").select(["id", "recipe_id", "portion_kind", "portion_milli", "portion_unit", "version", "updated_by"]).where("category_id", "=", "recipe-dishes").orderBy("id").execute();
      const dishAudit = () => db.selectFrom("audit_log").selectAll().where("entity", "=", "menu_items").where("entity_id", "like", "recipe-dishes--%").orderBy("entity_id").execute();

      // The recipe's detail names the dish, in the page's language.
      const page = await (await fetch(`${server.url}/recipe-manager?lang=en&item=${mix.id}`, { headers: { Cookie: cookie } })).text();
      expect(page).toContain("Dishes made from it");
      expect(page).toContain("Grilled meatballs");

      // A delete that was not told about the dish is refused, naming it in the page's language, and changes nothing.
      const before = { recipes: await snapshot(), dishes: await dishes(), audit: await dishAudit() };
      const unconfirmed = await post(new URLSearchParams({ intent: "delete", id: mix.id, version: String(mix.version) }));
      expect(unconfirmed.status).toBe(409);
      expect((await unconfirmed.text()).replaceAll("\\", "")).toContain('recipes.usedByDishesChanged|{"dishes":"Grilled meatballs"}');
      expect({ recipes: await snapshot(), dishes: await dishes(), audit: await dishAudit() }).toEqual(before);

      // A dish made from it after the question was asked: the confirmation is stale, and refused.
      await write(db, null, (w) => w.create("menu_items", dish("recipe-dishes--sis", "Şiş köfte", "Skewered meatballs")));
      const beforeStale = { recipes: await snapshot(), dishes: await dishes(), audit: await dishAudit() };
      const stale = await post(new URLSearchParams({ intent: "delete", id: mix.id, version: String(mix.version), dishes: "recipe-dishes--kofte", pageLanguage: "tr" }));
      expect(stale.status).toBe(409);
      expect((await stale.text()).replaceAll("\\", "")).toContain('recipes.usedByDishesChanged|{"dishes":"Şiş köfte"}');
      expect({ recipes: await snapshot(), dishes: await dishes(), audit: await dishAudit() }).toEqual(beforeStale);

      // Confirmed: the recipe goes, and each dish loses its recipe and portion as an edit of its own.
      const deleted = await post(new URLSearchParams({ intent: "delete", id: mix.id, version: String(mix.version), dishes: "recipe-dishes--kofte,recipe-dishes--sis" }));
      expect(deleted.status).toBe(302);
      expect(await db.selectFrom("recipes").select("id").where("id", "=", mix.id).executeTakeFirst()).toBeUndefined();
      expect(await dishes()).toEqual([
        { id: "recipe-dishes--kofte", recipe_id: null, portion_kind: null, portion_milli: null, portion_unit: null, version: 2, updated_by: staffId },
        { id: "recipe-dishes--sis", recipe_id: null, portion_kind: null, portion_milli: null, portion_unit: null, version: 2, updated_by: staffId },
      ]);
      const updates = (await dishAudit()).filter((entry) => entry.action === "update");
      expect(updates.map((entry) => [entry.entity_id, entry.actor_id, JSON.parse(entry.old_value!).recipe_id, JSON.parse(entry.new_value!).recipe_id, JSON.parse(entry.new_value!).portion_kind])).toEqual([
        ["recipe-dishes--kofte", staffId, mix.id, null, null],
        ["recipe-dishes--sis", staffId, mix.id, null, null],
      ]);
    });

    it("show a cost beyond a number's exact integers to the kuruş, not a failed page", async () => {
      // A million batches of a million kilograms at the highest price: 10^21 kuruş.
      const costly = await write(db, null, (w) => w.create("inventory_items", { name: "Safran", unit: "kg", price_kurus: 1_000_000_000, vendor: "Ege", category: "food" }));
      expect((await post(recipeBody({ intent: "create", name: "Dev parti", category: "side" }, [{ type: "inventory", inventoryItemId: costly.id, quantity: "1000000", unit: "kg" }]))).status).toBe(302);
      const batch = await newestRecipe("Dev parti");
      expect((await post(recipeBody({ intent: "create", name: "Dev tabak", category: "side" }, [{ type: "recipe", recipeId: batch.id, quantity: "1000000", unit: "piece" }]))).status).toBe(302);
      const page = await fetch(`${server.url}/recipe-manager?lang=en&item=${(await newestRecipe("Dev tabak")).id}`, { headers: { Cookie: cookie } });
      expect(page.status).toBe(200);
      expect(await page.text()).toContain("10,000,000,000,000,000,000.00 ₺");
    });

    it("never answer 500 to any body, and never write half of anything", async () => {
      const target = await post(recipeBody({ intent: "create", name: "Hedef", category: "side" }, [{ type: "inventory", inventoryItemId: flour, quantity: "1", unit: "kg" }]));
      expect(target.status).toBe(302);
      const existing = await newestRecipe("Hedef");
      const text = fc.oneof(fc.string({ maxLength: 20 }), fc.constantFrom("", " ", "Sos", "x".repeat(200), "0,25", "-1", "1e3", "0.0001"));
      const id = fc.oneof(fc.constantFrom(existing.id, oil, flour, ""), fc.string({ maxLength: 40 }));
      const row = fc.record(
        {
          type: fc.oneof(fc.constantFrom("inventory", "recipe"), text),
          inventoryItemId: id,
          recipeId: id,
          quantity: fc.oneof(fc.constantFrom("1", "0,25", "0", "-2", "abc", "1,2345", "99999999999"), text),
          unit: fc.oneof(fc.constantFrom(...RECIPE_UNITS), text),
        },
        { requiredKeys: [] },
      );
      const body = fc.record(
        {
          intent: fc.oneof(fc.constantFrom("create", "update", "delete", ""), fc.string({ maxLength: 8 })),
          name: text,
          category: fc.oneof(fc.constantFrom("appetizer", "main", "dessert", "beverage", "sauce", "side"), text),
          yieldQuantity: text,
          yieldUnit: fc.oneof(fc.constantFrom(...RECIPE_UNITS), text),
          id,
          version: fc.oneof(fc.constantFrom("1", "2", "0", "x"), fc.string({ maxLength: 4 })),
          usedBy: fc.oneof(id, fc.string({ maxLength: 30 })),
          rows: fc.array(row, { maxLength: 4 }),
        },
        { requiredKeys: [] },
      );
      // Valid bodies too, with a version that is sometimes the right one: writes that succeed must be whole.
      const validRow = fc.record({ type: fc.constant("inventory"), inventoryItemId: fc.constantFrom(oil, flour), quantity: fc.constantFrom("1", "0,25", "2.5"), unit: fc.constantFrom("g", "kg", "slice") });
      const validBody = fc.record({
        intent: fc.constantFrom("create", "update"),
        name: fc.string({ minLength: 1, maxLength: 20 }).filter((name) => name.trim() !== ""),
        category: fc.constantFrom("main", "sauce"),
        id: fc.constant(existing.id),
        version: fc.constantFrom("1", "2", "3", "4"),
        rows: fc.array(validRow, { minLength: 1, maxLength: 3 }),
      });
      let written = 0;
      await fc.assert(
        fc.asyncProperty(fc.oneof(body, validBody), async ({ rows, ...fields }) => {
          const before = await snapshot();
          const params = recipeBody(Object.fromEntries(Object.entries(fields).filter((entry): entry is [string, string] => entry[1] !== undefined)), rows ?? []);
          const response = await post(params);
          await response.arrayBuffer();
          expect(response.status).toBeLessThan(500);
          const after = await snapshot();
          if (response.status >= 400 || after.auditCount === before.auditCount) {
            // Refused, or a save that changed nothing (docs/decisions/0009): nothing written.
            expect(after).toEqual(before);
          } else {
            // One write: one audit entry, at most one recipe more or less.
            written += 1;
            expect(after.auditCount).toBe(before.auditCount + 1);
            expect(Math.abs(after.recipes.length - before.recipes.length)).toBeLessThanOrEqual(1);
            // Never a recipe without its ingredients: they are written in the same transaction.
            expect(after.recipes.every((recipe) => after.ingredients.some((ingredient) => ingredient.recipe_id === recipe.id))).toBe(true);
          }
        }),
        { numRuns: 150 },
      );
      expect(written).toBeGreaterThan(0);
    }, 180_000);
  });
});
