import { add, divide, equals, multiply, ratio, ratioOfSafeIntegers, safeProduct, ZERO, type Rational } from "~/lib/rational";
import { hasPrice } from "~/lib/money";
import { baseUnitOf, measureOf, sameMeasure, type Pack } from "~/lib/units";

/**
 * What a recipe costs, exactly: every quantity is converted with exact fractions (rational.ts),
 * through the units table (units.ts), an inventory item's pack (1 şişe = 0.7 l) and a sub-recipe's
 * yield (makes 2 l), and summed before anything is rounded. Rounding to the kuruş happens only where
 * a cost is shown. A cost that cannot be known (a deleted ingredient, 'slice' of something bought
 * by the kg with no pack, an item with no price yet) is never guessed: the line says why, and its
 * recipe is incomplete.
 *
 * Pure: no I/O. The route loads the rows and calls `createCosting`.
 */

export interface CostingItem {
  id: string;
  name: string;
  unit: string;
  priceKurus: number;
  pack: Pack | null;
}

/** How much one batch of a recipe makes: 'makes 2 l', 'makes 12 piece'. */
export interface RecipeYield {
  quantityMilli: number;
  unit: string;
}

export interface CostingIngredient {
  type: "inventory" | "recipe";
  /** The inventory item's or the sub-recipe's id; null once it was deleted. */
  sourceId: string | null;
  quantityMilli: number;
  unit: string;
}

export interface CostingRecipe {
  id: string;
  name: string;
  /** Null: a recipe used in another counts whole batches. */
  yield: RecipeYield | null;
  ingredients: readonly CostingIngredient[];
}

/** One quantity on the way from the ingredient's unit to the unit its price is for; `unit: null` counts batches of a sub-recipe. */
export interface Step {
  value: Rational;
  unit: string | null;
}

export type CostProblem =
  /** The inventory item or sub-recipe was deleted. */
  | { kind: "missing" }
  /** No way from one unit to the other ('cannot convert slice to kg'); `to: null` is a batch of a recipe without a yield. */
  | { kind: "cannot-convert"; from: string; to: string | null }
  /**
   * An inventory item priced 0: no price yet, not free (imported at 0.00, or added
   * before its price was known). Counted as 0 it made a dish look cheap and its cost complete
   * (docs/decisions/0015-exact-recipe-costs.md).
   */
  | { kind: "no-price" }
  /** A sub-recipe whose own cost is incomplete: this line counts what is known of it. */
  | { kind: "incomplete" }
  /** A sub-recipe that contains the recipe it is used in (refused on saving; stored data is costed safely anyway). */
  | { kind: "cycle" };

export type CostSource =
  | { type: "inventory"; item: CostingItem }
  | { type: "recipe"; recipe: CostingRecipe; batch: RecipeCost }
  | null;

export interface LineCost {
  ingredient: CostingIngredient;
  source: CostSource;
  /** The conversion applied: '2 tbsp = 30 ml = 0.03 lt'. Empty when there is none. */
  steps: Step[];
  /** The exact cost in kuruş, or null when it cannot be known. */
  cost: Rational | null;
  problem: CostProblem | null;
}

export interface RecipeCost {
  /** The exact sum of the lines' costs, in kuruş (lines without a cost count nothing). */
  total: Rational;
  /** False when any line has a problem: the total is then only what is known. */
  complete: boolean;
  lines: LineCost[];
}

export interface Costing {
  /** A recipe's cost, computed once per recipe however many recipes use it; undefined for an unknown id. */
  costOf(recipeId: string): RecipeCost | undefined;
}

const quantity = (milli: number): Rational => ratio(milli, 1000);

/** `value` in `from`, written in `to` (same measure). */
function convert(value: Rational, from: string, to: string): Rational {
  return multiply(value, ratio(measureOf(from).factor, measureOf(to).factor));
}

/** Two spellings of one unit (gr and g, lt and l, adet and piece). */
function synonyms(a: string | null, b: string | null): boolean {
  if (a === null || b === null) return a === b;
  return a === b || (sameMeasure(a, b) && measureOf(a).factor === measureOf(b).factor);
}

/** The steps a person needs to follow the conversion: no step that only repeats the one before. */
function readable(steps: Step[]): Step[] {
  return steps.filter((step, index) => index === 0 || !(equals(step.value, steps[index - 1]!.value) && synonyms(step.unit, steps[index - 1]!.unit)));
}

/** From one unit to another of the same measure, through the base unit when neither is it: 2 tbsp = 30 ml = 0.03 lt. */
function sameMeasureSteps(value: Rational, from: string, to: string): Step[] {
  const steps: Step[] = [{ value, unit: from }];
  const base = baseUnitOf(from);
  const fromFactor = measureOf(from).factor;
  const toFactor = measureOf(to).factor;
  if (base && fromFactor !== 1 && toFactor !== 1 && fromFactor !== toFactor) steps.push({ value: convert(value, from, base), unit: base });
  steps.push({ value: convert(value, from, to), unit: to });
  return steps;
}

/** A unit's measure and factor (as a number and as a bigint), looked up once each: costing asks for them thousands of times. */
const unitsSeen = new Map<string, { measure: string; factor: number; big: bigint }>();
function unitOf(unit: string): { measure: string; factor: number; big: bigint } {
  let known = unitsSeen.get(unit);
  if (!known) {
    const { measure, factor } = measureOf(unit);
    known = { measure, factor, big: BigInt(factor) };
    unitsSeen.set(unit, known);
  }
  return known;
}

/** n / d for integer factors: in numbers while the products are exact numbers (almost always), else in bigints. */
function fraction(numerator: readonly number[], denominator: readonly number[]): Rational {
  const n = safeProduct(...numerator);
  const d = safeProduct(...denominator);
  if (n !== null && d !== null) return ratioOfSafeIntegers(n, d);
  const big = (factors: readonly number[]) => factors.reduce((product, factor) => product * BigInt(factor), 1n);
  return ratio(big(numerator), big(denominator));
}

/**
 * The cost of `milli` thousandths of `unit` of an item, in kuruş, as one fraction made in one go
 * (one reduction, few allocations); null when there is no way from the unit to the item's.
 */
function itemCost(milli: number, unit: string, item: CostingItem): Rational | null {
  const used = unitOf(unit);
  const sold = unitOf(item.unit);
  if (used.measure === sold.measure) return fraction([milli, item.priceKurus, used.factor], [1000, sold.factor]);
  const pack = item.pack;
  if (!pack) return null;
  const one = unitOf(pack.unit);
  const holds = unitOf(pack.amountUnit);
  // 1 pack.unit = amountMilli/1000 pack.amountUnit
  if (used.measure === one.measure && holds.measure === sold.measure) {
    return fraction([milli, item.priceKurus, used.factor, pack.amountMilli, holds.factor], [1_000_000, one.factor, sold.factor]);
  }
  if (used.measure === holds.measure && one.measure === sold.measure) {
    return fraction([milli, item.priceKurus, used.factor, one.factor], [pack.amountMilli, holds.factor, sold.factor]);
  }
  return null;
}

/** The same quantity step by step, as a person follows it: 2 adet = 300 gr = 0.3 kg. Only for a breakdown shown. */
function itemSteps(value: Rational, unit: string, item: CostingItem): Step[] {
  if (sameMeasure(unit, item.unit)) return sameMeasureSteps(value, unit, item.unit);
  const pack = item.pack!;
  const holds = quantity(pack.amountMilli);
  // 2 adet = 300 gr = 0.3 kg (1 adet = 150 gr)
  if (sameMeasure(unit, pack.unit)) {
    const packs = convert(value, unit, pack.unit);
    const held = multiply(packs, holds);
    return [{ value, unit }, { value: packs, unit: pack.unit }, { value: held, unit: pack.amountUnit }, { value: convert(held, pack.amountUnit, item.unit), unit: item.unit }];
  }
  // 250 ml = 0.25 l = 0.357… şişe (1 şişe = 0.7 l)
  const held = convert(value, unit, pack.amountUnit);
  const packs = divide(held, holds);
  return [{ value, unit }, { value: held, unit: pack.amountUnit }, { value: packs, unit: pack.unit }, { value: convert(packs, pack.unit, item.unit), unit: item.unit }];
}

/** How many batches of a sub-recipe a quantity is: by its yield when it has one, else counted in whole batches; null when there is no way. */
function batchAmount(milli: number, unit: string, recipe: CostingRecipe): Rational | null {
  const used = unitOf(unit);
  const made = recipe.yield;
  if (!made) return used.measure === "count" ? fraction([milli, used.factor], [1000]) : null;
  const yieldUnit = unitOf(made.unit);
  return used.measure === yieldUnit.measure ? fraction([milli, used.factor], [made.quantityMilli, yieldUnit.factor]) : null;
}

function batchSteps(value: Rational, unit: string, recipe: CostingRecipe): Step[] {
  const steps = recipe.yield ? sameMeasureSteps(value, unit, recipe.yield.unit) : [{ value, unit }];
  const batches = recipe.yield ? divide(steps[steps.length - 1]!.value, quantity(recipe.yield.quantityMilli)) : convert(value, unit, "piece");
  return [...steps, { value: batches, unit: null }];
}

/** A line with a cost, whose steps are worked out only when someone reads them: a list needs costs only. */
class CostedLine implements LineCost {
  private known: Step[] | undefined;
  constructor(
    readonly ingredient: CostingIngredient,
    readonly source: Exclude<CostSource, null>,
    readonly cost: Rational,
    readonly problem: CostProblem | null,
  ) {}

  get steps(): Step[] {
    if (!this.known) {
      const value = quantity(this.ingredient.quantityMilli);
      const { unit } = this.ingredient;
      this.known = readable(this.source.type === "inventory" ? itemSteps(value, unit, this.source.item) : batchSteps(value, unit, this.source.recipe));
    }
    return this.known;
  }
}

/** A recipe being costed: its lines so far, and the ingredient it is at. */
interface Frame {
  recipe: CostingRecipe;
  next: number;
  lines: LineCost[];
  total: Rational;
  complete: boolean;
}

/** Items or recipes by id: a Map, or anything that looks them up (one list over another, say). */
export interface ById<T> {
  get(id: string): T | undefined;
}

/** `values` by id: as they are when they look ids up already, else in a Map made here. */
export function byId<T extends { id: string }>(values: Iterable<T> | ById<T>): ById<T> {
  if (typeof (values as ById<T>).get === "function") return values as ById<T>;
  const map = new Map<string, T>();
  for (const value of values as Iterable<T>) map.set(value.id, value);
  return map;
}

/** `base` with the values of `over` in place of its own of the same ids. */
export function overlaid<T>(over: ReadonlyMap<string, T>, base: ById<T>): ById<T> {
  return { get: (id) => over.get(id) ?? base.get(id) };
}

/**
 * Costs of many recipes over one inventory; each recipe is costed once, and a shared sub-recipe
 * counts wherever it is used. The sub-recipes are followed with a stack of its own, not by
 * recursion: a chain thousands of recipes deep (written to the database by rows, past the form's
 * bound) is costed like any other.
 */
export function createCosting(
  items: Iterable<CostingItem> | ById<CostingItem>,
  recipes: Iterable<CostingRecipe> | ById<CostingRecipe>,
  /**
   * A recipe's cost known from another costing to be the same here (the recipe uses nothing that
   * differs between the two), or undefined: it is costed here. What the costings of a price change
   * take from each other and from the kept costing (price-impact.ts), so a recipe the change does
   * not reach is costed once, and one it reaches once on each side at most.
   */
  sameAs?: (recipeId: string) => RecipeCost | undefined,
): Costing {
  const itemsById = byId(items);
  const recipesById = byId(recipes);
  const costs = new Map<string, RecipeCost>();
  /** The recipes on the stack: a sub-recipe among them contains the recipe it is used in. */
  const costing = new Set<string>();

  function inventoryLine(ingredient: CostingIngredient): LineCost {
    const item = ingredient.sourceId === null ? undefined : itemsById.get(ingredient.sourceId);
    if (!item) return { ingredient, source: null, steps: [], cost: null, problem: { kind: "missing" } };
    const source = { type: "inventory", item } as const;
    const cost = itemCost(ingredient.quantityMilli, ingredient.unit, item);
    if (!cost) return { ingredient, source, steps: [], cost: null, problem: { kind: "cannot-convert", from: ingredient.unit, to: item.unit } };
    // A unit that cannot be converted is said first: a price would not mend it.
    if (!hasPrice(item)) return { ingredient, source, steps: [], cost: null, problem: { kind: "no-price" } };
    return new CostedLine(ingredient, source, cost, null);
  }

  /** A sub-recipe's line once its batch is costed. */
  function recipeLine(ingredient: CostingIngredient, recipe: CostingRecipe, batch: RecipeCost): LineCost {
    const source = { type: "recipe", recipe, batch } as const;
    const batches = batchAmount(ingredient.quantityMilli, ingredient.unit, recipe);
    if (!batches) return { ingredient, source, steps: [], cost: null, problem: { kind: "cannot-convert", from: ingredient.unit, to: recipe.yield?.unit ?? null } };
    return new CostedLine(ingredient, source, multiply(batches, batch.total), batch.complete ? null : { kind: "incomplete" });
  }

  const frameOf = (recipe: CostingRecipe): Frame => {
    costing.add(recipe.id);
    return { recipe, next: 0, lines: [], total: ZERO, complete: true };
  };

  /** A cost already known: worked out here, or the same as in another costing (`sameAs`). */
  function knownCost(recipeId: string): RecipeCost | undefined {
    const known = costs.get(recipeId);
    if (known || !sameAs) return known;
    const same = sameAs(recipeId);
    if (same) costs.set(recipeId, same);
    return same;
  }

  function costOf(recipeId: string): RecipeCost | undefined {
    const known = knownCost(recipeId);
    if (known) return known;
    const recipe = recipesById.get(recipeId);
    if (!recipe) return undefined;
    const stack: Frame[] = [frameOf(recipe)];
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next === frame.recipe.ingredients.length) {
        // Every line known: the recipe's cost, for every recipe that uses it.
        stack.pop();
        costing.delete(frame.recipe.id);
        costs.set(frame.recipe.id, { total: frame.total, complete: frame.complete, lines: frame.lines });
        continue;
      }
      const ingredient = frame.recipe.ingredients[frame.next]!;
      let line: LineCost;
      if (ingredient.type === "inventory") {
        line = inventoryLine(ingredient);
      } else {
        const sub = ingredient.sourceId === null ? undefined : recipesById.get(ingredient.sourceId);
        if (!sub) line = { ingredient, source: null, steps: [], cost: null, problem: { kind: "missing" } };
        else if (costing.has(sub.id)) line = { ingredient, source: null, steps: [], cost: null, problem: { kind: "cycle" } };
        else {
          const batch = knownCost(sub.id);
          if (!batch) {
            // The sub-recipe first; this ingredient is taken up again once it is costed.
            stack.push(frameOf(sub));
            continue;
          }
          line = recipeLine(ingredient, sub, batch);
        }
      }
      frame.lines.push(line);
      if (line.cost) frame.total = add(frame.total, line.cost);
      if (line.problem) frame.complete = false;
      frame.next += 1;
    }
    return costs.get(recipeId);
  }

  return { costOf };
}

/**
 * The way by which `recipeId` would contain itself if its sub-recipes were `children`, as ids from
 * the recipe back to itself ([sauce, spice mix, sauce]); null when there is none. The shortest way
 * is found (breadth first). `childrenOf` gives every other recipe's sub-recipes as stored.
 */
export function findCycle(recipeId: string, children: readonly string[], childrenOf: (id: string) => readonly string[]): string[] | null {
  const cameFrom = new Map<string, string>();
  let frontier: string[] = [];
  for (const child of children) {
    if (child === recipeId) return [recipeId, recipeId];
    if (!cameFrom.has(child)) {
      cameFrom.set(child, recipeId);
      frontier.push(child);
    }
  }
  while (frontier.length > 0) {
    const next: string[] = [];
    for (const id of frontier) {
      for (const child of childrenOf(id)) {
        if (child === recipeId) {
          const path = [id];
          for (let at = cameFrom.get(id)!; at !== recipeId; at = cameFrom.get(at)!) path.unshift(at);
          return [recipeId, ...path, recipeId];
        }
        if (!cameFrom.has(child)) {
          cameFrom.set(child, id);
          next.push(child);
        }
      }
    }
    frontier = next;
  }
  return null;
}

/**
 * The longest way from `start` following `next` (a recipe's sub-recipes, or the recipes it is used
 * in), `start` first. Depth first with a stack of its own, so a chain of any length is followed;
 * each recipe is walked once, and a link back to a recipe on the way (a cycle in stored data) is not
 * followed round.
 */
function longestWay(start: string, next: (id: string) => readonly string[]): string[] {
  const longest = new Map<string, { length: number; via: string | null }>();
  const onTheWay = new Set<string>();
  const stack: { id: string; children: readonly string[]; at: number }[] = [];
  const enter = (id: string) => {
    onTheWay.add(id);
    stack.push({ id, children: next(id), at: 0 });
  };
  enter(start);
  while (stack.length > 0) {
    const top = stack[stack.length - 1]!;
    if (top.at < top.children.length) {
      const child = top.children[top.at++]!;
      if (!longest.has(child) && !onTheWay.has(child)) enter(child);
      continue;
    }
    stack.pop();
    onTheWay.delete(top.id);
    let length = 1;
    let via: string | null = null;
    for (const child of top.children) {
      const known = longest.get(child);
      if (known && known.length + 1 > length) {
        length = known.length + 1;
        via = child;
      }
    }
    longest.set(top.id, { length, via });
  }
  const way = [start];
  for (let at = longest.get(start)!.via; at !== null; at = longest.get(at)!.via) way.push(at);
  return way;
}

/**
 * The longest chain of recipes, each used in the one before, that would pass through `recipeId` if
 * its sub-recipes were `children`: ids from the outermost recipe to the innermost. `childrenOf` and
 * `parentsOf` give every other recipe's sub-recipes, and the recipes using it, as stored.
 */
export function longestNesting(
  recipeId: string,
  children: readonly string[],
  childrenOf: (id: string) => readonly string[],
  parentsOf: (id: string) => readonly string[],
): string[] {
  // The recipe itself is where both ways start; met again further on, it is a cycle, not followed.
  const without = (ids: readonly string[]) => ids.filter((id) => id !== recipeId);
  const down = longestWay(recipeId, (id) => without(id === recipeId ? children : childrenOf(id)));
  const up = longestWay(recipeId, (id) => without(parentsOf(id)));
  return [...up.reverse(), ...down.slice(1)];
}

/** A chain of recipes as people read it: 'Sauce → Spice mix → Sauce'. */
export function cyclePathText(names: readonly string[]): string {
  return names.join(" → ");
}
