import { beforeEach, describe, expect, it } from "vitest";
import { createTestUser, openDatabaseForTest } from "../../../tests/support/prepared-database";
import { testEngines } from "../../../tests/support/test-databases";
import type { AppDatabase } from "~/db/connection.server";
import { write } from "~/db/write.server";
import { AppError } from "~/lib/app-error";
import type { RecipeInput } from "./recipes";
import { createRecipe, deleteRecipe, loadRecipeScreen, updateRecipe } from "./recipes.server";

describe.each(testEngines())("recipes in the database on %s", (engine) => {
  let db: AppDatabase;
  let actorId: string;
  let oil: { id: string; version: number };
  let flour: { id: string; version: number };

  beforeEach(async () => {
    db = await openDatabaseForTest(engine);
    actorId = await createTestUser(db, { role: "staff", email: "chef@example.com", name: "Chef" });
    [oil, flour] = await write(db, actorId, (w) =>
      Promise.all([
        w.create("inventory_items", { name: "Zeytinyağı", unit: "l", price_kurus: 18_000, vendor: "Ege", category: "food" }),
        w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 12_000, vendor: "Metro", category: "food" }),
      ]),
    );
  });

  const recipe = (name: string, ingredients: RecipeInput["ingredients"], made: RecipeInput["yield"] = null): RecipeInput => ({ name, category: "sauce", yield: made, ingredients });
  const item = (sourceId: string, quantityMilli: number, unit: string) => ({ type: "inventory" as const, sourceId, quantityMilli, unit });
  const sub = (sourceId: string, quantityMilli: number, unit: string) => ({ type: "recipe" as const, sourceId, quantityMilli, unit });
  const versionOf = async (id: string) => (await db.selectFrom("recipes").select("version").where("id", "=", id).executeTakeFirstOrThrow()).version;
  const costOf = async (id: string) => (await loadRecipeScreen(db, { selectedId: id, withChoices: false })).detail!;

  it("stores a recipe with its ingredients in one write, audited with them", async () => {
    const id = await createRecipe(db, actorId, recipe("Sos", [item(oil.id, 2_000, "tbsp"), item(flour.id, 250_000, "g")], { quantityMilli: 2_000, unit: "l" }));
    const stored = await db.selectFrom("recipes").selectAll().where("id", "=", id).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ name: "Sos", category: "sauce", yield_quantity_milli: 2_000, yield_unit: "l", version: 1, created_by: actorId });
    const lines = await db.selectFrom("recipe_ingredients").selectAll().where("recipe_id", "=", id).orderBy("position").execute();
    expect(lines.map((line) => [line.inventory_item_id, line.quantity_milli, line.unit, line.name])).toEqual([
      [oil.id, 2_000, "tbsp", "Zeytinyağı"],
      [flour.id, 250_000, "g", "Un"],
    ]);
    const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", id).execute();
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.new_value!).ingredients).toEqual([
      { type: "inventory", sourceId: oil.id, quantityMilli: 2_000, unit: "tbsp" },
      { type: "inventory", sourceId: flour.id, quantityMilli: 250_000, unit: "g" },
    ]);
    const detail = await costOf(id);
    expect(detail.costKurus).toBe("3540");
    expect(detail.ingredients[0]).toMatchObject({ name: "Zeytinyağı", costKurus: "540", steps: [{ value: "2", unit: "tbsp" }, { value: "30", unit: "ml" }, { value: "0.03", unit: "l" }] });
  });

  it("gives an open form every item and recipe with the unit a line starts in: the item's, its pack's, the yield's", async () => {
    const bottle = await write(db, actorId, (w) =>
      w.create("inventory_items", { name: "Şarap", unit: "bottle", price_kurus: 50_000, vendor: "Ege", category: "beverage", pack_unit: "bottle", pack_amount_milli: 700, pack_amount_unit: "l" }),
    );
    const sauce = await createRecipe(db, actorId, recipe("Sos", [item(flour.id, 100_000, "g")], { quantityMilli: 2_000, unit: "l" }));
    const dough = await createRecipe(db, actorId, recipe("Hamur", [item(flour.id, 1_000, "kg")]));
    const screen = await loadRecipeScreen(db, { selectedId: null, withChoices: true });
    expect(new Map(screen.choices!.items.map(([id, ...rest]) => [id, rest]))).toEqual(
      new Map([
        [oil.id, ["Zeytinyağı", "Ege", "l", "l"]],
        [flour.id, ["Un", "Metro", "kg", "kg"]],
        [bottle.id, ["Şarap", "Ege", "bottle", "l"]],
      ]),
    );
    expect(new Map(screen.choices!.recipes.map(([id, ...rest]) => [id, rest]))).toEqual(
      new Map([
        [sauce, ["l", "l"]],
        [dough, [null, "piece"]],
      ]),
    );
    expect((await loadRecipeScreen(db, { selectedId: null, withChoices: false })).choices).toBeNull();
  });

  it("keeps two items of one name apart by their vendors, in the form's choices and in the breakdown", async () => {
    const makroFlour = await write(db, actorId, (w) => w.create("inventory_items", { name: "Un", unit: "kg", price_kurus: 9_000, vendor: "Makro", category: "food" }));
    const id = await createRecipe(db, actorId, recipe("Hamur", [item(flour.id, 1_000, "kg"), item(makroFlour.id, 1_000, "kg"), item(oil.id, 1_000, "l")]));
    const screen = await loadRecipeScreen(db, { selectedId: id, withChoices: true });
    expect(screen.choices!.items.filter(([, name]) => name === "Un").map(([itemId, , vendor]) => [itemId, vendor])).toEqual(
      expect.arrayContaining([
        [flour.id, "Metro"],
        [makroFlour.id, "Makro"],
      ]),
    );
    expect(screen.detail!.ingredients.map(({ sourceId, name, vendor, costKurus }) => ({ sourceId, name, vendor, costKurus }))).toEqual([
      { sourceId: flour.id, name: "Un", vendor: "Metro", costKurus: "12000" },
      { sourceId: makroFlour.id, name: "Un", vendor: "Makro", costKurus: "9000" },
      { sourceId: oil.id, name: "Zeytinyağı", vendor: "Ege", costKurus: "18000" },
    ]);
  });

  it("follows a new inventory price in every recipe that uses the item, however deep", async () => {
    const base = await createRecipe(db, actorId, recipe("Baz", [item(flour.id, 1_000, "kg")], { quantityMilli: 1_000, unit: "kg" }));
    const middle = await createRecipe(db, actorId, recipe("Orta", [sub(base, 500_000, "g")], { quantityMilli: 2_000, unit: "piece" }));
    const top = await createRecipe(db, actorId, recipe("Üst", [sub(middle, 1_000, "piece")]));
    expect((await costOf(top)).costKurus).toBe("3000");
    await write(db, actorId, (w) => w.update("inventory_items", flour.id, flour.version, { price_kurus: 20_000 }));
    expect((await costOf(top)).costKurus).toBe("5000");
    expect((await costOf(base)).costKurus).toBe("20000");
  });

  it("refuses a cycle inside the write, naming its path, and writes nothing", async () => {
    const spice = await createRecipe(db, actorId, recipe("Baharat karışımı", [item(flour.id, 10_000, "g")]));
    const sauce = await createRecipe(db, actorId, recipe("Sos", [sub(spice, 1_000, "piece")]));
    const before = await db.selectFrom("recipe_ingredients").selectAll().orderBy("id").execute();
    const refused = updateRecipe(db, actorId, { id: spice, version: 1, input: recipe("Baharat karışımı", [item(flour.id, 10_000, "g"), sub(sauce, 1_000, "piece")]) });
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({
      code: "invalid",
      messageRef: 'recipes.cycle|{"path":"Baharat karışımı → Sos → Baharat karışımı"}',
      fieldErrors: { "ingredients[1].recipeId": ['recipes.ingredientCycle|{"n":2,"path":"Baharat karışımı → Sos → Baharat karışımı"}'] },
    });
    await expect(updateRecipe(db, actorId, { id: spice, version: 1, input: recipe("Baharat karışımı", [sub(spice, 1_000, "piece")]) })).rejects.toMatchObject({
      messageRef: 'recipes.cycle|{"path":"Baharat karışımı → Baharat karışımı"}',
    });
    expect(await db.selectFrom("recipe_ingredients").selectAll().orderBy("id").execute()).toEqual(before);
    expect(await versionOf(spice)).toBe(1);
  });

  it("lets a diamond through, counting the shared recipe twice", async () => {
    const shared = await createRecipe(db, actorId, recipe("Roux", [item(flour.id, 100_000, "g")]));
    const left = await createRecipe(db, actorId, recipe("Sol", [sub(shared, 1_000, "piece")]));
    const right = await createRecipe(db, actorId, recipe("Sağ", [sub(shared, 1_000, "piece")]));
    const top = await createRecipe(db, actorId, recipe("Üst", [sub(left, 1_000, "piece")]));
    await updateRecipe(db, actorId, { id: top, version: 1, input: recipe("Üst", [sub(left, 1_000, "piece"), sub(right, 1_000, "piece")]) });
    expect((await costOf(top)).costKurus).toBe("2400");
  });

  it("lets two editors never build a cycle between them, whoever commits first", async () => {
    for (let round = 0; round < 8; round += 1) {
      const a = await createRecipe(db, actorId, recipe(`A${round}`, [item(flour.id, 1_000, "g")]));
      const b = await createRecipe(db, actorId, recipe(`B${round}`, [item(flour.id, 1_000, "g")]));
      const outcomes = await Promise.allSettled([
        updateRecipe(db, actorId, { id: a, version: 1, input: recipe(`A${round}`, [sub(b, 1_000, "piece")]) }),
        updateRecipe(db, actorId, { id: b, version: 1, input: recipe(`B${round}`, [sub(a, 1_000, "piece")]) }),
      ]);
      expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
      const refusal = outcomes.find((outcome) => outcome.status === "rejected")!.reason as AppError;
      expect(refusal.messageRef).toMatch(/^recipes\.cycle\|/);
    }
  });

  it("refuses a source that does not exist next to its row, and a stale edit", async () => {
    const id = await createRecipe(db, actorId, recipe("Sos", [item(flour.id, 1_000, "g")]));
    await expect(createRecipe(db, actorId, recipe("Yok", [item(flour.id, 1_000, "g"), sub("nope", 1_000, "piece"), item("gone", 1, "g")]))).rejects.toMatchObject({
      code: "invalid",
      fieldErrors: { "ingredients[1].recipeId": ['recipes.ingredientRecipeRequired|{"n":2}'], "ingredients[2].inventoryItemId": ['recipes.ingredientItemRequired|{"n":3}'] },
    });
    await updateRecipe(db, actorId, { id, version: 1, input: recipe("Sos 2", [item(flour.id, 2_000, "g")]) });
    await expect(updateRecipe(db, actorId, { id, version: 1, input: recipe("Sos 3", [item(flour.id, 3_000, "g")]) })).rejects.toMatchObject({ code: "stale" });
    expect(await db.selectFrom("recipes").select("name").where("id", "=", id).executeTakeFirstOrThrow()).toEqual({ name: "Sos 2" });
  });

  it("deletes a recipe in use only once its users are confirmed; they then show it missing, by name, and incomplete", async () => {
    const sauce = await createRecipe(db, actorId, recipe("Sos", [item(flour.id, 1_000, "g")]));
    const pasta = await createRecipe(db, actorId, recipe("Makarna", [sub(sauce, 1_000, "piece"), item(oil.id, 1_000, "tbsp")]));
    await updateRecipe(db, actorId, { id: sauce, version: 1, input: recipe("Domates sosu", [item(flour.id, 1_000, "g")]) });
    expect((await costOf(sauce)).usedBy).toEqual([{ id: pasta, name: "Makarna" }]);
    await expect(deleteRecipe(db, actorId, { id: sauce, version: 2, confirmedUsers: [] })).rejects.toMatchObject({
      code: "conflict",
      messageRef: 'recipes.usedInChanged|{"names":"Makarna"}',
    });
    await deleteRecipe(db, actorId, { id: sauce, version: 2, confirmedUsers: [pasta] });
    const detail = await costOf(pasta);
    expect(detail.complete).toBe(false);
    expect(detail.ingredients[0]).toMatchObject({ type: "recipe", sourceId: null, name: "Domates sosu", costKurus: null, problem: { kind: "missing" } });
    expect(detail.costKurus).toBe("270");
    const audit = await db.selectFrom("audit_log").selectAll().where("entity_id", "=", sauce).where("action", "=", "delete").executeTakeFirstOrThrow();
    expect(JSON.parse(audit.old_value!).ingredients).toHaveLength(1);
  });
  it("names the recipes and the dishes a delete was not told about together, and takes the dishes off it only once both are confirmed", async () => {
    const sauce = await createRecipe(db, actorId, recipe("Sos", [item(flour.id, 1_000, "g")]));
    const pasta = await createRecipe(db, actorId, recipe("Makarna", [sub(sauce, 1_000, "piece")]));
    await write(db, actorId, async (w) => {
      await w.create("menu_categories", { id: "sauces", name_tr: "Soslar", name_en: "Sauces", position: 0, is_active: 1 });
      await w.create("menu_items", {
        id: "sauces--dip", category_id: "sauces", name_tr: "Sos tabağı", name_en: "Dip plate", price_kurus: 9_000, position: 0, is_active: 0,
        recipe_id: sauce, portion_kind: "batch", portion_milli: null, portion_unit: null, allergen_lowered: "milk:contains",
        secondary_tr: null, secondary_en: null, description_tr: null, description_en: null, allergen_reason: "Sütsüz yapılıyor", food_cost_target_bp: null,
      });
    });
    expect((await costOf(sauce)).dishes).toEqual([{ id: "sauces--dip", name: { tr: "Sos tabağı", en: "Dip plate" } }]);
    await expect(deleteRecipe(db, actorId, { id: sauce, version: 1, confirmedUsers: [], confirmedDishes: [], language: "tr" })).rejects.toMatchObject({
      code: "conflict",
      messageRef: 'recipes.usedInAndByDishesChanged|{"names":"Makarna","dishes":"Sos tabağı"}',
    });
    await expect(deleteRecipe(db, actorId, { id: sauce, version: 1, confirmedUsers: [pasta], confirmedDishes: [], language: "en" })).rejects.toMatchObject({
      code: "conflict",
      messageRef: 'recipes.usedByDishesChanged|{"dishes":"Dip plate"}',
    });
    await deleteRecipe(db, actorId, { id: sauce, version: 1, confirmedUsers: [pasta], confirmedDishes: ["sauces--dip"], language: "en" });
    // An inactive dish too; what it states by hand and its reason stay, what the reason covered of the recipe goes with it.
    expect(await db.selectFrom("menu_items").select(["recipe_id", "portion_kind", "allergen_reason", "allergen_lowered", "version"]).where("id", "=", "sauces--dip").executeTakeFirstOrThrow()).toEqual({
      recipe_id: null,
      portion_kind: null,
      allergen_reason: "Sütsüz yapılıyor",
      allergen_lowered: null,
      version: 2,
    });
  });
});
