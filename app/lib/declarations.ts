/**
 * The 16 declarations a Turkish menu carries (Türk Gıda Kodeksi, Annex 1: the 14 allergens of EU
 * 1169/2011 Annex II; and alcohol and pork, which places serving food must also declare), in the
 * annex's order. See docs/decisions/0030-allergens.md.
 */
export const DECLARATIONS = [
  "gluten",
  "crustaceans",
  "eggs",
  "fish",
  "peanuts",
  "soybeans",
  "milk",
  "nuts",
  "celery",
  "mustard",
  "sesame",
  "sulphites",
  "lupin",
  "molluscs",
  "alcohol",
  "pork",
] as const;

export type Declaration = (typeof DECLARATIONS)[number];

/**
 * What a person states about one declaration of an inventory item (or of a dish, by hand): it
 * contains it, may contain traces of it, does not contain it, or nobody has said yet. A new item
 * starts undeclared, and nothing ever turns 'undeclared' into 'free'.
 */
export const STATEMENTS = ["contains", "may-contain", "free", "undeclared"] as const;
export type Statement = (typeof STATEMENTS)[number];

/** The two diet facts stated on an item, from which vegetarian and vegan are worked out. */
export const DIET_FACTS = ["animal", "meatOrFish"] as const;
export type DietFact = (typeof DIET_FACTS)[number];

export const FACT_STATES = ["yes", "no", "undeclared"] as const;
export type FactState = (typeof FACT_STATES)[number];

/** An item's statements: one per declaration, and the two diet facts. */
export interface Statements {
  declarations: Readonly<Record<Declaration, Statement>>;
  animal: FactState;
  meatOrFish: FactState;
}

/** Nothing stated yet: how every new item starts. */
export function undeclaredStatements(): Statements {
  return {
    declarations: Object.fromEntries(DECLARATIONS.map((key) => [key, "undeclared"])) as Record<Declaration, Statement>,
    animal: "undeclared",
    meatOrFish: "undeclared",
  };
}

/** Whether any of an item's 18 statements is still missing (the inventory's 'incomplete' filter). */
export function isIncomplete(statements: Statements): boolean {
  return statements.animal === "undeclared" || statements.meatOrFish === "undeclared" || DECLARATIONS.some((key) => statements.declarations[key] === "undeclared");
}

/** The declarations whose 'contains' means meat or fish, and those whose 'contains' means an animal product. */
export const MEAT_OR_FISH_DECLARATIONS: readonly Declaration[] = ["fish", "crustaceans", "molluscs", "pork"];
export const ANIMAL_DECLARATIONS: readonly Declaration[] = [...MEAT_OR_FISH_DECLARATIONS, "milk", "eggs"];
