import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTHING_KNOWN } from "~/features/allergens/dish";
import { findMenuItemBySlug, idMark, menuItemPaths, menuList, nameSlug, type PublicMenuCategory, type PublicMenuItem } from "./menu";

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

function dish(id: string, tr: string, en: string): PublicMenuItem {
  return { id, name: { tr, en }, secondary: null, description: null, priceKurus: 6_000, image: null };
}

describe("findMenuItemBySlug", () => {
  it("finds an item by its slug", () => {
    expect(findMenuItemBySlug(categories, "turkish-tea")?.item.id).toBe("1");
    expect(findMenuItemBySlug(categories, "turk-kahvesi")?.item.id).toBe("2");
  });

  it("finds it by either language's slug, so shared links open for everyone", () => {
    expect(findMenuItemBySlug(categories, "cay")?.item.id).toBe("1");
    expect(findMenuItemBySlug(categories, "turkish-coffee")?.item.id).toBe("2");
  });

  it("finds nothing for an unknown slug", () => {
    expect(findMenuItemBySlug(categories, "kumpir")).toBeNull();
  });
});

describe("menuItemPaths", () => {
  it("points each language at the slug of the item's name in that language", () => {
    expect(menuItemPaths(categories, categories[0]!.items[0]!)).toEqual({ tr: "/menu/cay", en: "/menu/turkish-tea" });
  });

  it("gives a second dish of the same name an address of its own, marked with its id, which opens it", () => {
    const teaAgain = { ...categories[0]!.items[0]!, id: "3", priceKurus: 9_000 };
    const twice: PublicMenuCategory[] = [...categories, { id: "breakfast", name: { tr: "Kahvaltı", en: "Breakfast" }, items: [teaAgain] }];
    // The first in menu order keeps the address it had.
    expect(menuItemPaths(twice, twice[0]!.items[0]!)).toEqual({ tr: "/menu/cay", en: "/menu/turkish-tea" });
    expect(menuItemPaths(twice, teaAgain)).toEqual({ tr: `/menu/cay-${idMark("3")}`, en: `/menu/turkish-tea-${idMark("3")}` });
    expect(findMenuItemBySlug(twice, `cay-${idMark("3")}`)?.item.priceKurus).toBe(9_000);
    expect(findMenuItemBySlug(twice, "turkish-tea")?.item.priceKurus).toBe(6_000);
    // Reordered, the plain address goes to the first in menu order; a marked link shared before still opens its dish.
    const reordered = [twice[1]!, twice[0]!];
    expect(menuItemPaths(reordered, categories[0]!.items[0]!).tr).toBe(`/menu/cay-${idMark("1")}`);
    expect(findMenuItemBySlug(reordered, "cay")?.item.id).toBe("3");
    expect(findMenuItemBySlug(reordered, `cay-${idMark("3")}`)?.item.id).toBe("3");
  });

  it("gives a name of no letters or digits the mark of its id", () => {
    const fries = dish("fries", "🍟", "🍟");
    const menu: PublicMenuCategory[] = [{ ...categories[0]!, items: [fries] }];
    expect(menuItemPaths(menu, fries)).toEqual({ tr: `/menu/${idMark("fries")}`, en: `/menu/${idMark("fries")}` });
    expect(findMenuItemBySlug(menu, idMark("fries"))?.item).toBe(fries);
  });

  it("gives every item of any menu addresses that open it and no other", () => {
    // Names from a few words, so that many dishes share a name, in one language or across both.
    const name = fc.constantFrom("Çay", "Cay", "çay", "Tea", "🍟", "", "Ayran", "Çay 2");
    const menus = fc.array(fc.array(fc.tuple(name, name), { maxLength: 6 }), { minLength: 1, maxLength: 4 }).map((categoryNames) => {
      let id = 0;
      return categoryNames.map((names, index): PublicMenuCategory => ({
        id: `category-${index}`,
        name: { tr: `K${index}`, en: `C${index}` },
        items: names.map(([tr, en]) => dish(`item-${++id}`, tr, en)),
      }));
    });
    fc.assert(
      fc.property(menus, (menu) => {
        for (const category of menu) {
          for (const item of category.items) {
            const paths = menuItemPaths(menu, item);
            for (const language of ["tr", "en"] as const) {
              const slug = paths[language].replace(/^\/menu\//, "");
              expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
              expect(findMenuItemBySlug(menu, slug)?.item).toBe(item);
              expect(menuList(menu, language).flatMap((listed) => listed.items).find((listed) => listed.id === item.id)?.slug).toBe(slug);
            }
          }
        }
      }),
    );
  });
});

describe("nameSlug", () => {
  it("makes a slug from the name in a language, or the other's when it is empty", () => {
    const tea = categories[0]!.items[0]!;
    expect(nameSlug(tea, "tr")).toBe("cay");
    expect(nameSlug(tea, "en")).toBe("turkish-tea");
    expect(nameSlug(dish("x", "Ayran", ""), "en")).toBe("ayran");
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
          { id: "1", name: "Çay", otherName: "Turkish Tea", slug: "cay", priceKurus: 6_000, secondary: "İnce belli", description: "Black tea.", image: null, allergens: NOTHING_KNOWN, soldOut: null },
        ],
      },
    ]);
    // An empty English text falls back to the Turkish one, as everywhere else.
    expect(menuList(described, "en")[0]!.items[0]).toMatchObject({ name: "Turkish Tea", otherName: "Çay", slug: "turkish-tea", secondary: "İnce belli" });
    // A name the same in both languages is not sent twice.
    expect(menuList([{ ...described[0]!, items: [{ ...described[0]!.items[0]!, name: { tr: "Ayran", en: "Ayran" } }] }], "en")[0]!.items[0]!.otherName).toBeNull();
    for (const kind of ["tonight", "until_further_notice"] as const) {
      expect(menuList([{ ...described[0]!, items: [{ ...described[0]!.items[0]!, soldOut: kind }] }], "en")[0]!.items[0]!.soldOut).toBe(kind);
    }
  });
});
