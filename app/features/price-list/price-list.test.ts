import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { PublicMenuCategory } from "~/features/menu/menu";
import { CARD_LINES, dishLines, packCards, priceListChoices, priceListOf, printedName, type PriceListCategory } from "./price-list";

const menu: PublicMenuCategory[] = [
  {
    id: "bowls",
    name: { tr: "Kaseler", en: "Bowls" },
    items: [
      { id: "kumpir", name: { tr: "Klasik Kumpir", en: "Classic Kumpir" }, secondary: null, description: { tr: "Tereyağlı", en: "Buttery" }, priceKurus: 29_000, image: null, soldOut: true },
      { id: "rosti", name: { tr: "Rösti", en: "" }, secondary: null, description: null, priceKurus: 12_050, image: null },
    ],
  },
];

describe("the printed price list", () => {
  it("lists every dish of the guests' menu with its price, in order, a dish sold out tonight included", () => {
    expect(priceListOf(menu)).toEqual([
      {
        id: "bowls",
        name: { tr: "Kaseler", en: "Bowls" },
        dishes: [
          { id: "kumpir", name: { tr: "Klasik Kumpir", en: "Classic Kumpir" }, priceKurus: 29_000 },
          { id: "rosti", name: { tr: "Rösti", en: "" }, priceKurus: 12_050 },
        ],
      },
    ]);
  });

  it("prints a name in one language or both, once when they are the same, and an empty English name as the Turkish one", () => {
    expect(printedName({ tr: "Klasik Kumpir", en: "Classic Kumpir" }, "both")).toEqual({ first: "Klasik Kumpir", second: "Classic Kumpir" });
    expect(printedName({ tr: "Klasik Kumpir", en: "Classic Kumpir" }, "en")).toEqual({ first: "Classic Kumpir", second: null });
    expect(printedName({ tr: "Rösti", en: "" }, "en")).toEqual({ first: "Rösti", second: null });
    expect(printedName({ tr: "Rösti", en: "" }, "both")).toEqual({ first: "Rösti", second: null });
  });

  it("reads its choices from the address, and takes the defaults for anything else", () => {
    expect(priceListChoices(new URLSearchParams("format=cards&language=en"))).toEqual({ format: "cards", language: "en" });
    expect(priceListChoices(new URLSearchParams("format=banner&language=de"))).toEqual({ format: "poster", language: "both" });
  });
});

describe("packCards", () => {
  const dish = (id: string, length: number) => ({ id, name: { tr: "x".repeat(length), en: "y".repeat(length) }, priceKurus: 100 });
  const list = fc.array(
    fc.record({ id: fc.uuid(), name: fc.constant({ tr: "Kategori", en: "Category" }), dishes: fc.array(fc.nat({ max: 90 }).map((length) => dish(`d${length}`, length + 1)), { minLength: 1, maxLength: 30 }) }),
    { maxLength: 12 },
  );

  it("puts every dish on exactly one card, in menu order, and fills no card past its lines unless one dish alone does", () => {
    fc.assert(
      fc.property(list, fc.constantFrom("tr", "en", "both" as const), fc.integer({ min: 6, max: CARD_LINES }), (categories: PriceListCategory[], language, capacity) => {
        const cards = packCards(categories, language, capacity);
        expect(cards.flatMap((card) => card.flatMap((section) => section.dishes))).toEqual(categories.flatMap((category) => category.dishes));
        for (const card of cards) {
          const used = card.reduce((sum, section) => sum + 2 + section.dishes.reduce((lines, each) => lines + dishLines(each, language), 0), 0);
          const single = card.length === 1 && card[0]!.dishes.length === 1;
          if (!single) expect(used).toBeLessThanOrEqual(capacity);
        }
        // A category split across cards says so on each card after the first.
        for (const [index, card] of cards.entries()) {
          for (const section of card) {
            const earlier = cards.slice(0, index).some((each) => each.some((part) => part.category.id === section.category.id));
            expect(section.continued).toBe(earlier);
          }
        }
      }),
    );
  });

  it("fits the built-in sized menu of short names on one card", () => {
    const categories = [{ id: "a", name: { tr: "A", en: "A" }, dishes: Array.from({ length: 20 }, (_, index) => dish(`a${index}`, 12)) }];
    expect(packCards(categories, "both")).toHaveLength(1);
  });
});
