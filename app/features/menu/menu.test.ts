import { describe, expect, it } from "vitest";
import { NOTHING_KNOWN } from "~/features/allergens/dish";
import { findMenuItemBySlug, itemSlug, menuItemPaths, menuList, type PublicMenuCategory } from "./menu";

const categories: PublicMenuCategory[] = [
  {
    id: "hot-drinks",
    name: { tr: "Sıcak İçecekler", en: "Hot Drinks" },
    items: [
      { id: "1", name: { tr: "Çay", en: "Turkish Tea" }, secondary: null, description: null, priceKurus: 6_000, image: null },
      { id: "2", name: { tr: "Türk Kahvesi", en: "Turkish Coffee" }, secondary: null, description: null, priceKurus: 12_000, image: null },
    ],
  },
];

describe("findMenuItemBySlug", () => {
  it("finds an item by its slug in the shown language", () => {
    expect(findMenuItemBySlug(categories, "turkish-tea", "en")?.item.id).toBe("1");
    expect(findMenuItemBySlug(categories, "turk-kahvesi", "tr")?.item.id).toBe("2");
  });

  it("finds it by the other language's slug too, so shared links open for everyone", () => {
    expect(findMenuItemBySlug(categories, "cay", "en")?.item.id).toBe("1");
    expect(findMenuItemBySlug(categories, "turkish-coffee", "tr")?.item.id).toBe("2");
  });

  it("gives a name two items share to the first in menu order", () => {
    const twice: PublicMenuCategory[] = [
      ...categories,
      { id: "breakfast", name: { tr: "Kahvaltı", en: "Breakfast" }, items: [{ ...categories[0]!.items[0]!, id: "3" }] },
    ];
    expect(findMenuItemBySlug(twice, "turkish-tea", "en")?.item.id).toBe("1");
  });

  it("finds nothing for an unknown slug", () => {
    expect(findMenuItemBySlug(categories, "kumpir", "tr")).toBeNull();
  });

  it("makes slugs from the name in a language", () => {
    const tea = categories[0]!.items[0]!;
    expect(itemSlug(tea, "tr")).toBe("cay");
    expect(itemSlug(tea, "en")).toBe("turkish-tea");
  });
});

describe("menuList", () => {
  it("gives the menu in one language, with each item's slug in that language", () => {
    const described: PublicMenuCategory[] = [
      {
        ...categories[0]!,
        items: [{ ...categories[0]!.items[0]!, secondary: { tr: "İnce belli", en: "" }, description: { en: "Black tea." } }],
      },
    ];
    expect(menuList(described, "tr")).toEqual([
      {
        id: "hot-drinks",
        name: "Sıcak İçecekler",
        items: [
          // Nothing known of its allergens and no sold-out state: the built-in copy, or a menu read before any were declared.
          { id: "1", name: "Çay", slug: "cay", priceKurus: 6_000, secondary: "İnce belli", description: "Black tea.", image: null, allergens: NOTHING_KNOWN, soldOut: false },
        ],
      },
    ]);
    // An empty English text falls back to the Turkish one, as everywhere else.
    expect(menuList(described, "en")[0]!.items[0]).toMatchObject({ name: "Turkish Tea", slug: "turkish-tea", secondary: "İnce belli" });
    expect(menuList([{ ...described[0]!, items: [{ ...described[0]!.items[0]!, soldOut: true }] }], "en")[0]!.items[0]!.soldOut).toBe(true);
  });
});

describe("menuItemPaths", () => {
  it("points each language at the item's slug in that language", () => {
    expect(menuItemPaths({ name: { tr: "Çay", en: "Turkish Tea" } })).toEqual({ tr: "/menu/cay", en: "/menu/turkish-tea" });
  });
});
