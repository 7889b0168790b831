import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CATEGORY_TEXT_COLUMNS, ITEM_TEXT_COLUMNS, outdatedLanguages, outdatedTextsAfter, parseOutdatedTexts, storedOutdatedTexts } from "./translation-review";

const item = (texts: Partial<Record<string, string | null>> = {}) => ({
  name_tr: "Klasik Kumpir", name_en: "Classic Kumpir", secondary_tr: null, secondary_en: null, description_tr: "Tereyağlı", description_en: "Buttery", ...texts,
});

describe("outdatedTextsAfter", () => {
  it("a Turkish name changed alone marks its English as needing review, and the other way round", () => {
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item(), item({ name_tr: "Kaşarlı Kumpir" }), [])).toEqual(["name_en"]);
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item(), item({ description_en: "With butter" }), [])).toEqual(["description_tr"]);
  });

  it("both changed together, or the outdated text edited, clears it; an unrelated edit keeps it", () => {
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item(), item({ name_tr: "Kaşarlı", name_en: "Kashar" }), ["name_en"])).toEqual([]);
    // The outdated English edited: it catches up with the Turkish, which is not outdated by it.
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item(), item({ name_en: "Kashar Kumpir" }), ["name_en"])).toEqual([]);
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item({ name_en: "Kashar Kumpir" }), item({ name_en: "Kashar Kumpir" }), ["name_en"])).toEqual(["name_en"]);
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item(), item({ description_tr: "Bol tereyağlı" }), ["name_en"])).toEqual(["name_en", "description_en"]);
  });

  it("an empty text is missing, not outdated, and a text added where there was none outdates nothing", () => {
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item({ description_en: "" }), item({ description_en: "", description_tr: "Yeni" }), [])).toEqual([]);
    expect(outdatedTextsAfter(ITEM_TEXT_COLUMNS, item({ secondary_en: "Slow baked" }), item({ secondary_en: "Slow baked", secondary_tr: "Ağır fırında" }), [])).toEqual([]);
    // Whitespace is not a change.
    expect(outdatedTextsAfter(CATEGORY_TEXT_COLUMNS, { name_tr: "Kaseler", name_en: "Bowls" }, { name_tr: " Kaseler ", name_en: "Bowls" }, [])).toEqual([]);
  });

  it("never marks a text that changed, nor an empty one", () => {
    const texts = fc.record({ name_tr: fc.constantFrom("", "A", "B"), name_en: fc.constantFrom("", "A", "C"), description_tr: fc.constantFrom("", "x", "y"), description_en: fc.constantFrom("", "x", "z") });
    fc.assert(
      fc.property(texts, texts, fc.subarray(["name_tr", "name_en", "description_tr", "description_en"]), (before, after, outdated) => {
        const result = outdatedTextsAfter(ITEM_TEXT_COLUMNS, before, after, outdated);
        for (const column of result) {
          expect((after as Record<string, string>)[column]).not.toBe("");
          expect((after as Record<string, string>)[column]).toBe((before as Record<string, string>)[column]);
        }
      }),
    );
  });
});

describe("the stored list", () => {
  it("goes there and back, keeps only text columns, and reads damage as none", () => {
    expect(parseOutdatedTexts(storedOutdatedTexts(["name_en", "description_tr"]), ITEM_TEXT_COLUMNS)).toEqual(["name_en", "description_tr"]);
    expect(storedOutdatedTexts([])).toBeNull();
    expect(parseOutdatedTexts('["price_kurus","name_en"]', ITEM_TEXT_COLUMNS)).toEqual(["name_en"]);
    expect(parseOutdatedTexts("{not json", ITEM_TEXT_COLUMNS)).toEqual([]);
    expect(outdatedLanguages(["description_tr", "name_en"])).toEqual(["tr", "en"]);
  });
});
