import { DECLARATIONS, type Declaration, type Statements } from "~/lib/declarations";
import { itemLineOf, type DerivedDeclaration, type DerivedDiet, type Known, type RecipeDeclarations } from "./derivation";

/**
 * A dish on the menu: what its recipe declares, with what an admin stated by hand on top.
 *
 * - A statement by hand stronger than the recipe's adds to it (a garnish the recipe leaves out).
 * - One weaker than the recipe's takes a derived state away, and needs a written reason, kept in
 *   the item's history (`lowered` lists them). The reason covers what the recipe declared when it
 *   was given (`LoweredFrom`): should the recipe come to declare more, guests are told what it
 *   declares, until an admin confirms again (`unconfirmed`).
 * - 'undeclared' by hand leaves the recipe's state. A dish without a recipe is what is stated by
 *   hand, and 'undeclared' is then 'not known'.
 * - 'may contain' by hand over the recipe's 'not known' is a 'may contain' under which the recipe's
 *   undeclared ingredient stays not known (`alsoUnknown`): guests are still told to ask.
 * The diet facts by hand only add (a dish with egg on top is not vegan); a diet the recipe rules
 * out is mended on the ingredient, not on the dish.
 */
export interface DishDeclaration extends DerivedDeclaration {
  /** The state was stated by hand on the dish, not worked out from its recipe. */
  byHand: boolean;
}

export interface DishDeclarations {
  declarations: Readonly<Record<Declaration, DishDeclaration>>;
  vegetarian: DerivedDiet;
  vegan: DerivedDiet;
  /** The declarations stated by hand below what the recipe says: each needs the reason. */
  lowered: Declaration[];
  /** Those of `lowered` the reason does not cover (the recipe declares more than when it was given): the recipe's state stands. */
  unconfirmed: Declaration[];
  /** What a reason given now covers: each lowered declaration with the recipe's state it is taken from. */
  loweredFrom: LoweredFrom;
}

/** Each declaration taken below the recipe by hand, with the recipe's state it was taken from. */
export type LoweredFrom = Partial<Record<Declaration, Known>>;

const KNOWN_STATES: readonly Known[] = ["free", "unknown", "may-contain", "contains"];

/** `milk:contains gluten:may-contain`, as menu_items.allergen_lowered keeps it; anything else in it is dropped. */
export function parseLoweredFrom(text: string | null): LoweredFrom {
  const lowered: LoweredFrom = {};
  for (const part of (text ?? "").split(" ")) {
    const [, key = "", state = ""] = /^([a-z]+):([a-z-]+)$/.exec(part) ?? [];
    if ((DECLARATIONS as readonly string[]).includes(key) && (KNOWN_STATES as readonly string[]).includes(state)) lowered[key as Declaration] = state as Known;
  }
  return lowered;
}

/** LoweredFrom as the column keeps it, in the declarations' order; null for none. */
export function formatLoweredFrom(lowered: LoweredFrom): string | null {
  const parts = DECLARATIONS.filter((key) => lowered[key] !== undefined).map((key) => `${key}:${lowered[key]}`);
  return parts.length > 0 ? parts.join(" ") : null;
}

const RANK: Readonly<Record<Known, number>> = { free: 0, unknown: 1, "may-contain": 2, contains: 3 };

/**
 * `confirmed`: what the dish's reason covers. A statement below the recipe it does not cover (none
 * given, or given when the recipe declared less) does not stand: the recipe's state is told.
 */
export function dishDeclarations(dishName: string, recipe: RecipeDeclarations | null, byHand: Statements, confirmed: LoweredFrom = {}): DishDeclarations {
  const stated = itemLineOf({ id: "", name: dishName, statements: byHand });
  const declarations = {} as Record<Declaration, DishDeclaration>;
  const lowered: Declaration[] = [];
  const unconfirmed: Declaration[] = [];
  const loweredFrom: LoweredFrom = {};
  for (const key of DECLARATIONS) {
    const statement = byHand.declarations[key];
    const derived = recipe?.declarations[key];
    const own = stated.declarations[key];
    if (statement === "undeclared") {
      declarations[key] = derived ? { ...derived, byHand: false } : { state: "unknown", path: null, alsoUnknown: null, byHand: false };
    } else if (derived && RANK[own.state] === RANK[derived.state]) {
      declarations[key] = { ...derived, byHand: false };
    } else if (derived && RANK[own.state] < RANK[derived.state] && !covers(confirmed[key], derived.state)) {
      // Taken away without a reason that covers what the recipe declares now: the recipe's state stands.
      declarations[key] = { ...derived, byHand: false };
      lowered.push(key);
      unconfirmed.push(key);
      loweredFrom[key] = derived.state;
    } else {
      // Stated by hand above the recipe's state (an addition) or below it (taken away: needs its reason).
      // A 'may contain' over the recipe's 'not known' leaves that ingredient undeclared: it may hold more.
      const alsoUnknown = own.state === "may-contain" && derived?.state === "unknown" ? derived.path : null;
      declarations[key] = { state: own.state, path: null, alsoUnknown, byHand: true };
      if (derived && RANK[own.state] < RANK[derived.state]) {
        lowered.push(key);
        loweredFrom[key] = derived.state;
      }
    }
  }
  const diet = (fromRecipe: DerivedDiet | undefined, fromHand: DerivedDiet): DerivedDiet => {
    if (!fromRecipe || fromHand.state === "no") return { state: fromHand.state, path: null };
    return fromRecipe;
  };
  return {
    declarations,
    vegetarian: diet(recipe?.vegetarian, stated.vegetarian),
    vegan: diet(recipe?.vegan, stated.vegan),
    lowered,
    unconfirmed,
    loweredFrom,
  };
}

/** A reason given against the recipe's state `then` covers the recipe's state `now` when that is no more. */
function covers(then: Known | undefined, now: Known): boolean {
  return then !== undefined && RANK[now] <= RANK[then];
}

/** What guests are shown of a dish: its 'contains' and 'may contain', a diet only where proven, and whether anything is not known. */
export interface GuestDeclarations {
  contains: Declaration[];
  mayContain: Declaration[];
  vegetarian: boolean;
  vegan: boolean;
  /** Some declaration is not known (or not known under a 'may contain'): 'please ask our staff'. */
  incomplete: boolean;
}

/** A dish of which nothing is known: no 'contains' to show, no diet, and the warning. */
export const NOTHING_KNOWN: GuestDeclarations = { contains: [], mayContain: [], vegetarian: false, vegan: false, incomplete: true };

/** Not known: 'not known' itself, or a 'may contain' under which something is not declared (it may be more). */
function notKnown({ state, alsoUnknown }: DerivedDeclaration): boolean {
  return state === "unknown" || (state === "may-contain" && alsoUnknown !== null);
}

export function guestDeclarations(dish: RecipeDeclarations): GuestDeclarations {
  const contains: Declaration[] = [];
  const mayContain: Declaration[] = [];
  let incomplete = false;
  for (const key of DECLARATIONS) {
    const declaration = dish.declarations[key];
    if (declaration.state === "contains") contains.push(key);
    else if (declaration.state === "may-contain") mayContain.push(key);
    if (notKnown(declaration)) incomplete = true;
  }
  const vegan = dish.vegan.state === "yes";
  return { contains, mayContain, vegetarian: vegan || dish.vegetarian.state === "yes", vegan, incomplete };
}

/** A dish's row in the printed allergen matrix: what guests are told of it, and which declarations are not known. */
export interface MatrixRow extends GuestDeclarations {
  /** The declarations not known (a 'may contain' among them where it may be more); empty exactly when the dish is not `incomplete`. */
  unknown: Declaration[];
}

export function matrixRowOf(dish: RecipeDeclarations): MatrixRow {
  return { ...guestDeclarations(dish), unknown: DECLARATIONS.filter((key) => notKnown(dish.declarations[key])) };
}

/** A declaration's cell in the matrix. */
export type MatrixCell = "contains" | "may-contain" | "may-contain-unknown" | "unknown" | "free";

export function matrixCell(row: MatrixRow, key: Declaration): MatrixCell {
  const unknown = row.unknown.includes(key);
  if (row.contains.includes(key)) return "contains";
  if (row.mayContain.includes(key)) return unknown ? "may-contain-unknown" : "may-contain";
  return unknown ? "unknown" : "free";
}

/**
 * The guest's 'Without …' filter: a dish that contains or may contain any chosen declaration is
 * hidden; one where a chosen declaration is not known stays, with its warning, never hidden silently.
 */
export function hiddenByFilter(guest: GuestDeclarations, without: readonly Declaration[]): boolean {
  return without.some((key) => guest.contains.includes(key) || guest.mayContain.includes(key));
}
