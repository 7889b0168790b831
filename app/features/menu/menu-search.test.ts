import { describe, expect, it } from "vitest";
import { NOTHING_KNOWN } from "~/features/allergens/dish";
import type { MenuListCategory, MenuListItem } from "./menu";
import { countItems, searchMenu, searchWords } from "./menu-search";

const item = (id: string, name: string, description: string | null = null, otherName: string | null = null): MenuListItem => ({
  id, name, otherName, slug: id, secondary: null, description, priceKurus: 10_000, image: null, allergens: NOTHING_KNOWN, soldOut: null,
});

const menu: MenuListCategory[] = [
  { id: "breakfast", name: "Kahvaltı", items: [item("1", "Kaşarlı Tost"), item("2", "Menemen", "Domates, biber ve yumurta")] },
  { id: "potatoes", name: "Patatesler", items: [item("3", "Kumpir Royal", "Kaşar, sucuk, mısır ve turşu"), item("4", "Trüflü Patates")] },
  { id: "drinks", name: "İçecekler", items: [item("5", "Çay")] },
];

describe("searchMenu", () => {
  it("finds Turkish letters typed without them, in names and descriptions, in menu order", () => {
    const found = searchMenu(menu, "kasar");
    expect(found.map((category) => [category.id, category.items.map((each) => each.name)])).toEqual([
      ["breakfast", ["Kaşarlı Tost"]],
      ["potatoes", ["Kumpir Royal"]],
    ]);
    expect(searchMenu(menu, "TRUFLU")[0]!.items[0]!.name).toBe("Trüflü Patates");
    expect(searchMenu(menu, "İÇECEK")).toEqual([]);
    expect(searchMenu(menu, "cay")[0]!.items[0]!.name).toBe("Çay");
  });

  it("finds a dish by its name in the other language too: 'köfte' on the English menu, 'tea' on the Turkish one", () => {
    const english: MenuListCategory[] = [{ id: "mains", name: "Mains", items: [item("6", "Grilled Meatballs", "With rice.", "Izgara Köfte"), item("7", "Ayran")] }];
    expect(searchMenu(english, "kofte")[0]!.items.map((each) => each.name)).toEqual(["Grilled Meatballs"]);
    expect(searchMenu(english, "izgara meatballs")[0]!.items.map((each) => each.name)).toEqual(["Grilled Meatballs"]);
    const turkish: MenuListCategory[] = [{ id: "drinks", name: "İçecekler", items: [item("5", "Çay", null, "Turkish Tea")] }];
    expect(searchMenu(turkish, "tea")[0]!.items[0]!.name).toBe("Çay");
  });

  it("needs every word, in any order", () => {
    expect(countItems(searchMenu(menu, "sucuk kaşar"))).toBe(1);
    expect(countItems(searchMenu(menu, "kaşar menemen"))).toBe(0);
  });

  it("leaves out categories without a match, and keeps the whole menu for an empty search", () => {
    expect(searchMenu(menu, "domates").map((category) => category.id)).toEqual(["breakfast"]);
    expect(searchMenu(menu, "   ")).toBe(menu);
    expect(searchMenu(menu, "")).toBe(menu);
  });

  it("does not change the menu it searched", () => {
    searchMenu(menu, "tost");
    expect(countItems(menu)).toBe(5);
  });
});

describe("searchWords", () => {
  it("folds and splits on any space", () => {
    expect(searchWords("  Kaşar\tTOST ")).toEqual(["kasar", "tost"]);
  });
});
