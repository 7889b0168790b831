import { describe, expect, it } from "vitest";
import type { PublicMenuCategory, PublicMenuItem } from "./menu";
import { buildMenuRows, itemRowHeight, visibleRowRange } from "./menu-rows";

const item = (id: string, extra: Partial<PublicMenuItem> = {}): PublicMenuItem => ({
  id, name: { tr: `Ürün ${id}`, en: `Item ${id}` }, secondary: null, description: null, priceKurus: 10_000, image: null, ...extra,
});

describe("itemRowHeight", () => {
  it("follows the brief: 140, plus 25 with secondary text, plus 20 for a description over 50 characters", () => {
    expect(itemRowHeight(item("1"), "en")).toBe(140);
    expect(itemRowHeight(item("2", { secondary: { tr: "8 dilim", en: "8 slices" } }), "en")).toBe(165);
    const long = "x".repeat(51);
    expect(itemRowHeight(item("3", { description: { tr: "kısa", en: long } }), "en")).toBe(160);
    expect(itemRowHeight(item("3", { description: { tr: "kısa", en: long } }), "tr")).toBe(140);
    expect(itemRowHeight(item("4", { secondary: "33 cl", description: "y".repeat(50) }), "tr")).toBe(165);
  });
});

describe("buildMenuRows", () => {
  it("puts each category header before its items, with running offsets", () => {
    const categories: PublicMenuCategory[] = [
      { id: "a", name: { tr: "A", en: "A" }, items: [item("1"), item("2")] },
      { id: "b", name: { tr: "B", en: "B" }, items: [item("3")] },
    ];
    const { rows, totalHeight } = buildMenuRows(categories, "en");
    expect(rows.map((row) => [row.key, row.top, row.height])).toEqual([
      ["c-a", 0, 60], ["i-1", 60, 140], ["i-2", 200, 140], ["c-b", 340, 60], ["i-3", 400, 140],
    ]);
    expect(totalHeight).toBe(540);
  });
});

describe("visibleRowRange", () => {
  const categories: PublicMenuCategory[] = [
    { id: "a", name: { tr: "A", en: "A" }, items: Array.from({ length: 100 }, (_, index) => item(String(index))) },
  ];
  const { rows } = buildMenuRows(categories, "en");

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
