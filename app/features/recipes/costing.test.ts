import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCost } from "~/lib/money";
import { equals, multiply, ratio, roundHalfUp, sum, toDecimalText, type Rational } from "~/lib/rational";
import { ALL_UNITS, type Pack } from "~/lib/units";
import { byId, createCosting, cyclePathText, overlaid, findCycle, longestNesting, type CostingIngredient, type CostingItem, type CostingRecipe, type RecipeCost, type Step } from "./costing";

const kurusOf = (cost: Rational | null) => (cost === null ? null : Number(roundHalfUp(cost)));
const lira = (cost: Rational | null) => (cost === null ? null : formatCost(kurusOf(cost)!, "tr"));
const stepsText = (steps: Step[]) => steps.map((step) => `${toDecimalText(step.value, 4).text} ${step.unit ?? "batch"}`).join(" = ");

const item = (id: string, unit: string, priceKurus: number, pack: Pack | null = null): CostingItem => ({ id, name: id, unit, priceKurus, pack });
const uses = (sourceId: string, quantity: number, unit: string): CostingIngredient => ({ type: "inventory", sourceId, quantityMilli: Math.round(quantity * 1000), unit });
const usesRecipe = (sourceId: string, quantity: number, unit: string): CostingIngredient => ({ type: "recipe", sourceId, quantityMilli: Math.round(quantity * 1000), unit });
const recipe = (id: string, ingredients: CostingIngredient[], made: [number, string] | null = null): CostingRecipe => ({
  id,
  name: id,
  yield: made && { quantityMilli: Math.round(made[0] * 1000), unit: made[1] },
  ingredients,
});

function costOf(items: CostingItem[], recipes: CostingRecipe[], id: string): RecipeCost {
  const cost = createCosting(items, recipes).costOf(id);
  if (!cost) throw new Error(`no recipe ${id}`);
  return cost;
}

describe("the cost of a recipe, computed by hand", () => {
  it("250 g of an item at 120 ₺/kg costs 30,00 ₺", () => {
    const cost = costOf([item("flour", "kg", 12_000)], [recipe("dough", [uses("flour", 250, "g")])], "dough");
    expect(lira(cost.total)).toBe("30,00 ₺");
    expect(stepsText(cost.lines[0]!.steps)).toBe("250 g = 0.25 kg");
    expect(cost.complete).toBe(true);
  });

  it("2 tbsp of oil at 180 ₺/l costs 5,40 ₺, through millilitres", () => {
    const cost = costOf([item("oil", "l", 18_000)], [recipe("dressing", [uses("oil", 2, "tbsp")])], "dressing");
    expect(lira(cost.total)).toBe("5,40 ₺");
    expect(stepsText(cost.lines[0]!.steps)).toBe("2 tbsp = 30 ml = 0.03 l");
  });

  it("3 × 0.1 kg is exactly 0.3 kg", () => {
    const cost = costOf([item("salt", "kg", 12_000)], [recipe("brine", [uses("salt", 0.1, "kg"), uses("salt", 0.1, "kg"), uses("salt", 0.1, "kg")])], "brine");
    const amounts = cost.lines.map((line) => line.steps[line.steps.length - 1]!.value);
    expect(equals(sum(amounts), ratio(3, 10))).toBe(true);
    expect(toDecimalText(sum(amounts), 4)).toEqual({ text: "0.3", exact: true });
    const once = costOf([item("salt", "kg", 12_000)], [recipe("brine", [uses("salt", 0.3, "kg")])], "brine");
    expect(equals(cost.total, once.total)).toBe(true);
    expect(lira(cost.total)).toBe("36,00 ₺");
  });

  it("250 ml of a sauce whose batch of 2 l costs 80,00 ₺ costs 10,00 ₺", () => {
    const items = [item("tomato paste", "kg", 8_000)];
    const recipes = [recipe("sauce", [uses("tomato paste", 1, "kg")], [2, "l"]), recipe("pasta", [usesRecipe("sauce", 250, "ml")])];
    const sauce = costOf(items, recipes, "sauce");
    expect(lira(sauce.total)).toBe("80,00 ₺");
    const pasta = costOf(items, recipes, "pasta");
    expect(lira(pasta.total)).toBe("10,00 ₺");
    expect(stepsText(pasta.lines[0]!.steps)).toBe("250 ml = 0.25 l = 0.125 batch");
    expect(pasta.lines[0]!.source).toMatchObject({ type: "recipe", batch: sauce });
  });

  it("2 pieces of an item sold by the kg, at 1 piece = 150 g, is 0.3 kg", () => {
    const potato = item("potato", "kg", 12_000, { unit: "piece", amountMilli: 150_000, amountUnit: "g" });
    const cost = costOf([potato], [recipe("fries", [uses("potato", 2, "piece")])], "fries");
    expect(stepsText(cost.lines[0]!.steps)).toBe("2 piece = 300 g = 0.3 kg");
    expect(lira(cost.total)).toBe("36,00 ₺");
  });

  it("millilitres of something bought by the bottle, at 1 bottle = 0.7 l, stay exact until shown", () => {
    const wine = item("wine", "bottle", 30_000, { unit: "bottle", amountMilli: 700, amountUnit: "l" });
    const cost = costOf([wine], [recipe("sangria", [uses("wine", 250, "ml")])], "sangria");
    // 0.25 l / 0.7 l = 5/14 of a bottle: 30000 × 5/14 = 10714.28… kuruş.
    expect(cost.total).toEqual(ratio(75_000, 7));
    expect(lira(cost.total)).toBe("107,14 ₺");
    expect(stepsText(cost.lines[0]!.steps)).toBe("250 ml = 0.25 l = 0.3571 bottle");
    expect(toDecimalText(cost.lines[0]!.steps[2]!.value, 4).exact).toBe(false);
  });

  it("a recipe nested three levels deep", () => {
    const items = [item("chili", "kg", 40_000), item("salt", "kg", 2_000), item("tomato", "kg", 3_000), item("pasta", "kg", 6_000)];
    const recipes = [
      // 100 g chili = 40,00 ₺; 50 g salt = 1,00 ₺: 41,00 ₺ for 150 g.
      recipe("spice mix", [uses("chili", 100, "g"), uses("salt", 50, "g")], [150, "g"]),
      // 30 g of spice mix = 41 × 30/150 = 8,20 ₺; 2 kg tomato = 60,00 ₺: 68,20 ₺ for 2 l.
      recipe("sauce", [usesRecipe("spice mix", 30, "g"), uses("tomato", 2, "kg")], [2, "l"]),
      // 500 ml of sauce = 68,20 / 4 = 17,05 ₺; 250 g pasta = 15,00 ₺: 32,05 ₺.
      recipe("plate", [usesRecipe("sauce", 500, "ml"), uses("pasta", 250, "g")]),
    ];
    expect(lira(costOf(items, recipes, "spice mix").total)).toBe("41,00 ₺");
    expect(lira(costOf(items, recipes, "sauce").total)).toBe("68,20 ₺");
    const plate = costOf(items, recipes, "plate");
    expect(plate.lines.map((line) => lira(line.cost))).toEqual(["17,05 ₺", "15,00 ₺"]);
    expect(lira(plate.total)).toBe("32,05 ₺");
    expect(plate.complete).toBe(true);
  });

  it("a diamond counts the shared sub-recipe once for each way it is used", () => {
    const items = [item("butter", "kg", 50_000), item("sugar", "kg", 4_000)];
    const recipes = [
      recipe("roux", [uses("butter", 100, "g")]), // 50,00 ₺ a batch, no yield
      recipe("left", [usesRecipe("roux", 1, "piece"), uses("sugar", 1, "kg")]), // 50 + 40 = 90,00 ₺
      recipe("right", [usesRecipe("roux", 2, "piece")]), // 100,00 ₺
      recipe("top", [usesRecipe("left", 1, "piece"), usesRecipe("right", 1, "piece")]), // 190,00 ₺
    ];
    const top = costOf(items, recipes, "top");
    expect(lira(top.total)).toBe("190,00 ₺");
    expect(top.complete).toBe(true);
  });

  it("counts whole batches for a recipe without a yield, and refuses to guess a weight of one", () => {
    const items = [item("egg", "piece", 500)];
    const recipes = [recipe("omelette", [uses("egg", 3, "piece")]), recipe("brunch", [usesRecipe("omelette", 2, "piece"), usesRecipe("omelette", 200, "g")])];
    const brunch = costOf(items, recipes, "brunch");
    expect(stepsText(brunch.lines[0]!.steps)).toBe("2 piece = 2 batch");
    expect(lira(brunch.lines[0]!.cost)).toBe("30,00 ₺");
    expect(brunch.lines[1]!.problem).toEqual({ kind: "cannot-convert", from: "g", to: null });
    expect(brunch.complete).toBe(false);
    expect(lira(brunch.total)).toBe("30,00 ₺");
  });

  it("an impossible conversion marks the line and the total incomplete, up the whole tree, never guessing", () => {
    const items = [item("cheese", "kg", 40_000), item("bread", "piece", 1_000)];
    const recipes = [
      recipe("toast", [uses("cheese", 2, "slice"), uses("bread", 2, "piece")]),
      recipe("menu", [usesRecipe("toast", 1, "piece")]),
    ];
    const toast = costOf(items, recipes, "toast");
    expect(toast.lines[0]).toMatchObject({ cost: null, problem: { kind: "cannot-convert", from: "slice", to: "kg" } });
    expect(toast.complete).toBe(false);
    expect(lira(toast.total)).toBe("20,00 ₺");
    const menu = costOf(items, recipes, "menu");
    expect(menu.lines[0]!.problem).toEqual({ kind: "incomplete" });
    expect(menu.complete).toBe(false);
    // With a pack that says what a slice is, the same recipe is complete.
    const sliced = [item("cheese", "kg", 40_000, { unit: "kg", amountMilli: 40_000, amountUnit: "slice" }), items[1]!];
    expect(lira(costOf(sliced, recipes, "toast").total)).toBe("40,00 ₺");
    expect(costOf(sliced, recipes, "menu").complete).toBe(true);
  });

  it("a deleted ingredient is missing, and its recipe incomplete", () => {
    const cost = costOf([item("oil", "l", 18_000)], [recipe("salad", [uses("oil", 1, "tbsp"), { type: "recipe", sourceId: null, quantityMilli: 1000, unit: "piece" }, uses("gone", 1, "kg")])], "salad");
    expect(cost.lines.map((line) => line.problem?.kind ?? null)).toEqual([null, "missing", "missing"]);
    expect(cost.complete).toBe(false);
    expect(lira(cost.total)).toBe("2,70 ₺");
  });

  it("an item priced 0 has no price yet, not a free one: its line has no cost, and every recipe above it is incomplete", () => {
    // The audit's case: oil imported at 0,00 ₺ beside 250 g of potatoes at 20 ₺/kg.
    const items = [item("oil", "l", 0), item("potato", "kg", 2_000)];
    const recipes = [recipe("fries", [uses("oil", 50, "ml"), uses("potato", 250, "g")]), recipe("plate", [usesRecipe("fries", 1, "piece")])];
    const fries = costOf(items, recipes, "fries");
    expect(fries.lines[0]).toMatchObject({ cost: null, problem: { kind: "no-price" }, source: { type: "inventory", item: items[0] } });
    expect(fries.complete).toBe(false);
    expect(lira(fries.total)).toBe("5,00 ₺");
    const plate = costOf(items, recipes, "plate");
    expect(plate.lines[0]!.problem).toEqual({ kind: "incomplete" });
    expect(plate.complete).toBe(false);
    // A unit that cannot be converted is said first: a price would not mend it.
    expect(costOf(items, [recipe("toast", [uses("oil", 2, "slice")])], "toast").lines[0]!.problem).toEqual({ kind: "cannot-convert", from: "slice", to: "l" });
    // Priced, the same recipes are complete.
    const priced = [item("oil", "l", 18_000), items[1]!];
    expect(costOf(priced, recipes, "plate").complete).toBe(true);
    expect(lira(costOf(priced, recipes, "plate").total)).toBe("14,00 ₺");
  });

  it("stored data with a cycle is costed without looping, and marked", () => {
    const recipes = [recipe("a", [usesRecipe("b", 1, "piece")]), recipe("b", [usesRecipe("a", 1, "piece")])];
    const a = costOf([], recipes, "a");
    expect(a.complete).toBe(false);
    expect(a.lines[0]!.source).toMatchObject({ type: "recipe", batch: { lines: [{ problem: { kind: "cycle" } }] } });
  });
});

describe("items and recipes looked up by id", () => {
  it("costs the same from lists, from Maps, and from one list laid over another", () => {
    const flour = item("flour", "kg", 12_000);
    const recipes = [recipe("dough", [uses("flour", 250, "g")]), recipe("bread", [usesRecipe("dough", 2, "piece")])];
    const fromLists = createCosting([flour], recipes).costOf("bread")!;
    expect(lira(fromLists.total)).toBe("60,00 ₺");
    expect(createCosting(byId([flour]), byId(recipes)).costOf("bread")!.total).toEqual(fromLists.total);
    // Flour at twice the price, laid over the list that has it at its price; another item added.
    const dearer = overlaid(new Map([["flour", { ...flour, priceKurus: 24_000 }], ["salt", item("salt", "kg", 1_000)]]), byId([flour]));
    expect(lira(createCosting(dearer, recipes).costOf("bread")!.total)).toBe("120,00 ₺");
    expect(dearer.get("salt")?.priceKurus).toBe(1_000);
    expect(dearer.get("sugar")).toBeUndefined();
  });
});

describe("a chain of sub-recipes thousands deep, as rows can store it", () => {
  // r0 uses r1, which uses r2, … r2499 uses 1 kg of flour at 120 ₺/kg; each counts one whole batch.
  const depth = 2_500;
  const chain = Array.from({ length: depth }, (_, level) =>
    recipe(`r${level}`, [level === depth - 1 ? uses("flour", 1, "kg") : usesRecipe(`r${level + 1}`, 1, "piece")]),
  );

  it("is costed without overflowing the stack, exactly, from its top or anywhere in it", () => {
    const costing = createCosting([item("flour", "kg", 12_000)], chain);
    expect(lira(costing.costOf("r0")!.total)).toBe("120,00 ₺");
    expect(costing.costOf("r0")!.complete).toBe(true);
    expect(lira(costing.costOf("r1250")!.total)).toBe("120,00 ₺");
    // The same batch object all the way down: each recipe is costed once.
    expect(costing.costOf("r0")!.lines[0]!.source).toMatchObject({ type: "recipe", batch: costing.costOf("r1") });
  });

  it("stored as one long cycle, is costed without looping, and marked", () => {
    const cycle = chain.map((made, level) => (level === depth - 1 ? recipe(made.id, [usesRecipe("r0", 1, "piece")]) : made));
    const top = costOf([], cycle, "r0");
    expect(top.complete).toBe(false);
    let line = top.lines[0]!;
    while (line.source?.type === "recipe") line = line.source.batch.lines[0]!;
    expect(line.problem).toEqual({ kind: "cycle" });
  });
});

describe("how deep recipes are nested", () => {
  const stored: Record<string, string[]> = { plate: ["sauce"], menu: ["plate"], sauce: ["spice mix"], "spice mix": [], side: ["spice mix"] };
  const parents = (id: string) => Object.keys(stored).filter((parent) => stored[parent]!.includes(id));
  const childrenOf = (id: string) => stored[id] ?? [];

  it("is the longest chain through the recipe saved, from the outermost to the innermost", () => {
    // Sauce saved with the side as well: menu → plate → sauce → side → spice mix.
    expect(longestNesting("sauce", ["spice mix", "side"], childrenOf, parents)).toEqual(["menu", "plate", "sauce", "side", "spice mix"]);
    expect(longestNesting("sauce", ["spice mix"], childrenOf, parents)).toEqual(["menu", "plate", "sauce", "spice mix"]);
    // A new recipe is used in nothing yet.
    expect(longestNesting("new", ["menu", "side"], childrenOf, parents)).toEqual(["new", "menu", "plate", "sauce", "spice mix"]);
    expect(longestNesting("alone", [], childrenOf, parents)).toEqual(["alone"]);
  });

  it("follows a chain of thousands, and a stored cycle only once round", () => {
    const depth = 5_000;
    const next = (id: string) => {
      const level = Number(id.slice(1));
      return level < depth - 1 ? [`r${level + 1}`] : [];
    };
    const previous = (id: string) => {
      const level = Number(id.slice(1));
      return level > 0 ? [`r${level - 1}`] : [];
    };
    expect(longestNesting("r2000", next("r2000"), next, previous)).toHaveLength(depth);
    const round = (id: string) => [`r${(Number(id.slice(1)) + 1) % depth}`];
    const back = (id: string) => [`r${(Number(id.slice(1)) + depth - 1) % depth}`];
    expect(longestNesting("r0", round("r0"), round, back).length).toBeLessThanOrEqual(2 * depth);
  });
});

describe("a cycle refused, named by its path", () => {
  const stored: Record<string, string[]> = { sauce: ["spice mix"], "spice mix": ["salt blend"], "salt blend": [], plate: ["sauce"] };
  const names: Record<string, string> = { sauce: "Sauce", "spice mix": "Spice mix", "salt blend": "Salt blend", plate: "Plate" };
  const childrenOf = (id: string) => stored[id] ?? [];

  it("names the way back to the recipe being saved", () => {
    const path = findCycle("spice mix", ["sauce"], childrenOf);
    expect(path).toEqual(["spice mix", "sauce", "spice mix"]);
    expect(cyclePathText(findCycle("sauce", ["spice mix", "plate"], childrenOf)!.map((id) => names[id]!))).toBe("Sauce → Plate → Sauce");
    expect(cyclePathText(findCycle("salt blend", ["plate"], childrenOf)!.map((id) => names[id]!))).toBe("Salt blend → Plate → Sauce → Spice mix → Salt blend");
  });

  it("refuses a recipe that contains itself directly", () => {
    expect(findCycle("sauce", ["sauce"], childrenOf)).toEqual(["sauce", "sauce"]);
  });

  it("lets a diamond through: sharing is not a cycle", () => {
    const diamond: Record<string, string[]> = { left: ["shared"], right: ["shared"], shared: [] };
    expect(findCycle("top", ["left", "right"], (id) => diamond[id] ?? [])).toBeNull();
    expect(findCycle("plate", ["sauce"], childrenOf)).toBeNull();
  });
});

/**
 * The property: for random recipe trees (diamonds, missing sources, impossible conversions, packs
 * and yields included), every recipe's cost is exactly the sum of its ingredients' costs, and each
 * ingredient's cost is what the tree says, computed here a second, independent way: every path to
 * an inventory item expanded (no sharing), with fractions that are never reduced.
 */
type Fraction = [bigint, bigint];
const f = (n: bigint | number, d: bigint | number = 1n): Fraction => [BigInt(n), BigInt(d)];
const times = (a: Fraction, b: Fraction): Fraction => [a[0] * b[0], a[1] * b[1]];
const plus = (a: Fraction, b: Fraction): Fraction => [a[0] * b[1] + b[0] * a[1], a[1] * b[1]];
const same = (a: Fraction, b: Rational) => a[0] * b.d === b.n * a[1];

const SIZE: Record<string, [string, number]> = {
  g: ["mass", 1], kg: ["mass", 1000],
  ml: ["volume", 1], l: ["volume", 1000], cup: ["volume", 240], tbsp: ["volume", 15], tsp: ["volume", 5],
  piece: ["count", 1],
};
const kind = (unit: string) => SIZE[unit]?.[0] ?? unit;
const size = (unit: string) => SIZE[unit]?.[1] ?? 1;

/** The cost of `milli` thousandths of `unit` of an item, or null when the tree has no way to it. */
function expectedItemCost(milli: number, unit: string, it: CostingItem): Fraction | null {
  const qty = f(milli * size(unit), 1000); // in the base unit of `unit`
  const perBase = (u: string): Fraction => f(it.priceKurus, size(u)); // price per base unit when `u` is the item's unit
  if (kind(unit) === kind(it.unit)) return times(qty, perBase(it.unit));
  const p = it.pack;
  if (!p) return null;
  // 1 p.unit = p.amount p.amountUnit
  if (kind(unit) === kind(p.unit) && kind(p.amountUnit) === kind(it.unit)) {
    const packs = times(qty, f(1, size(p.unit)));
    return times(times(packs, f(p.amountMilli * size(p.amountUnit), 1000)), perBase(it.unit));
  }
  if (kind(unit) === kind(p.amountUnit) && kind(p.unit) === kind(it.unit)) {
    const packs = times(qty, f(1000, p.amountMilli * size(p.amountUnit)));
    return times(times(packs, f(size(p.unit))), perBase(it.unit));
  }
  return null;
}

function expectedTotal(id: string, items: Map<string, CostingItem>, recipes: Map<string, CostingRecipe>): Fraction {
  let total = f(0);
  for (const line of recipes.get(id)!.ingredients) {
    const part = expectedLine(line, items, recipes);
    if (part) total = plus(total, part);
  }
  return total;
}

function expectedLine(line: CostingIngredient, items: Map<string, CostingItem>, recipes: Map<string, CostingRecipe>): Fraction | null {
  if (line.type === "inventory") {
    const it = line.sourceId === null ? undefined : items.get(line.sourceId);
    // An item priced 0 has no price yet: its line has no cost.
    return it && it.priceKurus > 0 ? expectedItemCost(line.quantityMilli, line.unit, it) : null;
  }
  const sub = line.sourceId === null ? undefined : recipes.get(line.sourceId);
  if (!sub) return null;
  let batches: Fraction;
  if (!sub.yield) {
    if (kind(line.unit) !== "count") return null;
    batches = f(line.quantityMilli, 1000);
  } else {
    if (kind(line.unit) !== kind(sub.yield.unit)) return null;
    batches = f(line.quantityMilli * size(line.unit), sub.yield.quantityMilli * size(sub.yield.unit));
  }
  return times(batches, expectedTotal(sub.id, items, recipes));
}

/** Whether a recipe's cost is whole: each line's source is there, its unit converts, an item has a price above 0, a sub-recipe is whole. */
function expectedComplete(id: string, items: Map<string, CostingItem>, recipes: Map<string, CostingRecipe>): boolean {
  return recipes.get(id)!.ingredients.every((line) => {
    if (line.type === "inventory") return expectedLine(line, items, recipes) !== null;
    const sub = line.sourceId === null ? undefined : recipes.get(line.sourceId);
    return sub !== undefined && expectedLine(line, items, recipes) !== null && expectedComplete(sub.id, items, recipes);
  });
}

const unitArbitrary = fc.constantFrom(...ALL_UNITS);
const treeArbitrary = fc
  .record({
    items: fc.array(
      fc.record({
        unit: unitArbitrary,
        // 0 often: an item with no price yet.
        priceKurus: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 1_000_000_000 })),
        pack: fc.option(fc.record({ unit: unitArbitrary, amountMilli: fc.integer({ min: 1, max: 1_000_000_000 }), amountUnit: unitArbitrary }), { nil: null }),
      }),
      { minLength: 1, maxLength: 6 },
    ),
    recipes: fc.array(
      fc.record({
        yield: fc.option(fc.record({ quantityMilli: fc.integer({ min: 1, max: 1_000_000_000 }), unit: unitArbitrary }), { nil: null }),
        ingredients: fc.array(
          fc.record({
            type: fc.constantFrom("inventory" as const, "recipe" as const),
            // An index into the items or into the recipes made before this one; past the end: deleted.
            source: fc.nat({ max: 7 }),
            quantityMilli: fc.integer({ min: 1, max: 1_000_000_000 }),
            unit: unitArbitrary,
          }),
          { maxLength: 6 },
        ),
      }),
      { minLength: 1, maxLength: 8 },
    ),
  })
  .map(({ items, recipes }) => ({
    items: items.map((it, index) => ({ id: `i${index}`, name: `Item ${index}`, ...it })),
    recipes: recipes.map((made, index) => ({
      id: `r${index}`,
      name: `Recipe ${index}`,
      yield: made.yield,
      ingredients: made.ingredients.map(({ type, source, quantityMilli, unit }) => ({
        type,
        // Only earlier recipes: a tree (with shared parts), never a cycle.
        sourceId: type === "inventory" ? (source < items.length ? `i${source}` : "deleted") : source < index ? `r${source}` : null,
        quantityMilli,
        unit,
      })),
    })),
  }));

describe("the cost of any recipe tree", () => {
  it("is exactly the sum of its ingredients' costs, each as the tree says", () => {
    fc.assert(
      fc.property(treeArbitrary, ({ items, recipes }) => {
        const costing = createCosting(items, recipes);
        const itemsById = new Map(items.map((it) => [it.id, it]));
        const recipesById = new Map(recipes.map((made) => [made.id, made]));
        for (const made of recipes) {
          const cost = costing.costOf(made.id)!;
          expect(equals(cost.total, sum(cost.lines.map((line) => line.cost ?? ratio(0))))).toBe(true);
          expect(cost.complete).toBe(cost.lines.every((line) => line.problem === null));
          cost.lines.forEach((line, index) => {
            const expected = expectedLine(made.ingredients[index]!, itemsById, recipesById);
            if (expected === null) expect(line.cost).toBeNull();
            else expect(line.cost && same(expected, line.cost)).toBe(true);
            // The conversion shown ends at the amount the cost is for: items at their price, batches at the batch's cost.
            const last = line.steps.at(-1);
            if (line.cost && line.source && last) {
              const price = line.source.type === "inventory" ? ratio(line.source.item.priceKurus) : line.source.batch.total;
              expect(equals(multiply(last.value, price), line.cost)).toBe(true);
              expect(line.steps[0]).toEqual({ value: ratio(line.ingredient.quantityMilli, 1000), unit: line.ingredient.unit });
            }
          });
          expect(same(expectedTotal(made.id, itemsById, recipesById), cost.total)).toBe(true);
          // Complete exactly when every line, at every depth, has a cost: an item priced 0 anywhere below makes it incomplete.
          expect(cost.complete).toBe(expectedComplete(made.id, itemsById, recipesById));
        }
      }),
      { numRuns: 300 },
    );
  });
});
