import type { Declaration, FactState, Statement, StatementColumns } from "~/db/schema";

export type { Declaration, FactState, Statement };

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
] as const satisfies readonly Declaration[];

/**
 * What a person states about one declaration of an inventory item (or of a dish, by hand): it
 * contains it, may contain traces of it, does not contain it, or nobody has said yet. A new item
 * starts undeclared, and nothing ever turns 'undeclared' into 'free'.
 */
export const STATEMENTS = ["contains", "may-contain", "free", "undeclared"] as const satisfies readonly Statement[];

/** The two diet facts stated on an item, from which vegetarian and vegan are worked out. */
export const DIET_FACTS = ["animal", "meatOrFish"] as const;
export type DietFact = (typeof DIET_FACTS)[number];

export const FACT_STATES = ["yes", "no", "undeclared"] as const satisfies readonly FactState[];

/** An item's statements: one per declaration, and the two diet facts. */
export interface Statements {
  declarations: Readonly<Record<Declaration, Statement>>;
  animal: FactState;
  meatOrFish: FactState;
}

/** A record of the 16 declarations in the annex's order, each given by `value`. */
function perDeclaration<T>(value: (key: Declaration, index: number) => T): Record<Declaration, T> {
  const record = {} as Record<Declaration, T>;
  for (let index = 0; index < DECLARATIONS.length; index++) {
    const key = DECLARATIONS[index]!;
    record[key] = value(key, index);
  }
  return record;
}

/** Nothing stated yet: how every new item starts. */
export function undeclaredStatements(): Statements {
  return { declarations: perDeclaration(() => "undeclared"), animal: "undeclared", meatOrFish: "undeclared" };
}

/** Whether any of an item's 18 statements is still missing (the inventory's 'incomplete' filter). */
export function isIncomplete(statements: Statements): boolean {
  return statements.animal === "undeclared" || statements.meatOrFish === "undeclared" || DECLARATIONS.some((key) => statements.declarations[key] === "undeclared");
}

/** Whether nothing at all is stated: every declaration and both diet facts 'undeclared'. */
export function isUndeclared(statements: Statements): boolean {
  return statements.animal === "undeclared" && statements.meatOrFish === "undeclared" && DECLARATIONS.every((key) => statements.declarations[key] === "undeclared");
}

/** The declarations whose 'contains' means meat or fish, and those whose 'contains' means an animal product. */
export const MEAT_OR_FISH_DECLARATIONS: readonly Declaration[] = ["fish", "crustaceans", "molluscs", "pork"];
export const ANIMAL_DECLARATIONS: readonly Declaration[] = [...MEAT_OR_FISH_DECLARATIONS, "milk", "eggs"];

/** The column of a declaration on a row (migration 0011). */
export const statementColumn = (key: Declaration) => `allergen_${key}` as const;

/** The declarations' columns, in the declarations' order. */
const DECLARATION_COLUMNS = DECLARATIONS.map(statementColumn);

/** The 18 statement columns, in order: the declarations', then the two diet facts'. */
export const STATEMENT_COLUMNS = [...DECLARATION_COLUMNS, "diet_animal", "diet_meat_or_fish"] as const satisfies readonly (keyof StatementColumns)[];

export type StatementColumn = keyof StatementColumns;

/** Whether a column is one of the 18 statement columns. */
export function isStatementColumn(column: string): column is StatementColumn {
  return (STATEMENT_COLUMNS as readonly string[]).includes(column);
}

/** What a statement column states: a declaration (`allergen_milk`: milk), or one of the two diet facts. */
export function statementOfColumn(column: StatementColumn): { declaration: Declaration } | { fact: DietFact } {
  if (column === "diet_animal") return { fact: "animal" };
  if (column === "diet_meat_or_fish") return { fact: "meatOrFish" };
  return { declaration: DECLARATIONS[DECLARATION_COLUMNS.indexOf(column)]! };
}

/** A row's statements, from its columns. */
export function statementsOf(row: StatementColumns): Statements {
  return {
    declarations: perDeclaration((_key, index) => row[DECLARATION_COLUMNS[index]!]),
    animal: row.diet_animal,
    meatOrFish: row.diet_meat_or_fish,
  };
}

/** The columns that store `statements`. */
export function statementColumns(statements: Statements): StatementColumns {
  const columns = Object.fromEntries(DECLARATIONS.map((key) => [statementColumn(key), statements.declarations[key]])) as StatementColumns;
  columns.diet_animal = statements.animal;
  columns.diet_meat_or_fish = statements.meatOrFish;
  return columns;
}

/** Declaration keys as a column keeps a list of them: in the annex's order, separated by commas ('eggs,milk'). */
export function declarationListText(keys: readonly Declaration[]): string {
  return DECLARATIONS.filter((key) => keys.includes(key)).join(",");
}

/** The declarations a list written by declarationListText names; anything else in it is left out. */
export function declarationListOf(text: string | null): Declaration[] {
  if (!text) return [];
  const named = new Set(text.split(","));
  return DECLARATIONS.filter((key) => named.has(key));
}

// On the wire (an inventory of 5,000 items as one string), an item's 18 statements are 18 letters.
/**
 * A state's letter in statementCode: its first ("contains" → c, "may-contain" → m, "free" → f,
 * "undeclared" → u; "yes" → y, "no" → n). The inventory's list has the database make the same code
 * (`STATEMENT_CODE` in app/features/inventory/inventory.server.ts).
 */
const letterOf = (state: Statement | FactState) => state[0]!;
const LETTER_STATEMENT = Object.fromEntries(STATEMENTS.map((state) => [letterOf(state), state])) as Record<string, Statement>;
const LETTER_FACT = Object.fromEntries(FACT_STATES.map((state) => [letterOf(state), state])) as Record<string, FactState>;

/** `statements` as 18 letters: one per declaration (c, m, f, u), then the two diet facts (y, n, u). */
export function statementCode(statements: Statements): string {
  let code = "";
  for (const key of DECLARATIONS) code += letterOf(statements.declarations[key]);
  return code + letterOf(statements.animal) + letterOf(statements.meatOrFish);
}

/** The statements `statementCode` wrote. */
export function statementsFromCode(code: string): Statements {
  return {
    declarations: perDeclaration((_key, index) => LETTER_STATEMENT[code[index]!] ?? "undeclared"),
    animal: LETTER_FACT[code[DECLARATIONS.length]!] ?? "undeclared",
    meatOrFish: LETTER_FACT[code[DECLARATIONS.length + 1]!] ?? "undeclared",
  };
}

/** A recipe's or a dish's state for one declaration, worked out (app/features/allergens/derivation.ts). */
export type Known = "contains" | "may-contain" | "unknown" | "free";

/**
 * Worked-out declarations as a screen shows them: those that are not 'free', each with the way to
 * its cause (names from the recipe's ingredient down), and the two diets.
 */
export interface DeclarationsView {
  declarations: { key: Declaration; state: Exclude<Known, "free">; path: string[]; alsoUnknown: string[] | null }[];
  vegetarian: { state: "yes" | "no" | "unknown"; path: string[] };
  vegan: { state: "yes" | "no" | "unknown"; path: string[] };
}
