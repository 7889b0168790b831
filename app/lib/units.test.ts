import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/localize";
import { ALL_UNITS, INVENTORY_UNITS, isUnit, measureOf, OLD_UNIT_SPELLINGS, RECIPE_UNITS, unitChoices, unitFromText, unitLabel, UNITS } from "./units";

const PICKERS = { recipe: RECIPE_UNITS, inventory: INVENTORY_UNITS, pack: ALL_UNITS };

describe("unit labels", () => {
  it("name every key in both languages", () => {
    for (const unit of UNITS) {
      for (const language of LANGUAGES) {
        expect(unitLabel(unit, language), `${unit} in ${language}`).toMatch(/\S/);
        expect(unitLabel(unit, language, 2_000), `${unit} after 2 in ${language}`).toMatch(/\S/);
      }
    }
  });

  it("are the kitchen's own words in each language", () => {
    expect(RECIPE_UNITS.map((unit) => unitLabel(unit, "tr"))).toEqual([
      "g", "kg", "ml", "l", "adet", "su bardağı", "yemek kaşığı", "çay kaşığı", "tutam", "dilim", "diş", "demet",
    ]);
    expect(INVENTORY_UNITS.map((unit) => unitLabel(unit, "tr"))).toEqual(["kg", "g", "l", "ml", "adet", "paket", "kutu", "şişe", "poşet"]);
    expect(INVENTORY_UNITS.map((unit) => unitLabel(unit, "en"))).toEqual(["kg", "g", "l", "ml", "piece", "pack", "box", "bottle", "bag"]);
    expect([unitLabel("cup", "en", 2_000), unitLabel("cup", "en", 1_000), unitLabel("cup", "tr", 2_000)]).toEqual(["cups", "cup", "su bardağı"]);
  });

  it.each(Object.entries(PICKERS))("never offer a unit twice in the %s picker, under any name", (_, units) => {
    expect(new Set(units).size).toBe(units.length);
    for (const language of LANGUAGES) {
      const labels = unitChoices(units, language).map((choice) => choice.label);
      expect(new Set(labels).size, `${language}: ${labels.join(", ")}`).toBe(labels.length);
      // Two keys for one measure of the same size would be a synonym (g and gr, l and lt).
      const sizes = units.map((unit) => measureOf(unit)).map(({ measure, factor }) => `${measure}×${factor}`);
      expect(new Set(sizes).size).toBe(sizes.length);
      // No old spelling is offered beside its key.
      expect(labels.filter((label) => Object.hasOwn(OLD_UNIT_SPELLINGS, label) && !units.some((unit) => unitLabel(unit, language) === label))).toEqual([]);
    }
  });

  it("read back from what a person or a file writes, in either language or an old spelling", () => {
    for (const unit of UNITS) {
      for (const language of LANGUAGES) expect(unitFromText(unitLabel(unit, language))).toBe(unit);
      expect(unitFromText(unit)).toBe(unit);
    }
    expect(unitFromText("gr")).toBe("g");
    expect(unitFromText(" LT ")).toBe("l");
    expect(unitFromText("ŞİŞE")).toBe("bottle");
    expect(unitFromText("Su  Bardağı")).toBe("cup");
    expect(unitFromText("pieces")).toBe("piece");
    // English words in capitals: their I is not the Turkish dotless one.
    for (const [written, unit] of [["PIECES", "piece"], ["SLICE", "slice"], ["SLICES", "slice"], ["Pieces", "piece"]] as const) expect(unitFromText(written)).toBe(unit);
    expect(unitFromText("gallon")).toBeUndefined();
    expect(Object.values(OLD_UNIT_SPELLINGS).every(isUnit)).toBe(true);
  });

  it("show a text that is no key as it is", () => {
    expect(unitLabel("gallon", "tr")).toBe("gallon");
  });
});
