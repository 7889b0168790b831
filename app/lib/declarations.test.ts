import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  DECLARATIONS,
  declarationListOf,
  declarationListText,
  isStatementColumn,
  STATEMENT_COLUMNS,
  statementColumn,
  statementOfColumn,
  statementCode,
  statementColumns,
  statementsFromCode,
  statementsOf,
  undeclaredStatements,
} from "./declarations";
import { anyStatements } from "../../tests/support/arbitraries";


describe("an item's statements", () => {
  it("say by their column which declaration or diet fact each one states", () => {
    expect(DECLARATIONS.map((key) => statementOfColumn(statementColumn(key)))).toEqual(DECLARATIONS.map((declaration) => ({ declaration })));
    expect(statementOfColumn("diet_animal")).toEqual({ fact: "animal" });
    expect(statementOfColumn("diet_meat_or_fish")).toEqual({ fact: "meatOrFish" });
    expect(STATEMENT_COLUMNS.every(isStatementColumn)).toBe(true);
    for (const other of ["allergen_lowered", "allergen_reason", "name_en", "diet"]) expect(isStatementColumn(other)).toBe(false);
  });

  it("start with every declaration and both diet facts undeclared, in the annex's order", () => {
    const none = undeclaredStatements();
    expect(Object.keys(none.declarations)).toEqual([...DECLARATIONS]);
    expect(Object.values(none.declarations).every((statement) => statement === "undeclared")).toBe(true);
    expect([none.animal, none.meatOrFish]).toEqual(["undeclared", "undeclared"]);
  });

  it("come back the same from a row's 18 columns, and from the 18 letters on the wire", () => {
    fc.assert(
      fc.property(anyStatements, (statements) => {
        const columns = statementColumns(statements);
        expect(Object.keys(columns).sort()).toEqual([...STATEMENT_COLUMNS].sort());
        expect(statementsOf(columns)).toEqual(statements);
        const code = statementCode(statements);
        expect(code).toHaveLength(18);
        expect(statementsFromCode(code)).toEqual(statements);
      }),
    );
  });

  it("read each column into its own declaration", () => {
    const columns = statementColumns(undeclaredStatements());
    const read = statementsOf({ ...columns, allergen_sesame: "contains", allergen_pork: "may-contain", diet_animal: "yes" });
    expect(read.declarations.sesame).toBe("contains");
    expect(read.declarations.pork).toBe("may-contain");
    expect(read.declarations.milk).toBe("undeclared");
    expect(read.animal).toBe("yes");
  });
});

describe("a list of declarations as a column keeps it", () => {
  it("reads back what it wrote, in the annex's order, for any set", () => {
    fc.assert(
      fc.property(fc.subarray([...DECLARATIONS]), (keys) => {
        const text = declarationListText([...keys].reverse());
        expect(declarationListOf(text)).toEqual(DECLARATIONS.filter((key) => keys.includes(key)));
      }),
    );
    expect(declarationListText(["milk", "eggs"])).toBe("eggs,milk");
  });

  it("reads nothing from nothing, and leaves out what is not a declaration", () => {
    expect(declarationListOf(null)).toEqual([]);
    expect(declarationListOf("")).toEqual([]);
    expect(declarationListOf("milk,soy,,Milk")).toEqual(["milk"]);
  });
});
