import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { NOTHING_KNOWN, type GuestDeclarations } from "~/features/allergens/dish";
import type { PublicMenuCategory } from "~/features/menu/menu";
import { DECLARATIONS } from "~/lib/declarations";
import {
  allergenLines,
  allergensSincePrint,
  allergenLineText,
  CARD_ALLERGEN_LINE_HEIGHT,
  CARD_HEADING_HEIGHT,
  CARD_LINE_HEIGHT,
  CARD_LINES,
  dishHeight,
  packCards,
  priceListChoices,
  priceListOf,
  printedAllergensOf,
  printedName,
  PRICE_LIST_LANGUAGES,
  type PriceListCategory,
  type PriceListDish,
} from "./price-list";

/** A dish the menu knows everything of: vegetarian, with gluten and milk, and traces of sesame. */
const cheesy: GuestDeclarations = { contains: ["gluten", "milk"], mayContain: ["sesame"], vegetarian: true, vegan: false, incomplete: false };
/** Known to contain none of the 16, and no diet proven. */
const FREE: GuestDeclarations = { contains: [], mayContain: [], vegetarian: false, vegan: false, incomplete: false };

const menu: PublicMenuCategory[] = [
  {
    id: "bowls",
    name: { tr: "Kaseler", en: "Bowls" },
    items: [
      { id: "kumpir", name: { tr: "Klasik Kumpir", en: "Classic Kumpir" }, secondary: null, description: { tr: "Tereyağlı", en: "Buttery" }, priceKurus: 29_000, image: null, soldOut: "tonight", allergens: cheesy },
      { id: "rosti", name: { tr: "Rösti", en: "" }, secondary: null, description: null, priceKurus: 12_050, image: null },
    ],
  },
];

describe("the printed price list", () => {
  it("lists every dish of the guests' menu with its price and the menu's allergens, in order, a dish sold out tonight included", () => {
    expect(priceListOf(menu)).toEqual([
      {
        id: "bowls",
        name: { tr: "Kaseler", en: "Bowls" },
        dishes: [
          { id: "kumpir", name: { tr: "Klasik Kumpir", en: "Classic Kumpir" }, priceKurus: 29_000, allergens: cheesy },
          // Nothing known of it (the menu's built-in offline copy): the menu warns, and so does the list.
          { id: "rosti", name: { tr: "Rösti", en: "" }, priceKurus: 12_050, allergens: NOTHING_KNOWN },
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

describe("allergenLines", () => {
  const texts = (allergens: GuestDeclarations, language: "tr" | "en" | "both") => allergenLines(allergens, language).map((line) => [line.language, allergenLineText(line)]);

  it("says what the guest menu says, in the list's language: a diet, 'contains', 'may contain', each declaration by its Turkish name first", () => {
    expect(texts(cheesy, "tr")).toEqual([["tr", "Vejetaryen · İçerir: Gluten içeren tahıllar, Süt · İçerebilir: Susam"]]);
    expect(texts(cheesy, "en")).toEqual([["en", "Vegetarian · Contains: Gluten içeren tahıllar / Cereals containing gluten, Süt / Milk · May contain: Susam / Sesame"]]);
  });

  it("says it in both languages on a list in both, the Turkish line first and the English one naming each declaration in English", () => {
    expect(texts(cheesy, "both")).toEqual([
      ["tr", "Vejetaryen · İçerir: Gluten içeren tahıllar, Süt · İçerebilir: Susam"],
      ["en", "Vegetarian · Contains: Cereals containing gluten, Milk · May contain: Sesame"],
    ]);
  });

  it("marks a Turkish name inside an English line as Turkish", () => {
    const [line] = allergenLines({ ...FREE, contains: ["milk"] }, "en");
    expect(line!.statements).toEqual([
      {
        kind: "contains",
        parts: [
          { language: "en", text: "Contains: " },
          { language: "tr", text: "Süt" },
          { language: "en", text: " / Milk" },
        ],
      },
    ]);
  });

  it("warns wherever something is not known, as the menu does, with what is known beside it", () => {
    expect(texts(NOTHING_KNOWN, "tr")).toEqual([["tr", "Alerjen bilgisi eksik — lütfen personelimize sorun"]]);
    expect(texts(NOTHING_KNOWN, "en")).toEqual([["en", "Allergen information incomplete — please ask our staff"]]);
    expect(texts({ ...FREE, contains: ["eggs"], incomplete: true }, "both")).toEqual([
      ["tr", "İçerir: Yumurta · Alerjen bilgisi eksik — lütfen personelimize sorun"],
      ["en", "Contains: Eggs · Allergen information incomplete — please ask our staff"],
    ]);
  });

  it("names a vegan dish vegan, not also vegetarian, and says nothing of a dish known to contain none of the 16", () => {
    expect(texts({ ...FREE, vegetarian: true, vegan: true }, "en")).toEqual([["en", "Vegan"]]);
    expect(allergenLines(FREE, "both")).toEqual([]);
  });

  it("keeps the 16 declarations in the order the menu gives them", () => {
    const all: GuestDeclarations = { ...FREE, contains: [...DECLARATIONS] };
    const [line] = allergenLines(all, "tr");
    expect(allergenLineText(line!)).toBe(
      "İçerir: Gluten içeren tahıllar, Kabuklular, Yumurta, Balık, Yer fıstığı, Soya, Süt, Sert kabuklu meyveler, Kereviz, Hardal, Susam, Kükürt dioksit ve sülfitler, Acı bakla, Yumuşakçalar, Alkol, Domuz",
    );
  });
});

describe("packCards", () => {
  const guest: fc.Arbitrary<GuestDeclarations> = fc.record({
    contains: fc.subarray([...DECLARATIONS]),
    mayContain: fc.subarray([...DECLARATIONS]),
    vegetarian: fc.boolean(),
    vegan: fc.boolean(),
    incomplete: fc.boolean(),
  });
  const dish = (id: string, length: number, allergens: GuestDeclarations = FREE): PriceListDish => ({ id, name: { tr: "x".repeat(length), en: "y".repeat(length) }, priceKurus: 100, allergens });
  // Categories of a menu each have an id of their own (fast-check draws the same uuid twice now and then).
  const list = fc.uniqueArray(
    fc.record({
      id: fc.uuid(),
      name: fc.constant({ tr: "Kategori", en: "Category" }),
      dishes: fc.array(
        fc.tuple(fc.nat({ max: 90 }), guest).map(([length, allergens]) => dish(`d${length}`, length + 1, allergens)),
        { minLength: 1, maxLength: 30 },
      ),
    }),
    { maxLength: 12, selector: (category) => category.id },
  );

  it("counts a dish's allergen lines with its name's, each at its smaller height", () => {
    const named = dish("a", 12);
    expect(dishHeight(named, "tr")).toBe(CARD_LINE_HEIGHT);
    // 'Alerjen bilgisi eksik — lütfen personelimize sorun': one line; its English: two.
    expect(dishHeight({ ...named, allergens: NOTHING_KNOWN }, "tr")).toBe(CARD_LINE_HEIGHT + CARD_ALLERGEN_LINE_HEIGHT);
    expect(dishHeight({ ...named, allergens: NOTHING_KNOWN }, "en")).toBe(CARD_LINE_HEIGHT + 2 * CARD_ALLERGEN_LINE_HEIGHT);
    expect(dishHeight({ ...named, allergens: NOTHING_KNOWN }, "both")).toBe(2 * CARD_LINE_HEIGHT + 3 * CARD_ALLERGEN_LINE_HEIGHT);
    expect(dishHeight({ ...named, allergens: { ...FREE, contains: ["milk"] } }, "both")).toBe(2 * CARD_LINE_HEIGHT + 2 * CARD_ALLERGEN_LINE_HEIGHT);
  });

  it("puts every dish on exactly one card, in menu order, and fills no card past its lines unless one dish alone does", () => {
    fc.assert(
      fc.property(list, fc.constantFrom("tr", "en", "both" as const), fc.integer({ min: 6, max: CARD_LINES }), (categories: PriceListCategory[], language, capacity) => {
        const cards = packCards(categories, language, capacity);
        expect(cards.flatMap((card) => card.flatMap((section) => section.dishes))).toEqual(categories.flatMap((category) => category.dishes));
        for (const card of cards) {
          const used = card.reduce((sum, section) => sum + CARD_HEADING_HEIGHT + section.dishes.reduce((height, each) => height + dishHeight(each, language), 0), 0);
          const single = card.length === 1 && card[0]!.dishes.length === 1;
          if (!single) expect(used).toBeLessThanOrEqual(capacity * CARD_LINE_HEIGHT);
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

  it("takes more cards for dishes that carry a warning in both languages", () => {
    const categories = [{ id: "a", name: { tr: "A", en: "A" }, dishes: Array.from({ length: 20 }, (_, index) => dish(`a${index}`, 12, NOTHING_KNOWN)) }];
    expect(packCards(categories, "tr")).toHaveLength(1);
    expect(packCards(categories, "both")).toHaveLength(2);
  });
});

describe("allergensSincePrint", () => {
  const dish = (id: string, allergens: GuestDeclarations): PriceListDish => ({ id, name: { tr: `${id} tr`, en: `${id} en` }, priceKurus: 1_000, allergens });
  const list = (...dishes: PriceListDish[]): PriceListCategory[] => [{ id: "bowls", name: { tr: "Kaseler", en: "Bowls" }, dishes }];

  it("names, in menu order, each dish on the paper whose allergens the menu now says otherwise", () => {
    const printed = printedAllergensOf(list(dish("a", cheesy), dish("b", FREE), dish("c", NOTHING_KNOWN)));
    expect(allergensSincePrint(printed, list(dish("a", cheesy), dish("b", FREE), dish("c", NOTHING_KNOWN)))).toBeNull();
    const now = list(dish("c", { ...NOTHING_KNOWN, contains: ["milk"] }), dish("a", { ...cheesy, mayContain: [] }), dish("b", FREE));
    expect(allergensSincePrint(printed, now)).toEqual({ kind: "changed", dishes: [{ tr: "c tr", en: "c en" }, { tr: "a tr", en: "a en" }] });
  });

  it("leaves a dish added or taken off since to the list's dates", () => {
    const printed = printedAllergensOf(list(dish("a", cheesy), dish("gone", FREE)));
    expect(allergensSincePrint(printed, list(dish("a", cheesy), dish("new", NOTHING_KNOWN)))).toBeNull();
  });

  it("says a print that recorded nothing is not known to match", () => {
    expect(allergensSincePrint(null, list(dish("a", FREE)))).toEqual({ kind: "unknown" });
  });

  const guestDeclarationsArbitrary: fc.Arbitrary<GuestDeclarations> = fc
    .record({
      states: fc.array(fc.constantFrom("contains", "may-contain", "none"), { minLength: DECLARATIONS.length, maxLength: DECLARATIONS.length }),
      vegetarian: fc.boolean(),
      vegan: fc.boolean(),
      incomplete: fc.boolean(),
    })
    .map(({ states, vegetarian, vegan, incomplete }) => ({
      // As the menu works them out (guestDeclarations): in the declarations' order, and a vegan dish vegetarian too.
      contains: DECLARATIONS.filter((_, index) => states[index] === "contains"),
      mayContain: DECLARATIONS.filter((_, index) => states[index] === "may-contain"),
      vegetarian: vegetarian || vegan,
      vegan,
      incomplete,
    }));

  it("records two dishes alike exactly when the paper prints them alike, in every language", () => {
    fc.assert(
      fc.property(guestDeclarationsArbitrary, guestDeclarationsArbitrary, (first, second) => {
        const recordedAlike = printedAllergensOf(list(dish("x", first)))["x"] === printedAllergensOf(list(dish("x", second)))["x"];
        const printedAlike = PRICE_LIST_LANGUAGES.every((language) => JSON.stringify(allergenLines(first, language)) === JSON.stringify(allergenLines(second, language)));
        expect(recordedAlike).toBe(printedAlike);
      }),
    );
  });
});
