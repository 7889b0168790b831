import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isStatementColumn } from "~/lib/declarations";
import { HISTORY_FIELDS, HISTORY_MOST, HISTORY_PAGE, HISTORY_PARAM, HISTORY_UNSET, historyEntries, historyShown, referencedIds, RESTORED_FROM_KEY, type AuditRecord } from "./history";

const FIELDS = ["name_en", "price_kurus", "is_active"] as const;
const record = (id: string, at: string, action: AuditRecord["action"], before: AuditRecord["before"], after: AuditRecord["after"]): AuditRecord => ({
  id,
  at,
  actorName: "Head Chef",
  action,
  before,
  after,
});

describe("a row's history", () => {
  it("lists each change newest first, with only the fields that changed, old and new", () => {
    const entries = historyEntries(
      [
        record("a", "2026-11-01T10:00:00.000Z", "create", null, { name_en: "Kumpir", price_kurus: 25000, is_active: 1, version: 1 }),
        record("c", "2026-11-03T10:00:00.000Z", "update", { name_en: "Big Kumpir", price_kurus: 25000, is_active: 1 }, { name_en: "Big Kumpir", price_kurus: 27500, is_active: 0 }),
        record("b", "2026-11-02T10:00:00.000Z", "update", { name_en: "Kumpir", price_kurus: 25000, is_active: 1 }, { name_en: "Big Kumpir", price_kurus: 25000, is_active: 1 }),
      ],
      FIELDS,
    );
    expect(entries.map((entry) => entry.id)).toEqual(["c", "b", "a"]);
    expect(entries[0]!.changes).toEqual([
      { field: "price_kurus", before: 25000, after: 27500 },
      { field: "is_active", before: 1, after: 0 },
    ]);
    expect(entries[1]!.changes).toEqual([{ field: "name_en", before: "Kumpir", after: "Big Kumpir" }]);
    expect(entries[2]!.changes).toEqual([
      { field: "name_en", before: null, after: "Kumpir" },
      { field: "price_kurus", before: null, after: 25000 },
      { field: "is_active", before: null, after: 1 },
    ]);
  });

  it("leaves out an update of columns nobody edits, keeps a delete, and reads an empty text as none", () => {
    const entries = historyEntries(
      [
        record("v", "2026-11-02T00:00:00.000Z", "update", { name_en: "A", version: 1 }, { name_en: "A", version: 2 }),
        record("e", "2026-11-03T00:00:00.000Z", "update", { name_en: "" }, { name_en: null }),
        record("d", "2026-11-04T00:00:00.000Z", "delete", { name_en: "A" }, null),
      ],
      FIELDS,
    );
    expect(entries.map((entry) => [entry.id, entry.action, entry.changes])).toEqual([["d", "delete", [{ field: "name_en", before: "A", after: null }]]]);
  });

  it("names the version a restore put back", () => {
    const [entry] = historyEntries(
      [record("r", "2026-11-05T00:00:00.000Z", "update", { name_en: "B" }, { name_en: "A", [RESTORED_FROM_KEY]: "2026-11-01T10:00:00.000Z" })],
      FIELDS,
    );
    expect(entry!.restoredFrom).toBe("2026-11-01T10:00:00.000Z");
  });

  it("lists a dish's statements like its other fields, but not those a create or a delete leaves unstated; never what a reason covers", () => {
    const fields = HISTORY_FIELDS.menu_items;
    const unstated = Object.fromEntries(fields.filter(isStatementColumn).map((field) => [field, "undeclared"]));
    expect(Object.keys(unstated)).toHaveLength(18);
    expect(fields).not.toContain("allergen_lowered");
    const created = { ...unstated, name_en: "Kumpir", allergen_eggs: "may-contain", diet_animal: "yes" };
    const updated = { ...created, allergen_milk: "free", allergen_eggs: "undeclared", diet_animal: "undeclared", allergen_reason: "Olive oil", allergen_lowered: "milk:contains" };
    const entries = historyEntries(
      [
        record("a", "2026-11-01T00:00:00.000Z", "create", null, created),
        record("b", "2026-11-02T00:00:00.000Z", "update", created, updated),
        // Only what the reason covers: nothing a person sees changed.
        record("c", "2026-11-03T00:00:00.000Z", "update", updated, { ...updated, allergen_lowered: null }),
        record("d", "2026-11-04T00:00:00.000Z", "delete", { ...updated, allergen_lowered: null }, null),
      ],
      fields,
      HISTORY_UNSET.menu_items,
    );
    expect(entries.map((entry) => [entry.id, entry.changes])).toEqual([
      [
        "d",
        [
          { field: "name_en", before: "Kumpir", after: null },
          { field: "allergen_milk", before: "free", after: null },
          { field: "allergen_reason", before: "Olive oil", after: null },
        ],
      ],
      [
        "b",
        [
          { field: "allergen_eggs", before: "may-contain", after: "undeclared" },
          { field: "allergen_milk", before: "undeclared", after: "free" },
          { field: "diet_animal", before: "yes", after: "undeclared" },
          { field: "allergen_reason", before: null, after: "Olive oil" },
        ],
      ],
      [
        "a",
        [
          { field: "name_en", before: null, after: "Kumpir" },
          { field: "allergen_eggs", before: null, after: "may-contain" },
          { field: "diet_animal", before: null, after: "yes" },
        ],
      ],
    ]);
  });

  it("gathers the ids a field referred to, before and after, each once", () => {
    const entries = historyEntries(
      [
        record("a", "2026-11-01T00:00:00.000Z", "create", null, { recipe_id: "r1", category_id: "c1" }),
        record("b", "2026-11-02T00:00:00.000Z", "update", { recipe_id: "r1", category_id: "c1" }, { recipe_id: "r2", category_id: "c1" }),
        record("c", "2026-11-03T00:00:00.000Z", "update", { recipe_id: "r2" }, { recipe_id: null }),
      ],
      ["recipe_id", "category_id"],
    );
    expect(referencedIds(entries, "recipe_id").sort()).toEqual(["r1", "r2"]);
    expect(referencedIds(entries, "category_id")).toEqual(["c1"]);
  });

  it("for any pair of rows, lists exactly the fields whose values differ", () => {
    const value = fc.oneof(fc.constant(null), fc.string({ maxLength: 3 }), fc.integer({ min: 0, max: 3 }));
    const row = fc.record({ name_en: value, price_kurus: value, is_active: value });
    fc.assert(
      fc.property(row, row, (before, after) => {
        const entries = historyEntries([record("x", "2026-11-01T00:00:00.000Z", "update", before, after)], FIELDS);
        const norm = (v: unknown) => (v === "" ? null : v);
        const differing = FIELDS.filter((field) => norm(before[field]) !== norm(after[field]));
        expect(entries.flatMap((entry) => entry.changes.map((change) => change.field))).toEqual(differing);
      }),
    );
  });
});

describe("historyShown", () => {
  const shown = (search: string) => historyShown(new URLSearchParams(search));
  it("is the first page unless the address asks for whole pages more, up to the most", () => {
    expect(shown("")).toBe(HISTORY_PAGE);
    expect(shown(`${HISTORY_PARAM}=${2 * HISTORY_PAGE}`)).toBe(2 * HISTORY_PAGE);
    // A count between pages is the page that holds it; a count past the most is the most.
    expect(shown(`${HISTORY_PARAM}=${HISTORY_PAGE + 1}`)).toBe(2 * HISTORY_PAGE);
    expect(shown(`${HISTORY_PARAM}=99999`)).toBe(HISTORY_MOST);
    for (const bad of ["0", "-50", "1e9", "abc", "", "50.5", "123456"]) expect(shown(`${HISTORY_PARAM}=${bad}`)).toBe(HISTORY_PAGE);
  });
});
