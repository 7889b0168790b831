import { describe, expect, it } from "vitest";
import { NOTHING_KNOWN, type GuestDeclarations } from "~/features/allergens/dish";
import type { MenuListCategory, MenuListItem } from "./menu";
import { filterWithout, withoutFromAddress, withoutParameter } from "./menu-allergen-filter";

const known: GuestDeclarations = { contains: [], mayContain: [], vegetarian: false, vegan: false, incomplete: false };
const item = (id: string, allergens: GuestDeclarations): MenuListItem => ({ id, name: id, otherName: null, slug: id, priceKurus: 100, secondary: null, description: null, image: null, allergens, soldOut: null });
const menu: MenuListCategory[] = [
  { id: "bowls", name: "Bowls", items: [item("butter", { ...known, contains: ["milk"] }), item("traces", { ...known, mayContain: ["milk"] }), item("plain", known)] },
  { id: "drinks", name: "Drinks", items: [item("ayran", { ...known, contains: ["milk"] })] },
  { id: "unknown", name: "Unknown", items: [item("asked", NOTHING_KNOWN)] },
];

describe("the guest's allergen filter", () => {
  it("hides what contains or may contain a chosen declaration, counts it, and keeps a dish whose information is incomplete", () => {
    const { categories, hidden } = filterWithout(menu, ["milk"]);
    expect(hidden).toBe(3);
    expect(categories.map((category) => [category.id, category.items.map((each) => each.id)])).toEqual([
      ["bowls", ["plain"]],
      ["unknown", ["asked"]],
    ]);
    expect(filterWithout(menu, [])).toEqual({ categories: menu, hidden: 0 });
  });

  it("treats a sold-out dish like any other: kept or hidden by what it declares, and still sold out", () => {
    const soldOut = (id: string, allergens: GuestDeclarations, kind: MenuListItem["soldOut"] = "tonight"): MenuListItem => ({ ...item(id, allergens), soldOut: kind });
    const withSoldOut: MenuListCategory[] = [
      { id: "bowls", name: "Bowls", items: [soldOut("gone-plain", known), soldOut("gone-butter", { ...known, contains: ["milk"] }), soldOut("away-plain", known, "until_further_notice"), item("plain", known)] },
    ];
    const { categories, hidden } = filterWithout(withSoldOut, ["milk"]);
    expect(hidden).toBe(1);
    expect(categories[0]?.items.map((each) => [each.id, each.soldOut])).toEqual([
      ["gone-plain", "tonight"],
      ["away-plain", "until_further_notice"],
      ["plain", null],
    ]);
  });

  it("reads the address in either form, in the regulation's order, each key once, and ignores what is not a declaration", () => {
    expect(withoutFromAddress(new URLSearchParams("without=milk,gluten,milk"))).toEqual(["gluten", "milk"]);
    expect(withoutFromAddress(new URLSearchParams("without=sesame&without=eggs&without=cheese"))).toEqual(["eggs", "sesame"]);
    expect(withoutFromAddress(new URLSearchParams("q=kasar"))).toEqual([]);
    expect(withoutParameter(["milk", "gluten"])).toBe("gluten,milk");
    expect(withoutParameter([])).toBeNull();
  });
});
