import { describe, expect, it } from "vitest";
import { STATEMENT_COLUMNS } from "~/lib/declarations";
import { restoredColumns } from "./restore";

/** An item's row as an audit entry of today keeps it (app/db/write.server.ts: the whole row). */
const item = { category_id: "kumpirs", name_tr: "Kumpir", name_en: "Kumpir", secondary_tr: null, secondary_en: null, description_tr: null, description_en: "Baked", price_kurus: 25_000, is_active: 1 };
const undeclared = Object.fromEntries(STATEMENT_COLUMNS.map((column) => [column, "undeclared"]));
const today = {
  ...item,
  ...undeclared,
  id: "kumpir",
  version: 4,
  position: 2,
  image: null,
  recipe_id: "sauce",
  portion_kind: "pieces",
  portion_milli: 2_000,
  portion_unit: "piece",
  allergen_milk: "free",
  diet_animal: "yes",
  allergen_reason: "Olive oil instead of butter",
  allergen_lowered: "milk:contains",
  food_cost_target_bp: 2_800,
  sold_out: "tonight",
  sold_out_until: "2026-11-29T22:00:00.000Z",
  outdated_texts: null,
  updated_at: "2026-11-29T10:00:00.000Z",
};

/** A row without one of its columns, as an entry written before that column existed. */
const without = (row: Record<string, unknown>, column: string) => Object.fromEntries(Object.entries(row).filter(([key]) => key !== column));

describe("what a restore puts back of a dish's version", () => {
  it("brings back all that the dish's form edits, its recipe, portion, statements, reason and what the reason covers included; never its sold out, its place or its bookkeeping", () => {
    expect(restoredColumns(today)).toEqual({
      ...item,
      ...undeclared,
      recipe_id: "sauce",
      portion_kind: "pieces",
      portion_milli: 2_000,
      portion_unit: "piece",
      allergen_milk: "free",
      diet_animal: "yes",
      allergen_reason: "Olive oil instead of butter",
      allergen_lowered: "milk:contains",
      food_cost_target_bp: 2_800,
    });
    // A dish declared by hand alone, on its category's target: nulls come back as nulls.
    const byHand = { ...today, recipe_id: null, portion_kind: null, portion_milli: null, portion_unit: null, allergen_reason: null, allergen_lowered: null, food_cost_target_bp: null };
    expect(restoredColumns(byHand)).toMatchObject({ recipe_id: null, portion_kind: null, portion_milli: null, portion_unit: null, allergen_reason: null, allergen_lowered: null, food_cost_target_bp: null });
  });

  it("leaves the dish's own where a version was written before a column existed; statements from before what a reason covers was kept come back covering nothing", () => {
    // Before migration 0012: no recipe, no statements, no reason; before 0014, no target of its own.
    expect(restoredColumns(item)).toEqual(item);
    // Between 0012 and 0019: the statements and their reason come back, and 'free' milk below the recipe is covered by nothing.
    expect(restoredColumns(without(today, "allergen_lowered"))).toMatchObject({ allergen_milk: "free", allergen_reason: "Olive oil instead of butter", allergen_lowered: null });
    // Columns that mean something only together come back together or not at all.
    expect(restoredColumns(without(today, "portion_unit"))).not.toHaveProperty("recipe_id");
    const partial = restoredColumns(without(today, "allergen_pork"));
    for (const column of ["allergen_milk", "allergen_reason", "allergen_lowered"]) expect(partial).not.toHaveProperty(column);
    expect(partial).toHaveProperty("recipe_id", "sauce");
  });

  it("keeps what a reason covers to declarations and states, as a save writes it", () => {
    expect(restoredColumns({ ...today, allergen_lowered: "milk:contains  soap:contains gluten:maybe eggs:may-contain" })?.allergen_lowered).toBe("eggs:may-contain milk:contains");
    expect(restoredColumns({ ...today, allergen_lowered: "nonsense" })?.allergen_lowered).toBeNull();
  });

  it("refuses a version missing what every version holds, or holding any value of the wrong kind", () => {
    for (const broken of [
      without(today, "price_kurus"),
      { ...today, category_id: "" },
      { ...today, allergen_milk: "yes" },
      { ...today, diet_animal: "contains" },
      { ...today, recipe_id: 7 },
      { ...today, portion_kind: "bowl" },
      { ...today, portion_milli: 0 },
      { ...today, portion_milli: 1.5 },
      { ...today, allergen_reason: ["Olive oil"] },
      { ...today, food_cost_target_bp: "28" },
      { ...today, food_cost_target_bp: 0 },
    ]) {
      expect(restoredColumns(broken)).toBeNull();
    }
  });
});
