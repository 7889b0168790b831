import { describe, expect, it } from "vitest";
import { menuList, type PublicMenuCategory } from "./menu";
import { menuListJson, parseMenuList } from "./menu-list-json";

const TEA_IMAGE = [
  { hash: "a".repeat(64), width: 200, height: 150 },
  { hash: "b".repeat(64), width: 400, height: 300 },
  { hash: "c".repeat(64), width: 800, height: 600 },
];

const menu = (): PublicMenuCategory[] => [
  {
    id: "hot-drinks",
    name: { tr: "Sıcak İçecekler", en: "Hot Drinks" },
    items: [
      { id: "1", name: { tr: "Çay", en: "Turkish Tea" }, secondary: null, description: { tr: "Demli", en: "Brewed </script>" }, priceKurus: 6_000, image: TEA_IMAGE },
      { id: "2", name: { tr: "Salep", en: "Salep" }, secondary: null, description: null, priceKurus: 9_000, image: null, soldOut: "tonight" },
      { id: "3", name: { tr: "Boza", en: "Boza" }, secondary: null, description: null, priceKurus: 8_000, image: null, soldOut: "until_further_notice" },
      { id: "4", name: { tr: "Ayran", en: "Ayran" }, secondary: null, description: null, priceKurus: 4_000, image: null, soldOut: null },
    ],
  },
];

describe("menuListJson and parseMenuList", () => {
  it("carry the menu list in a language there and back unchanged", () => {
    const categories = menu();
    for (const language of ["tr", "en"] as const) {
      expect(parseMenuList(menuListJson(categories, language))).toEqual(menuList(categories, language));
    }
  });

  it("make the text once per menu and language", () => {
    const categories = menu();
    expect(menuListJson(categories, "en")).toBe(menuListJson(categories, "en"));
    expect(menuListJson(categories, "tr")).not.toBe(menuListJson(categories, "en"));
    // Another menu object (the menu changed) is written afresh.
    const changed = menu();
    changed[0]!.items[0]!.priceKurus = 6_500;
    expect(parseMenuList(menuListJson(changed, "en"))[0]!.items[0]!.priceKurus).toBe(6_500);
  });

  it("read the same text into the same list, so what is built from it can be kept", () => {
    const json = menuListJson(menu(), "tr");
    const list = parseMenuList(json);
    expect(parseMenuList(json)).toBe(list);
  });
});
