import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { menuSeed } from "~/db/seed/menu-seed-data";
import { seedItemId } from "~/db/seed/menu-seed-rows";
import { planPopulate, populateBatches, progressPercent, POPULATE_BATCH_SIZE, type PopulatePlan } from "./populate";

const empty = { categories: [], items: [] };

describe("the built-in items' ids", () => {
  it("are unique, fit an id field, and spell out the category and the Turkish name", () => {
    const ids = menuSeed.flatMap((category) => category.items.map((item) => seedItemId(category.id, item)));
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.every((id) => id.length <= 100 && /^[a-z0-9-]+$/.test(id))).toBe(true);
    expect(ids).toContain("breakfast--menemen");
    expect(ids).toContain("breakfast--serpme-kahvalti");
  });
});

describe("planPopulate", () => {
  it("plans the whole built-in list for an empty menu, in its own order", () => {
    const plan = planPopulate(menuSeed, empty);
    expect(plan.categories.map((row) => [row.id, row.position])).toEqual(menuSeed.map((category, position) => [category.id, position]));
    expect(plan.items).toHaveLength(menuSeed.flatMap((category) => category.items).length);
    const breakfast = plan.items.filter((row) => row.category_id === "breakfast");
    expect(breakfast.map((row) => row.position)).toEqual(breakfast.map((_, index) => index));
  });

  it("plans only what is missing, after what is there", () => {
    const [breakfast] = menuSeed;
    if (!breakfast) throw new Error("no built-in categories");
    const [kept, edited, ...missing] = breakfast.items;
    if (!kept || !edited) throw new Error("breakfast is too short");
    const plan = planPopulate([breakfast], {
      categories: [{ id: "breakfast", position: 4 }],
      items: [
        { id: seedItemId("breakfast", kept), category_id: "breakfast", name_tr: kept.name.tr, position: 7 },
        // Renamed by an admin: still known by its id.
        { id: seedItemId("breakfast", edited), category_id: "breakfast", name_tr: "Yeni ad", position: 2 },
        { id: "admin-made", category_id: "breakfast", name_tr: "Ev yapımı", position: 9 },
      ],
    });
    expect(plan.categories).toEqual([]);
    expect(plan.items.map((row) => [row.id, row.position])).toEqual(missing.map((item, index) => [seedItemId("breakfast", item), 10 + index]));
  });
});

function planOf(categories: number, items: number): PopulatePlan {
  const full = planPopulate(menuSeed, empty);
  const repeat = <T extends { id: string }>(rows: T[], count: number) => Array.from({ length: count }, (_, index) => ({ ...rows[index % rows.length]!, id: `row-${index}` }));
  return { categories: repeat(full.categories, categories), items: repeat(full.items, items) };
}

describe("populateBatches", () => {
  it("puts the categories in batches, then the items, 500 rows at most, numbered over the run", () => {
    const batches = populateBatches(planOf(3, 1200));
    expect(batches.map(({ kind, number, of, from, to, rows }) => [kind, number, of, from, to, rows.length])).toEqual([
      ["categories", 1, 4, 1, 3, 3],
      ["items", 2, 4, 1, 500, 500],
      ["items", 3, 4, 501, 1000, 500],
      ["items", 4, 4, 1001, 1200, 200],
    ]);
    expect(POPULATE_BATCH_SIZE).toBe(500);
  });

  it("never makes a batch larger than its size, and every row is in exactly one batch, in order", () => {
    fc.assert(
      fc.property(fc.nat(1200), fc.nat(1200), fc.integer({ min: 1, max: 600 }), (categories, items, size) => {
        const plan = planOf(categories, items);
        const batches = populateBatches(plan, size);
        expect(batches.every((batch) => batch.rows.length >= 1 && batch.rows.length <= size && batch.to - batch.from + 1 === batch.rows.length)).toBe(true);
        expect(batches.map((batch) => batch.number)).toEqual(batches.map((_, index) => index + 1));
        expect(batches.every((batch) => batch.of === batches.length)).toBe(true);
        const ids = (kind: "categories" | "items") => batches.filter((batch) => batch.kind === kind).flatMap((batch) => batch.rows.map((row) => row.id));
        expect(ids("categories")).toEqual(plan.categories.map((row) => row.id));
        expect(ids("items")).toEqual(plan.items.map((row) => row.id));
        const kinds = batches.map((batch) => batch.kind);
        expect(kinds).toEqual([...kinds].sort());
      }),
      { numRuns: 200 },
    );
  });
});

describe("progressPercent", () => {
  it("is the share of rows written, and whole once completed, even with nothing to add", () => {
    expect(progressPercent({ stage: "extracting", done: 0, total: 0 })).toBe(0);
    expect(progressPercent({ stage: "uploading-items", done: 15, total: 119 })).toBe(12);
    expect(progressPercent({ stage: "error", done: 503, total: 1203 })).toBe(41);
    expect(progressPercent({ stage: "completed", done: 0, total: 0 })).toBe(100);
  });
});
