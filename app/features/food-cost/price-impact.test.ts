import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createCosting, type CostingItem, type CostingRecipe, type RecipeCost } from "~/features/recipes/costing";
import { add, equals, multiply, ratio } from "~/lib/rational";
import { foodCostOf, portionLine, type CategoryRates } from "./food-cost";
import { movedDishes, preparePreview, previewPrice, priceSensitivities, recipesContaining, type ImpactDish } from "./price-impact";

const rates: CategoryRates = { vatBp: 1000, targetBp: 3000, confirmed: true };
const dish = (id: string, recipeId: string, priceKurus: number, name = id): ImpactDish => ({ id, name: { tr: name, en: name }, priceKurus, rates, recipe: { id: recipeId, portion: { kind: "batch" } } });

// Patates at 40,00 ₺/kg and butter at 400,00 ₺/kg; a sauce (2 l) of 100 g of butter, used in two dishes.
const potato: CostingItem = { id: "potato", name: "Patates", unit: "kg", priceKurus: 4_000, pack: null };
const butter: CostingItem = { id: "butter", name: "Tereyağı", unit: "kg", priceKurus: 40_000, pack: null };
const salt: CostingItem = { id: "salt", name: "Tuz", unit: "kg", priceKurus: 2_000, pack: null };
const sauce: CostingRecipe = { id: "sauce", name: "Sos", yield: { quantityMilli: 2_000, unit: "l" }, ingredients: [{ type: "inventory", sourceId: "butter", quantityMilli: 100_000, unit: "g" }] };
const kumpir: CostingRecipe = {
  id: "kumpir",
  name: "Kumpir",
  yield: null,
  ingredients: [
    { type: "inventory", sourceId: "potato", quantityMilli: 500_000, unit: "g" },
    { type: "recipe", sourceId: "sauce", quantityMilli: 250_000, unit: "ml" },
  ],
};
const fries: CostingRecipe = {
  id: "fries",
  name: "Patates kızartması",
  yield: null,
  ingredients: [
    { type: "inventory", sourceId: "potato", quantityMilli: 300_000, unit: "g" },
    { type: "recipe", sourceId: "sauce", quantityMilli: 100_000, unit: "ml" },
  ],
};
const salad: CostingRecipe = { id: "salad", name: "Salata", yield: null, ingredients: [{ type: "inventory", sourceId: "salt", quantityMilli: 5_000, unit: "g" }] };
const items = [potato, butter, salt];
const recipes = [sauce, kumpir, fries, salad];
// Kumpir costs 20,00 + 5,00 = 25,00 ₺; fries 12,00 + 2,00 = 14,00 ₺.
const dishes = [dish("kumpir-dish", "kumpir", 11_000, "Klasik Kumpir"), dish("fries-dish", "fries", 11_000, "Kızartma"), dish("salad-dish", "salad", 5_000, "Salata")];

describe("the dishes a price change moves", () => {
  it("a sauce shared by two dishes: one change of its butter moves both, each naming the butter", () => {
    const moved = movedDishes({ items: [potato, { ...butter, priceKurus: 80_000 }, salt], previous: new Map([["butter", butter]]), recipes, dishes, language: "tr" });
    // Butter doubles: kumpir 25 → 30 ₺ (25 % → 30 % of 100 ₺ net), fries 14 → 16 ₺ (14 % → 16 %).
    expect(moved.map((entry) => [entry.id, entry.before, entry.after, entry.changeTenths, entry.ingredients])).toEqual([
      ["kumpir-dish", { kind: "known", costKurus: "2500", tenths: 250, targetTenths: 300, over: false }, { kind: "known", costKurus: "3000", tenths: 300, targetTenths: 300, over: false }, 50, ["Tereyağı"]],
      ["fries-dish", { kind: "known", costKurus: "1400", tenths: 140, targetTenths: 300, over: false }, { kind: "known", costKurus: "1600", tenths: 160, targetTenths: 300, over: false }, 20, ["Tereyağı"]],
    ]);
  });

  it("sorts by the size of the change, either way, and leaves out dishes that do not use the item", () => {
    const moved = movedDishes({ items: [{ ...potato, priceKurus: 2_000 }, butter, salt], previous: new Map([["potato", potato]]), recipes, dishes, language: "en" });
    // Potato halves: kumpir −10 ₺ (−10 points), fries −6 ₺ (−6 points); the salad does not move.
    expect(moved.map((entry) => [entry.id, entry.changeTenths])).toEqual([
      ["kumpir-dish", -100],
      ["fries-dish", -60],
    ]);
  });

  it("an incomplete cost is listed without a change in points, after those with one", () => {
    const sliced: CostingRecipe = { id: "sliced", name: "Dilim", yield: null, ingredients: [{ type: "inventory", sourceId: "potato", quantityMilli: 1_000, unit: "slice" }, { type: "inventory", sourceId: "butter", quantityMilli: 10, unit: "g" }] };
    const moved = movedDishes({
      items: [potato, { ...butter, priceKurus: 80_000 }, salt],
      previous: new Map([["butter", butter]]),
      recipes: [...recipes, sliced],
      dishes: [...dishes, dish("sliced-dish", "sliced", 11_000)],
      language: "tr",
    });
    expect(moved.at(-1)).toMatchObject({ id: "sliced-dish", before: { kind: "incomplete" }, after: { kind: "incomplete" }, changeTenths: null });
  });

  it("a price set to 0 leaves its dishes' food cost unknown, and the first price makes it known: listed, without a change in points", () => {
    const unpriced = { ...butter, priceKurus: 0 };
    const toNothing = movedDishes({ items: [potato, unpriced, salt], previous: new Map([["butter", butter]]), recipes, dishes, language: "en" });
    expect(toNothing.map((entry) => [entry.id, entry.before.kind, entry.after, entry.changeTenths])).toEqual([
      ["fries-dish", "known", { kind: "incomplete", targetTenths: 300 }, null],
      ["kumpir-dish", "known", { kind: "incomplete", targetTenths: 300 }, null],
    ]);
    const priced = movedDishes({ items, previous: new Map([["butter", unpriced]]), recipes, dishes, language: "en" });
    expect(priced.map((entry) => [entry.id, entry.before.kind, entry.after.kind])).toEqual([
      ["fries-dish", "incomplete", "known"],
      ["kumpir-dish", "incomplete", "known"],
    ]);
  });

  it("names the recipes that contain an item at any depth", () => {
    expect(recipesContaining(["butter"], recipes)).toEqual(
      new Map([
        ["sauce", ["butter"]],
        ["kumpir", ["butter"]],
        ["fries", ["butter"]],
      ]),
    );
  });
});

describe("the warning while a price is typed", () => {
  const sensitivities = priceSensitivities({ items, recipes, dishes, itemId: "potato" });

  it("knows each dish's cost as a line of the price", () => {
    // Kumpir: 5,00 ₺ of sauce and half a kilogram of potato; fries: 2,00 ₺ and 0,3 kg.
    expect(sensitivities.map((entry) => [entry.id, entry.base, entry.perKurus])).toEqual([
      ["kumpir-dish", { n: "500", d: "1" }, { n: "1", d: "2" }],
      ["fries-dish", { n: "200", d: "1" }, { n: "3", d: "10" }],
    ]);
  });

  it("lists the dishes that would cross their target, furthest over first, with how many points", () => {
    // Potato at 60,00 ₺: kumpir 35 ₺ (35 %, 5 points over 30 %), fries 20 ₺ (20 %, under).
    expect(previewPrice(preparePreview(sensitivities, 4_000), "60", "tr")).toEqual({
      moved: 2,
      crossing: [{ id: "kumpir-dish", name: { tr: "Klasik Kumpir", en: "Klasik Kumpir" }, tenths: 350, targetTenths: 300 }],
      stillOver: 0,
      noPrice: false,
    });
    // From 60,00 ₺, the kumpir is over already: at 100,00 ₺ it stays over, and only the fries cross.
    expect(previewPrice(preparePreview(sensitivities, 6_000), "100", "tr")).toMatchObject({ crossing: [{ id: "fries-dish", tenths: 320 }], stillOver: 1 });
    // At 100,00 ₺ both cross: kumpir 55 %, fries 32 %.
    expect(previewPrice(preparePreview(sensitivities, 4_000), "100,00", "tr")!.crossing.map((entry) => [entry.id, entry.tenths])).toEqual([
      ["kumpir-dish", 550],
      ["fries-dish", 320],
    ]);
  });

  it("a price of 0 is no price yet: the dishes' food cost would be unknown, none over or under", () => {
    expect(previewPrice(preparePreview(sensitivities, 4_000), "0", "tr")).toEqual({ moved: 2, crossing: [], stillOver: 0, noPrice: true });
  });

  it("an item with no price yet still warns as its first price is typed, a dish over its target without it counted as going over", () => {
    // Potato with no price: kumpir at 15,00 ₺ (13,64 ₺ net) costs 5,00 ₺ without it, 36,7 %: unknown now, over at any price.
    const unpriced = priceSensitivities({ items: [{ ...potato, priceKurus: 0 }, butter, salt], recipes, dishes: [dish("kumpir-dish", "kumpir", 1_500, "Klasik Kumpir")], itemId: "potato" });
    expect(unpriced.map((entry) => [entry.id, entry.complete])).toEqual([["kumpir-dish", true]]);
    // At 1,00 ₺/kg: 5,50 ₺, 40,3 %.
    expect(previewPrice(preparePreview(unpriced, 0), "1", "tr")).toMatchObject({ crossing: [{ id: "kumpir-dish", tenths: 403 }], stillOver: 0, noPrice: false });
  });

  it("says nothing while the text is not a price, or is the saved one", () => {
    expect(previewPrice(preparePreview(sensitivities, 4_000), "6O", "tr")).toBeNull();
    expect(previewPrice(preparePreview(sensitivities, 4_000), "40,00", "tr")).toBeNull();
    expect(previewPrice(preparePreview(sensitivities, 4_000), "", "tr")).toBeNull();
  });
});

// Random trees: items sold by the kilogram, the piece or the bottle (some with a pack), recipes
// made of items and earlier recipes, dishes of some recipes, and a change to some items' prices,
// units or packs.
const UNITS = ["g", "kg", "piece", "bottle", "ml", "l"] as const;
const unit = fc.constantFrom(...UNITS);
const scenario = fc
  .record({
    items: fc.array(
      fc.record({
        unit,
        priceKurus: fc.integer({ min: 0, max: 100_000 }),
        pack: fc.option(fc.record({ unit: fc.constant("bottle"), amountMilli: fc.integer({ min: 1, max: 2_000 }), amountUnit: fc.constantFrom("l", "ml") }), { nil: null }),
        newPrice: fc.option(fc.integer({ min: 0, max: 100_000 }), { nil: null }),
        newUnit: fc.option(unit, { nil: null }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    recipes: fc.array(
      fc.record({
        yield: fc.option(fc.record({ quantityMilli: fc.integer({ min: 1, max: 5_000 }), unit }), { nil: null }),
        ingredients: fc.array(fc.record({ recipe: fc.boolean(), source: fc.nat({ max: 7 }), quantityMilli: fc.integer({ min: 1, max: 5_000 }), unit }), { maxLength: 5 }),
      }),
      { minLength: 1, maxLength: 8 },
    ),
    dishes: fc.array(fc.record({ recipe: fc.nat({ max: 7 }), priceKurus: fc.integer({ min: 0, max: 100_000 }) }), { minLength: 1, maxLength: 8 }),
  })
  .map(({ items: made, recipes: kept, dishes: sold }) => {
    const before: CostingItem[] = made.map((item, index) => ({ id: `i${index}`, name: `Item ${index}`, unit: item.unit, priceKurus: item.priceKurus, pack: item.pack }));
    const after: CostingItem[] = made.map((item, index) => ({ ...before[index]!, priceKurus: item.newPrice ?? item.priceKurus, unit: item.newUnit ?? item.unit }));
    const tree: CostingRecipe[] = kept.map((recipe, index) => ({
      id: `r${index}`,
      name: `Recipe ${index}`,
      yield: recipe.yield,
      ingredients: recipe.ingredients.map((line) => ({
        type: line.recipe ? "recipe" : "inventory",
        // Only earlier recipes: a tree with shared parts, never a cycle; past the end: deleted.
        sourceId: line.recipe ? (line.source < index ? `r${line.source}` : null) : line.source < made.length ? `i${line.source}` : null,
        quantityMilli: line.quantityMilli,
        unit: line.unit,
      })),
    }));
    const menu = sold.flatMap((entry, index) => (entry.recipe < tree.length ? [dish(`d${index}`, `r${entry.recipe}`, entry.priceKurus)] : []));
    const changed = made.flatMap((item, index) => (item.newPrice !== null || item.newUnit !== null ? [[`i${index}`, before[index]!] as const] : []));
    return { before, after, tree, menu, previous: new Map(changed) };
  });

/** Every dish's serving cost, costed whole from scratch: what the property compares with. */
function servingCosts(items: readonly CostingItem[], tree: readonly CostingRecipe[], menu: readonly ImpactDish[]) {
  const yields = new Map(tree.map((recipe) => [recipe.id, recipe.yield]));
  const servings = menu.map((entry) => ({ id: `s:${entry.id}`, name: entry.id, yield: null, ingredients: [portionLine(entry.recipe.id, entry.recipe.portion, yields.get(entry.recipe.id) ?? null)] }));
  const costing = createCosting(items, [...tree, ...servings]);
  return new Map(menu.map((entry) => [entry.id, costing.costOf(`s:${entry.id}`)!]));
}

describe("for any recipe tree and price change", () => {
  it("the moved dishes are exactly the dishes whose cost changed", () => {
    fc.assert(
      fc.property(scenario, ({ before, after, tree, menu, previous }) => {
        const moved = movedDishes({ items: after, previous, recipes: tree, dishes: menu, language: "tr" });
        const old = servingCosts(before, tree, menu);
        const now = servingCosts(after, tree, menu);
        const changed = menu.filter((entry) => {
          const a = old.get(entry.id)!;
          const b = now.get(entry.id)!;
          return a.complete !== b.complete || !equals(a.total, b.total);
        });
        expect(new Set(moved.map((entry) => entry.id))).toEqual(new Set(changed.map((entry) => entry.id)));
        expect(moved.length).toBe(changed.length);
      }),
      { numRuns: 500 },
    );
  });

  it("a held costing of either side, with some costs already asked of it, changes nothing of the moved dishes or the warning", () => {
    fc.assert(
      fc.property(scenario, fc.nat({ max: 7 }), ({ before, after, tree, menu, previous }, pick) => {
        // What a page had asked of the held costing before: one recipe's cost, its sub-recipes with it.
        const heldOf = (items: readonly CostingItem[]) => {
          const costing = createCosting(items, tree);
          if (tree.length > 0) costing.costOf(tree[pick % tree.length]!.id);
          return costing;
        };
        const plain = movedDishes({ items: after, previous, recipes: tree, dishes: menu, language: "tr" });
        for (const [side, items] of [["before", before], ["after", after]] as const) {
          expect(movedDishes({ items: after, previous, recipes: tree, dishes: menu, language: "tr", held: { costing: heldOf(items), side } })).toEqual(plain);
        }
        const item = before[pick % before.length]!;
        const warning = priceSensitivities({ items: before, recipes: tree, dishes: menu, itemId: item.id });
        expect(priceSensitivities({ items: before, recipes: tree, dishes: menu, itemId: item.id, held: heldOf(before) })).toEqual(warning);
      }),
      { numRuns: 300 },
    );
  });

  it("the warning's cost at a typed price is the costing's at that price", () => {
    fc.assert(
      fc.property(scenario, fc.nat({ max: 5 }), fc.integer({ min: 0, max: 100_000 }), ({ before, tree, menu }, pick, typed) => {
        const item = before[pick % before.length]!;
        const sensitivities = priceSensitivities({ items: before, recipes: tree, dishes: menu, itemId: item.id });
        const at = servingCosts(
          before.map((candidate) => (candidate.id === item.id ? { ...candidate, priceKurus: typed } : candidate)),
          tree,
          menu,
        );
        for (const entry of sensitivities) {
          const line = add(ratio(BigInt(entry.base.n), BigInt(entry.base.d)), multiply(ratio(BigInt(entry.perKurus.n), BigInt(entry.perKurus.d)), ratio(typed)));
          expect(equals(line, at.get(entry.id)!.total)).toBe(true);
        }
        // The warning names exactly the dishes over their target at the typed price and not at the saved one.
        const now = servingCosts(before, tree, menu);
        const over = (cost: RecipeCost, dish: ImpactDish) => {
          const share = foodCostOf(cost, dish.priceKurus, dish.rates);
          return share.kind === "known" && share.over;
        };
        const crossing = sensitivities.filter((entry) => {
          const dish = menu.find((candidate) => candidate.id === entry.id)!;
          return over(at.get(dish.id)!, dish) && !over(now.get(dish.id)!, dish);
        });
        const preview = previewPrice(preparePreview(sensitivities, item.priceKurus), (typed / 100).toFixed(2), "en");
        if (typed === item.priceKurus) expect(preview).toBeNull();
        else expect(new Set(preview!.crossing.map((entry) => entry.id))).toEqual(new Set(crossing.map((entry) => entry.id)));
      }),
      { numRuns: 300 },
    );
  });
});
