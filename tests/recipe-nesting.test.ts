import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppDatabase } from "../app/db/connection.server";
import { write } from "../app/db/write.server";
import { MAX_NESTING } from "../app/features/recipes/recipes";
import { loadRecipeScreen } from "../app/features/recipes/recipes.server";
import type { RunningServer } from "./support/start-server";
import { testEngines } from "./support/test-databases";
import { startTestSite, type TestSite } from "./support/test-site";

/**
 * Recipes nested deep: a chain of thousands written straight to the database (past the form) still
 * costs and shows, and the form refuses a save that would nest recipes more than MAX_NESTING deep,
 * naming the chain, writing nothing.
 */
describe.each(testEngines())("recipes nested deep, on %s", (engine) => {
  let site: TestSite<"staff">;
  let server: RunningServer;
  let db: AppDatabase;
  let cookie: string;
  let flour: string;

  beforeAll(async () => {
    site = await startTestSite(engine, { people: { staff: { role: "staff", email: "cook@nesting.test" } } });
    ({ server, db } = site);
    cookie = site.people.staff.cookie;
    flour = (await write(db, null, (w) => w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 12_000, vendor: "Metro", category: "food" }))).id;
  }, 60_000);

  afterAll(() => site?.close());

  /**
   * `depth` recipes, each using one whole batch of the next, the last 1 kg of flour (120 ₺), as rows:
   * the way an import or another tool could have stored them. Ids from the outermost in.
   */
  async function storeChain(prefix: string, depth: number): Promise<string[]> {
    const start = Date.now();
    const ids = Array.from({ length: depth }, () => randomUUID());
    const recipes = ids.map((id, level) => ({
      id,
      name: `${prefix} ${level + 1}`,
      category: "sauce" as const,
      yield_quantity_milli: null,
      yield_unit: null,
      // The outermost newest: the list, newest first, costs it first, the whole chain at once.
      created_at: new Date(start - level).toISOString(),
      updated_at: new Date(start - level).toISOString(),
      created_by: null,
      updated_by: null,
      version: 1,
    }));
    const ingredients = ids.map((id, level) => {
      const last = level === depth - 1;
      return {
        id: randomUUID(),
        recipe_id: id,
        position: 0,
        type: last ? ("inventory" as const) : ("recipe" as const),
        inventory_item_id: last ? flour : null,
        ingredient_recipe_id: last ? null : ids[level + 1]!,
        quantity_milli: 1_000,
        unit: last ? "kg" : "piece",
        name: null,
      };
    });
    for (let from = 0; from < depth; from += 500) await db.insertInto("recipes").values(recipes.slice(from, from + 500)).execute();
    for (let from = 0; from < depth; from += 500) await db.insertInto("recipe_ingredients").values(ingredients.slice(from, from + 500)).execute();
    return ids;
  }

  function post(body: URLSearchParams) {
    return fetch(`${server.url}/recipe-manager`, { method: "POST", headers: { Cookie: cookie, Origin: server.url }, body, redirect: "manual" });
  }

  async function snapshot() {
    const [recipes, ingredients, audit] = await Promise.all([
      db.selectFrom("recipes").select(["id", "version", "name"]).orderBy("id").execute(),
      db.selectFrom("recipe_ingredients").selectAll().orderBy("id").execute(),
      db.selectFrom("audit_log").select("id").execute(),
    ]);
    return { recipes, ingredients, auditCount: audit.length };
  }

  const usingRecipe = (fields: Record<string, string>, recipeId: string) =>
    new URLSearchParams({ ...fields, category: "main", "ingredients[0].type": "recipe", "ingredients[0].recipeId": recipeId, "ingredients[0].quantity": "1", "ingredients[0].unit": "piece" });

  it("costs a chain of 2,500 recipes stored as rows, and the recipes screen shows it", async () => {
    const chain = await storeChain("Derin", 2_500);
    const page = await fetch(`${server.url}/recipe-manager?lang=en&item=${chain[0]}`, { headers: { Cookie: cookie } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("Derin 2");
    expect(html).toContain("120.00 ₺");

    const screen = await loadRecipeScreen(db, { selectedId: chain[0]!, withChoices: false });
    expect(screen.detail).toMatchObject({ id: chain[0], complete: true, costKurus: "12000" });
    expect(screen.rows.filter((row) => row.name.startsWith("Derin ")).every((row) => row.complete)).toBe(true);

    // A save that leaves the stored chain as long as it was is not refused for it.
    const second = await db.selectFrom("recipes").select("version").where("id", "=", chain[1]!).executeTakeFirstOrThrow();
    expect((await post(usingRecipe({ intent: "update", id: chain[1]!, version: String(second.version), name: "Derin 2 (yeni)" }, chain[2]!))).status).toBe(302);
  }, 120_000);

  it(`refuses a save that nests recipes ${MAX_NESTING + 1} deep, naming the chain, and writes nothing`, async () => {
    const chain = await storeChain("Kat", MAX_NESTING);
    const names = Array.from({ length: MAX_NESTING }, (_, level) => `Kat ${level + 1}`);
    const before = await snapshot();

    const onTop = await post(usingRecipe({ intent: "create", name: "Tepe" }, chain[0]!));
    expect(onTop.status).toBe(400);
    const text = (await onTop.text()).replaceAll("\\", "");
    const path = ["Tepe", ...names].join(" → ");
    expect(text).toContain(`recipes.tooDeep|{"max":${MAX_NESTING},"path":"${path}"}`);
    expect(text).toContain(`recipes.ingredientTooDeep|{"n":1,"max":${MAX_NESTING},"path":"${path}"}`);
    expect(await snapshot()).toEqual(before);

    // The innermost recipe taking a sub-recipe makes the chain one longer, too.
    const innermost = chain[MAX_NESTING - 1]!;
    const below = (await write(db, null, (w) => w.create("recipes", { name: "Alt", category: "sauce" }))).id;
    await db.insertInto("recipe_ingredients").values({ id: randomUUID(), recipe_id: below, position: 0, type: "inventory", inventory_item_id: flour, ingredient_recipe_id: null, quantity_milli: 1_000, unit: "kg", name: "Un" }).execute();
    const withBelow = await snapshot();
    const deeper = await post(usingRecipe({ intent: "update", id: innermost, version: "1", name: `Kat ${MAX_NESTING}` }, below));
    expect(deeper.status).toBe(400);
    expect((await deeper.text()).replaceAll("\\", "")).toContain(`"path":"${[...names, "Alt"].join(" → ")}"`);
    expect(await snapshot()).toEqual(withBelow);

    // At the bound itself, the save goes through.
    expect((await post(usingRecipe({ intent: "create", name: "Tepe" }, chain[1]!))).status).toBe(302);
  }, 60_000);
});
