import type { StatementColumns } from "~/db/schema";
import { z } from "~/lib/zod";
import { DECLARATIONS, FACT_STATES, STATEMENT_COLUMNS, statementColumn, STATEMENTS } from "~/lib/declarations";

const statementChoice = z.enum(STATEMENTS, { error: "backOffice.invalidValue" }).optional();
const factChoice = z.enum(FACT_STATES, { error: "backOffice.invalidValue" }).optional();

type StatementFieldShape = { [K in keyof StatementColumns]: StatementColumns[K] extends "yes" | "no" | "undeclared" ? typeof factChoice : typeof statementChoice };

/**
 * A form's 18 statement fields, named as their columns (`allergen_milk`, `diet_animal`). Each may
 * be left out: a new row then starts 'undeclared', and an edit keeps what the row states.
 */
export const statementFields = {
  ...Object.fromEntries(DECLARATIONS.map((key) => [statementColumn(key), statementChoice])),
  diet_animal: factChoice,
  diet_meat_or_fish: factChoice,
} as StatementFieldShape;

/** The statements a form sent, as the columns to write: those it left out are not written. */
export function statementInput(input: Partial<StatementColumns>): Partial<StatementColumns> {
  const columns: Partial<Record<keyof StatementColumns, string>> = {};
  for (const column of STATEMENT_COLUMNS) if (input[column] !== undefined) columns[column] = input[column];
  return columns as Partial<StatementColumns>;
}
