import { describe, expect, it } from "vitest";
import { formIndexOfLines, linePlaces, LISTS_PER_PAGE, newerPageStart, pageStart } from "./shopping-lists";

describe("linePlaces", () => {
  it("gives each inventory item its place in the form, the first where it is twice", () => {
    const places = linePlaces([
      ["vendor", "Metro"],
      ["items[0].inventoryItemId", "flour"],
      ["items[0].quantity", "2"],
      ["items[3].inventoryItemId", "salt"],
      ["items[5].inventoryItemId", "flour"],
      ["items[4].quantity", "salt"],
    ]);
    expect([...places]).toEqual([
      ["flour", 0],
      ["salt", 3],
    ]);
  });

  it("reads a submitted form's places once, when a line first needs one", () => {
    const form = new FormData();
    form.append("items[0].inventoryItemId", "flour");
    form.append("items[1].inventoryItemId", "salt");
    let reads = 0;
    const indexOf = formIndexOfLines({ entries: () => (reads++, form.entries()) });
    expect(reads).toBe(0);
    expect(indexOf("salt")).toBe(1);
    expect(indexOf("flour")).toBe(0);
    expect(indexOf("sugar")).toBe(0);
    expect(reads).toBe(1);
  });
});

describe("a page of lists in the address", () => {
  it("starts on a whole page, the first for anything else", () => {
    expect(pageStart(null)).toBe(0);
    expect(pageStart(String(LISTS_PER_PAGE))).toBe(LISTS_PER_PAGE);
    expect(pageStart(String(LISTS_PER_PAGE * 2 + 7))).toBe(LISTS_PER_PAGE * 2);
    expect(pageStart("-50")).toBe(0);
    expect(pageStart("1e400")).toBe(0);
    expect(pageStart("abc")).toBe(0);
  });

  it("goes back to the newer page, which is the first with no start of its own", () => {
    expect(newerPageStart(LISTS_PER_PAGE * 3)).toBe(LISTS_PER_PAGE * 2);
    expect(newerPageStart(LISTS_PER_PAGE)).toBeNull();
  });
});
