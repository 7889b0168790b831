import { describe, expect, it } from "vitest";
import type { MenuListCategory, MenuListItem } from "./menu";
import { buildMenuRows, itemRowHeight, visibleRowRange } from "./menu-rows";

const item = (id: string, extra: Partial<MenuListItem> = {}): MenuListItem => ({
  id, name: `Item ${id}`, slug: `item-${id}`, secondary: null, description: null, priceKurus: 10_000, image: null, ...extra,
});

describe("itemRowHeight", () => {
  it("follows the brief: 140, plus 25 with secondary text, plus 20 for a description over 50 characters", () => {
    expect(itemRowHeight(item("1"))).toBe(140);
    expect(itemRowHeight(item("2", { secondary: "8 slices" }))).toBe(165);
    expect(itemRowHeight(item("3", { description: "x".repeat(51) }))).toBe(160);
    expect(itemRowHeight(item("3", { description: "kısa" }))).toBe(140);
    expect(itemRowHeight(item("4", { secondary: "33 cl", description: "y".repeat(50) }))).toBe(165);
    expect(itemRowHeight(item("5", { secondary: "33 cl", description: "y".repeat(51) }))).toBe(185);
  });
});

describe("buildMenuRows", () => {
  it("puts each category header before its items, with running offsets", () => {
    const categories: MenuListCategory[] = [
      { id: "a", name: "A", items: [item("1"), item("2")] },
      { id: "b", name: "B", items: [item("3")] },
    ];
    const { rows, totalHeight } = buildMenuRows(categories);
    expect(rows.map((row) => [row.key, row.top, row.height])).toEqual([
      ["c-a", 0, 60], ["i-1", 60, 140], ["i-2", 200, 140], ["c-b", 340, 60], ["i-3", 400, 140],
    ]);
    expect(totalHeight).toBe(540);
  });
});

describe("visibleRowRange", () => {
  const categories: MenuListCategory[] = [
    { id: "a", name: "A", items: Array.from({ length: 100 }, (_, index) => item(String(index))) },
  ];
  const { rows } = buildMenuRows(categories);

  it("renders the rows in view plus five on each side", () => {
    // Rows: header 0-60, item k at 60 + 140k. A 700px viewport at the top shows header and items 0..4.
    expect(visibleRowRange(rows, 0, 700)).toEqual({ start: 0, end: 11 });
    // Scrolled to item 50's top (60 + 7000): items 50..54 are in view, rows 51..55.
    expect(visibleRowRange(rows, 7060, 700)).toEqual({ start: 46, end: 61 });
  });

  it("stays within the list at both ends", () => {
    expect(visibleRowRange(rows, 1_000_000, 700)).toEqual({ start: 96, end: 101 });
    expect(visibleRowRange([], 0, 700)).toEqual({ start: 0, end: 0 });
  });
});
