import { describe, expect, it } from "vitest";
import { DECLARATIONS, FACT_STATES, STATEMENT_COLUMNS, statementColumn, STATEMENTS } from "~/lib/declarations";
import { allergenMessages } from "./allergen-messages";
import { statementLabelKey, statementStateKey } from "./statement-words";

describe("a statement in the statement fields' words", () => {
  it("names each of the 18 columns as its field is labelled, in both languages", () => {
    expect(statementLabelKey("allergen_milk")).toBe("allergens.milk");
    expect(DECLARATIONS.map((key) => statementLabelKey(statementColumn(key)))).toEqual(DECLARATIONS.map((key) => `allergens.${key}`));
    expect([statementLabelKey("diet_animal"), statementLabelKey("diet_meat_or_fish")]).toEqual(["allergens.animal", "allergens.meatOrFish"]);
    expect(STATEMENT_COLUMNS.map((column) => allergenMessages.tr[statementLabelKey(column)])).toContain("Süt");
  });

  it("names each state a column holds as its field's choice does, leaves 'undeclared' to the form, and gives nothing for a value the column never holds", () => {
    for (const state of STATEMENTS) expect(statementStateKey("allergen_milk", state)).toBe(state === "undeclared" ? "undeclared" : `allergens.statement.${state}`);
    for (const state of FACT_STATES) expect(statementStateKey("diet_animal", state)).toBe(state === "undeclared" ? "undeclared" : `allergens.fact.${state}`);
    expect(allergenMessages.en[statementStateKey("allergen_milk", "free") as "allergens.statement.free"]).toBe("Does not contain");
    expect(allergenMessages.tr[statementStateKey("diet_meat_or_fish", "no") as "allergens.fact.no"]).toBe("Hayır");
    for (const [column, value] of [["allergen_milk", "yes"], ["diet_animal", "contains"], ["allergen_milk", 1], ["diet_animal", null]] as const) {
      expect(statementStateKey(column, value)).toBeNull();
    }
  });
});
