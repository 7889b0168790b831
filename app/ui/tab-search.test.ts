import { describe, expect, it } from "vitest";
import { filterByTabAndSearch, foldSearchTexts, parseTab, type TabSearch } from "./tab-search";

interface Row {
  name: string;
  note: string;
  kind: "fruit" | "tool";
}

const byKind: TabSearch<Row, Row["kind"]> = { tabs: ["fruit", "tool"], tabOf: (row) => row.kind, searchText: (row) => `${row.name}\n${row.note}` };

const rows: Row[] = [
  { name: "Çilek", note: "Bursa", kind: "fruit" },
  { name: "Bıçak", note: "Şişli", kind: "tool" },
  { name: "İncir", note: "Aydın", kind: "fruit" },
];

describe("a list filtered by tab and search", () => {
  it("counts each tab for the search, whichever tab is shown", () => {
    expect(filterByTabAndSearch(rows, byKind, "", "tool")).toEqual({ shown: [rows[1]], counts: { all: 3, fruit: 2, tool: 1 } });
    expect(filterByTabAndSearch(rows, byKind, "i", "fruit").counts).toEqual({ all: 3, fruit: 2, tool: 1 });
    expect(filterByTabAndSearch(rows, byKind, "aydin", "all")).toEqual({ shown: [rows[2]], counts: { all: 1, fruit: 1, tool: 0 } });
  });

  it("searches all of a row's text, folding case, the Turkish i's and accents", () => {
    expect(filterByTabAndSearch(rows, byKind, "  SISLI ", "all").shown).toEqual([rows[1]]);
    expect(filterByTabAndSearch(rows, byKind, "cilek", "all").shown).toEqual([rows[0]]);
    expect(filterByTabAndSearch(rows, byKind, "incir", "all").shown).toEqual([rows[2]]);
    expect(filterByTabAndSearch(rows, byKind, "kiraz", "all")).toEqual({ shown: [], counts: { all: 0, fruit: 0, tool: 0 } });
  });

  it("shows kept rows whatever the tab and the search, in their place, and counts every row where it is", () => {
    const kept = (row: Row) => row.name === "Bıçak";
    expect(filterByTabAndSearch(rows, byKind, "", "fruit", kept)).toEqual({ shown: rows, counts: { all: 3, fruit: 2, tool: 1 } });
    expect(filterByTabAndSearch(rows, byKind, "incir", "fruit", kept)).toEqual({ shown: [rows[1], rows[2]], counts: { all: 1, fruit: 1, tool: 0 } });
    expect(filterByTabAndSearch(rows, byKind, "kiraz", "tool", () => false).shown).toEqual([]);
  });

  it("searches a row by its text as it is now, when the rows are new objects", () => {
    expect(filterByTabAndSearch(rows, byKind, "bursa", "all").shown).toEqual([rows[0]]);
    const renamed = rows.map((row) => ({ ...row, note: "Mersin" }));
    expect(filterByTabAndSearch(renamed, byKind, "bursa", "all").shown).toEqual([]);
  });

  it("folds rows ahead, a slice at a time, and a search then reads no row's text again", () => {
    const read: string[] = [];
    const counting: TabSearch<Row, Row["kind"]> = { ...byKind, searchText: (row) => (read.push(row.name), byKind.searchText(row)) };
    const fresh = rows.map((row) => ({ ...row }));
    expect(foldSearchTexts(fresh, counting, 0, 2)).toBe(2);
    expect(read).toEqual(["Çilek", "Bıçak"]);
    // Past the end is the end; a slice already folded is not read again.
    expect(foldSearchTexts(fresh, counting, 1, 10)).toBe(3);
    expect(read).toEqual(["Çilek", "Bıçak", "İncir"]);
    expect(filterByTabAndSearch(fresh, counting, "bicak", "all").shown).toEqual([fresh[1]]);
    expect(read).toHaveLength(3);
  });

  it("reads a tab from the address, and anything else as All", () => {
    expect(parseTab(byKind.tabs, "tool")).toBe("tool");
    expect(parseTab(byKind.tabs, null)).toBe("all");
    expect(parseTab(byKind.tabs, "drop table")).toBe("all");
    expect(parseTab(byKind.tabs, "toString")).toBe("all");
  });
});
