import { ANIMAL_DECLARATIONS, DECLARATIONS, MEAT_OR_FISH_DECLARATIONS, type Declaration, type DeclarationsView, type Known, type Statement, type Statements } from "~/lib/declarations";

export type { Known };

/**
 * What a recipe declares, worked out through its ingredients and their sub-recipes of any depth,
 * a shared sub-recipe included: for each of the 16, the strongest of its ingredients' states.
 *
 * - 'contains' wins over 'may contain', which wins over 'not known', which wins over 'free'.
 * - An ingredient nobody has declared makes its recipe 'not known', never 'free'; so do a deleted
 *   ingredient and a sub-recipe that contains itself (refused on saving). A deleted ingredient keeps
 *   what it contained and may have contained when it was deleted (`deletedSource`).
 * - Under a 'may contain', something not declared is kept as well (`alsoUnknown`): the dish may in
 *   truth contain it, and the guest is told the information is incomplete.
 * - Vegetarian and vegan: proven only when every ingredient below states it has no meat or fish
 *   (and, for vegan, nothing animal-derived), and none contains what rules the diet out.
 *
 * Each state names the way to the ingredient that causes it ('Sos → Tereyağı'). Among ways of the
 * same state the shortest, then the first by name, is named: the result does not depend on the
 * order of the ingredients. Pure: the route loads the rows and calls `createDeclarations`.
 */

/** The names from a recipe's ingredient down to the item that causes a state, as a list sharing its tail. */
export interface Path {
  name: string;
  rest: Path | null;
  /** How many names, this one included. */
  length: number;
}

export interface DerivedDeclaration {
  state: Known;
  /** Where the state comes from; null for 'free'. */
  path: Path | null;
  /** Under a 'may contain': the way to an ingredient not declared, when there is one. */
  alsoUnknown: Path | null;
}

/** A diet worked out through the tree: proven, ruled out, or not known, with the way to the ingredient that decides it. */
export interface DerivedDiet {
  state: "yes" | "no" | "unknown";
  path: Path | null;
}

export interface RecipeDeclarations {
  readonly declarations: Readonly<Record<Declaration, DerivedDeclaration>>;
  readonly vegetarian: DerivedDiet;
  readonly vegan: DerivedDiet;
}

export interface DeclaringItem {
  id: string;
  name: string;
  statements: Statements;
}

export interface DeclaringIngredient {
  type: "inventory" | "recipe";
  /** The item's or sub-recipe's id; null once it was deleted. */
  sourceId: string | null;
  /** What the line is called: the source's name, or the name it had when it was deleted. */
  name: string;
  /** Once its source was deleted: what the source contained and may have contained then, when that was kept. */
  deletedSource?: DeletedSourceDeclarations | null;
}

/** What a deleted item or sub-recipe contained and may have contained when it was deleted. */
export interface DeletedSourceDeclarations {
  contains: readonly Declaration[];
  mayContain: readonly Declaration[];
}

export interface DeclaringRecipe {
  id: string;
  name: string;
  ingredients: readonly DeclaringIngredient[];
}

export interface Declarations {
  /** A recipe's declarations, worked out once however many recipes use it; undefined for an unknown id. */
  of(recipeId: string): RecipeDeclarations | undefined;
}

/** The names of a path, from the recipe's ingredient down. */
export function pathNames(path: Path | null): string[] {
  const names: string[] = [];
  for (let at = path; at; at = at.rest) names.push(at.name);
  return names;
}

// Inside, states are small numbers in arrays indexed like DECLARATIONS: a recipe's lines are many,
// and working out a thousand recipes is a page's work, not a batch job.
const FREE = 0;
const UNKNOWN = 1;
const MAY_CONTAIN = 2;
const CONTAINS = 3;
const KNOWN: readonly Known[] = ["free", "unknown", "may-contain", "contains"];
const STATEMENT_RANK: Readonly<Record<Statement, number>> = { free: FREE, undeclared: UNKNOWN, "may-contain": MAY_CONTAIN, contains: CONTAINS };
// Diets: 0 proven, 1 not known, 2 ruled out; the strongest wins as for declarations.
const DIET: readonly DerivedDiet["state"][] = ["yes", "unknown", "no"];
const COUNT = DECLARATIONS.length;
const MEAT_OR_FISH = MEAT_OR_FISH_DECLARATIONS.map((key) => DECLARATIONS.indexOf(key));
const ANIMAL = ANIMAL_DECLARATIONS.map((key) => DECLARATIONS.indexOf(key));

/** Whether `name` followed by `rest` is the way to name rather than `current`: the shorter, then the first by its names. */
function isPreferred(name: string, rest: Path | null, current: Path | null): boolean {
  if (!current) return true;
  const length = (rest?.length ?? 0) + 1;
  if (length !== current.length) return length < current.length;
  if (name !== current.name) return name < current.name;
  for (let x = rest, y = current.rest; x && y; x = x.rest, y = y.rest) {
    if (x.name !== y.name) return x.name < y.name;
  }
  return false;
}

const via = (name: string, rest: Path | null): Path => ({ name, rest, length: (rest?.length ?? 0) + 1 });

/** The candidate way `name` + `rest` for a line: an item's own line (`through` null) already starts with its name. */
function wayThrough(through: string | null, way: Path): Path {
  return through === null ? way : via(through, way);
}

/** Whether a line's way, seen through `through`, is the way to name rather than `current`. */
function betterWay(through: string | null, way: Path, current: Path | null): boolean {
  return through === null ? isPreferred(way.name, way.rest, current) : isPreferred(through, way, current);
}

/** A recipe's or an item's states, ways and diets, as the arrays the work is done in. */
class Worked implements RecipeDeclarations {
  readonly states = new Uint8Array(COUNT);
  readonly paths: (Path | null)[] = new Array<Path | null>(COUNT).fill(null);
  /**
   * The way to an ingredient not declared, whatever the state: shown only under a 'may contain'
   * (under 'not known' it is the state's own way, and under 'contains' it does not matter).
   */
  readonly unknownWays: (Path | null)[] = new Array<Path | null>(COUNT).fill(null);
  vegetarianState = 0;
  vegetarianPath: Path | null = null;
  veganState = 0;
  veganPath: Path | null = null;
  private shown: Record<Declaration, DerivedDeclaration> | undefined;

  /** Takes in a line: an item's own (`through` null), or a sub-recipe's through the line named `through`. */
  add(line: Worked, through: string | null): void {
    const { states, paths, unknownWays } = this;
    for (let i = 0; i < COUNT; i++) {
      const state = line.states[i]!;
      if (state !== FREE) {
        const way = line.paths[i]!;
        if (state > states[i]! || (state === states[i] && betterWay(through, way, paths[i]!))) {
          states[i] = state;
          paths[i] = wayThrough(through, way);
        }
      }
      const unknownWay = line.unknownWays[i];
      if (unknownWay && betterWay(through, unknownWay, unknownWays[i]!)) unknownWays[i] = wayThrough(through, unknownWay);
    }
    if (line.vegetarianState > this.vegetarianState || (line.vegetarianState === this.vegetarianState && line.vegetarianPath && betterWay(through, line.vegetarianPath, this.vegetarianPath))) {
      this.vegetarianState = line.vegetarianState;
      this.vegetarianPath = line.vegetarianPath && wayThrough(through, line.vegetarianPath);
    }
    if (line.veganState > this.veganState || (line.veganState === this.veganState && line.veganPath && betterWay(through, line.veganPath, this.veganPath))) {
      this.veganState = line.veganState;
      this.veganPath = line.veganPath && wayThrough(through, line.veganPath);
    }
  }

  get declarations(): Readonly<Record<Declaration, DerivedDeclaration>> {
    if (!this.shown) {
      const shown = {} as Record<Declaration, DerivedDeclaration>;
      DECLARATIONS.forEach((key, i) => {
        const state = this.states[i]!;
        shown[key] = { state: KNOWN[state]!, path: this.paths[i]!, alsoUnknown: state === MAY_CONTAIN ? this.unknownWays[i]! : null };
      });
      this.shown = shown;
    }
    return this.shown;
  }

  get vegetarian(): DerivedDiet {
    return { state: DIET[this.vegetarianState]!, path: this.vegetarianPath };
  }

  get vegan(): DerivedDiet {
    return { state: DIET[this.veganState]!, path: this.veganPath };
  }
}

/** Whether any of the declarations at `indexes` is 'contains'. */
function containsAny(states: Uint8Array, indexes: readonly number[]): boolean {
  for (const i of indexes) if (states[i] === CONTAINS) return true;
  return false;
}

/** An item as a recipe's line sees it, or a dish's statements by hand: its 16 states and its two diets, each way starting at its name. */
export function itemLineOf(item: DeclaringItem): Worked {
  const line = new Worked();
  const path = via(item.name, null);
  const { declarations, animal, meatOrFish } = item.statements;
  // A plain loop, no closure: a page works out thousands of items' lines.
  for (let i = 0; i < COUNT; i++) {
    const rank = STATEMENT_RANK[declarations[DECLARATIONS[i]!]];
    line.states[i] = rank;
    line.paths[i] = rank === FREE ? null : path;
    line.unknownWays[i] = rank === UNKNOWN ? path : null;
  }
  line.vegetarianState = meatOrFish === "yes" || containsAny(line.states, MEAT_OR_FISH) ? 2 : meatOrFish === "undeclared" ? 1 : 0;
  line.veganState = line.vegetarianState === 2 || animal === "yes" || containsAny(line.states, ANIMAL) ? 2 : line.vegetarianState === 1 || animal === "undeclared" ? 1 : 0;
  line.vegetarianPath = line.vegetarianState === 0 ? null : path;
  line.veganPath = line.veganState === 0 ? null : path;
  return line;
}

/** Everything about an ingredient not known: deleted, or a sub-recipe inside itself. */
function unknownLine(name: string): Worked {
  const line = new Worked();
  const path = via(name, null);
  line.states.fill(UNKNOWN);
  line.paths.fill(path);
  line.unknownWays.fill(path);
  line.vegetarianState = line.veganState = 1;
  line.vegetarianPath = line.veganPath = path;
  return line;
}

/**
 * A deleted ingredient: what it contained and may have contained when it was deleted (the butter
 * still in the sauce until the recipe is changed), everything else not known, as for any deleted
 * ingredient whose statements were not kept.
 */
function deletedLine(name: string, declared: DeletedSourceDeclarations | null | undefined): Worked {
  const line = unknownLine(name);
  if (!declared) return line;
  for (const key of declared.mayContain) line.states[DECLARATIONS.indexOf(key)] = MAY_CONTAIN;
  for (const key of declared.contains) line.states[DECLARATIONS.indexOf(key)] = CONTAINS;
  if (containsAny(line.states, MEAT_OR_FISH)) line.vegetarianState = 2;
  if (line.vegetarianState === 2 || containsAny(line.states, ANIMAL)) line.veganState = 2;
  return line;
}

interface Frame {
  recipe: DeclaringRecipe;
  next: number;
  worked: Worked;
}

/**
 * The declarations of many recipes over one inventory. Each recipe is worked out once; sub-recipes
 * are followed with a stack of its own, not by recursion, as the costs are (costing.ts).
 */
export function createDeclarations(items: Iterable<DeclaringItem>, recipes: Iterable<DeclaringRecipe>): Declarations {
  // Each item's line is made when a recipe first uses it: an inventory holds many items no recipe uses.
  const itemsById = new Map<string, DeclaringItem>();
  for (const item of items) itemsById.set(item.id, item);
  const itemLines = new Map<string, Worked>();
  const lineOfItem = (id: string): Worked | undefined => {
    let line = itemLines.get(id);
    if (!line) {
      const item = itemsById.get(id);
      if (!item) return undefined;
      line = itemLineOf(item);
      itemLines.set(id, line);
    }
    return line;
  };
  const recipesById = new Map<string, DeclaringRecipe>();
  for (const recipe of recipes) recipesById.set(recipe.id, recipe);
  const done = new Map<string, Worked>();
  const open = new Set<string>();

  function of(recipeId: string): RecipeDeclarations | undefined {
    const known = done.get(recipeId);
    if (known) return known;
    const recipe = recipesById.get(recipeId);
    if (!recipe) return undefined;
    const stack: Frame[] = [{ recipe, next: 0, worked: new Worked() }];
    open.add(recipe.id);
    while (stack.length > 0) {
      const frame = stack[stack.length - 1]!;
      if (frame.next === frame.recipe.ingredients.length) {
        stack.pop();
        open.delete(frame.recipe.id);
        done.set(frame.recipe.id, frame.worked);
        continue;
      }
      const ingredient = frame.recipe.ingredients[frame.next]!;
      if (ingredient.type === "inventory") {
        const item = ingredient.sourceId === null ? undefined : lineOfItem(ingredient.sourceId);
        frame.worked.add(item ?? deletedLine(ingredient.name, ingredient.deletedSource), null);
      } else {
        const sub = ingredient.sourceId === null ? undefined : recipesById.get(ingredient.sourceId);
        if (!sub) frame.worked.add(deletedLine(ingredient.name, ingredient.deletedSource), null);
        else if (open.has(sub.id)) frame.worked.add(unknownLine(ingredient.name), null);
        else {
          const worked = done.get(sub.id);
          if (!worked) {
            // The sub-recipe first; this ingredient is taken up again once it is worked out.
            stack.push({ recipe: sub, next: 0, worked: new Worked() });
            open.add(sub.id);
            continue;
          }
          frame.worked.add(worked, ingredient.name);
        }
      }
      frame.next += 1;
    }
    return done.get(recipeId);
  }

  return { of };
}

/** What a screen shows of worked-out declarations: those not 'free', with their ways as names. */
export function declarationsView(worked: RecipeDeclarations): DeclarationsView {
  const declarations: DeclarationsView["declarations"] = [];
  for (const key of DECLARATIONS) {
    const { state, path, alsoUnknown } = worked.declarations[key];
    if (state !== "free") declarations.push({ key, state, path: pathNames(path), alsoUnknown: alsoUnknown && pathNames(alsoUnknown) });
  }
  const diet = ({ state, path }: DerivedDiet) => ({ state, path: pathNames(path) });
  return { declarations, vegetarian: diet(worked.vegetarian), vegan: diet(worked.vegan) };
}
