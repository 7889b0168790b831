import { FACT_STATES, statementOfColumn, STATEMENTS, type FactState, type Statement, type StatementColumn } from "~/lib/declarations";
import type { AllergenMessageKey } from "./allergen-messages";

/**
 * The words of the statement fields (statement-fields.tsx), for whatever else names a statement as
 * they do: a dish's history says 'Milk: Contains → Does not contain' in the form's own words.
 */

/** A statement's choice, 'Contains', 'May contain (traces)'…; 'undeclared' is the form's to name. */
export const STATEMENT_WORDS = {
  contains: "allergens.statement.contains",
  "may-contain": "allergens.statement.may-contain",
  free: "allergens.statement.free",
  undeclared: "allergens.statement.undeclared",
} as const satisfies Record<Statement, AllergenMessageKey>;

/** A diet fact's choice: 'Yes', 'No', and 'undeclared'. */
export const FACT_WORDS = {
  yes: "allergens.fact.yes",
  no: "allergens.fact.no",
  undeclared: "allergens.fact.undeclared",
} as const satisfies Record<FactState, AllergenMessageKey>;

/** A statement field's label: the declaration's name ('Milk', 'Süt') or the diet fact's ('Animal-derived'). */
export function statementLabelKey(column: StatementColumn): AllergenMessageKey {
  const stated = statementOfColumn(column);
  return "declaration" in stated ? `allergens.${stated.declaration}` : `allergens.${stated.fact}`;
}

/**
 * A state stored in a statement column as its field's choice names it; "undeclared" for the state
 * that says nothing, which a screen names as its form does (a dish's: 'Not stated by hand'); null
 * for a value the column never holds.
 */
export function statementStateKey(column: StatementColumn, value: unknown): AllergenMessageKey | "undeclared" | null {
  if (value === "undeclared") return "undeclared";
  if ("declaration" in statementOfColumn(column)) return (STATEMENTS as readonly unknown[]).includes(value) ? STATEMENT_WORDS[value as Statement] : null;
  return (FACT_STATES as readonly unknown[]).includes(value) ? FACT_WORDS[value as FactState] : null;
}
