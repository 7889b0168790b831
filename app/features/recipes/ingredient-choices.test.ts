import { describe, expect, it } from "vitest";
import { choiceKey, choiceLabel, filterIngredientChoices, ingredientChoicesOf, ingredientLineFor, recipeUnitFor, startingUnit, type IngredientChoice } from "./ingredient-choices";

const choice = (name: string, type: IngredientChoice["type"] = "inventory", vendor: string | null = null): IngredientChoice => ({ type, id: vendor ? `${name}@${vendor}` : name, name, vendor, unit: "kg", startUnit: "kg" });
const names = (found: readonly IngredientChoice[]) => found.map((each) => each.name);

describe("the type-ahead's search over items and recipes", () => {
  const choices = ["Domates", "Domates sosu", "Kırmızı soğan", "Soğan", "Şeker", "Taze soğan", "Un"].map((name) => choice(name, name === "Domates sosu" ? "recipe" : "inventory"));

  it("folds Turkish letters and case: 'sogan' finds every Soğan, 'SEKER' finds Şeker", () => {
    expect(names(filterIngredientChoices(choices, "sogan"))).toEqual(["Soğan", "Kırmızı soğan", "Taze soğan"]);
    expect(names(filterIngredientChoices(choices, "SEKER"))).toEqual(["Şeker"]);
    expect(names(filterIngredientChoices(choices, "kirmizi"))).toEqual(["Kırmızı soğan"]);
  });

  it("puts a name that starts with the query first, then one with a word that does, then the rest, each in the given order", () => {
    const found = filterIngredientChoices([choice("Yoğurtlu soğan"), choice("Kasoğan"), choice("Soğanlı köfte")], "sog");
    expect(names(found)).toEqual(["Soğanlı köfte", "Yoğurtlu soğan", "Kasoğan"]);
  });

  it("finds items and recipes together, and needs every word of the query", () => {
    expect(filterIngredientChoices(choices, "domates").map((each) => each.type)).toEqual(["inventory", "recipe"]);
    expect(names(filterIngredientChoices(choices, "  sos   domates "))).toEqual(["Domates sosu"]);
    expect(filterIngredientChoices(choices, "biber")).toEqual([]);
  });

  it("offers everything, in the given order, for an empty query, and never more than the limit", () => {
    expect(names(filterIngredientChoices(choices, " "))).toEqual(names(choices));
    expect(filterIngredientChoices(choices, "", 3)).toHaveLength(3);
    expect(filterIngredientChoices(choices, "o", 2)).toHaveLength(2);
  });

  it("searches an item's vendor too, after the names: 'un metro' finds Metro's Un, 'metro' every Metro item", () => {
    const stocked = [choice("Fındık unu", "inventory", "Metro"), choice("Metro ekmeği", "inventory", "Fırıncı"), choice("Un", "inventory", "Makro"), choice("Un", "inventory", "Metro"), choice("Un helvası", "recipe")];
    expect(filterIngredientChoices(stocked, "un").map(choiceLabel)).toEqual(["Un · Makro", "Un · Metro", "Un helvası", "Fındık unu · Metro"]);
    expect(filterIngredientChoices(stocked, "un metro").map(choiceLabel)).toEqual(["Un · Metro", "Fındık unu · Metro"]);
    expect(filterIngredientChoices(stocked, "MAKRO un").map(choiceLabel)).toEqual(["Un · Makro"]);
    // The option's own text, typed or pasted back.
    expect(filterIngredientChoices(stocked, "Un · Metro").map(choiceLabel)).toEqual(["Un · Metro", "Fındık unu · Metro"]);
    // A name with the word ranks before an item found by its vendor alone.
    expect(filterIngredientChoices(stocked, "metro").map(choiceLabel)).toEqual(["Metro ekmeği · Fırıncı", "Fındık unu · Metro", "Un · Metro"]);
    // A recipe has no vendor to search.
    expect(filterIngredientChoices([choice("Sos", "recipe")], "metro")).toEqual([]);
  });
});

describe("the unit a line starts in", () => {
  it("is the item's own unit", () => {
    expect(startingUnit({ type: "inventory", unit: "kg", pack: null })).toBe("kg");
    expect(startingUnit({ type: "inventory", unit: "g", pack: null })).toBe("g");
    expect(startingUnit({ type: "inventory", unit: "l", pack: null })).toBe("l");
    expect(startingUnit({ type: "inventory", unit: "piece", pack: null })).toBe("piece");
    // Bought by the kilogram, with a piece's weight known: still kilograms.
    expect(startingUnit({ type: "inventory", unit: "kg", pack: { unit: "piece", amountMilli: 150_000, amountUnit: "g" } })).toBe("kg");
  });

  it("is the pack's when no recipe unit is the item's: a bottle of 0.7 l starts in l", () => {
    expect(startingUnit({ type: "inventory", unit: "bottle", pack: { unit: "bottle", amountMilli: 700, amountUnit: "l" } })).toBe("l");
    expect(startingUnit({ type: "inventory", unit: "pack", pack: { unit: "pack", amountMilli: 500_000, amountUnit: "g" } })).toBe("g");
    // Nothing to go by: the brief's default.
    expect(startingUnit({ type: "inventory", unit: "pack", pack: null })).toBe("g");
  });

  it("is what a recipe's yield is measured in, or a piece (a whole batch) without a yield", () => {
    expect(startingUnit({ type: "recipe", yieldUnit: "l" })).toBe("l");
    expect(startingUnit({ type: "recipe", yieldUnit: null })).toBe("piece");
  });

  it("keeps a unit recipes are measured in, and gives nothing for one they are not (a box)", () => {
    expect(recipeUnitFor("tbsp")).toBe("tbsp");
    expect(recipeUnitFor("box")).toBeNull();
  });
});

describe("a chosen item or recipe as the form's line and list", () => {
  it("fills the id of its kind, quantity 1 and its starting unit", () => {
    expect(ingredientLineFor({ type: "recipe", id: "r1", name: "Sos", vendor: null, unit: "l", startUnit: "l" })).toEqual({ type: "recipe", inventoryItemId: undefined, recipeId: "r1", quantity: "1", unit: "l" });
    expect(ingredientLineFor(choice("Un"), "0,25")).toMatchObject({ type: "inventory", inventoryItemId: "Un", quantity: "0,25", unit: "kg" });
  });

  it("lists items and recipes together in the language's name order, a recipe by its name in the list", () => {
    const list = ingredientChoicesOf(
      { items: [["i1", "Zeytinyağı", "Ege", "l", "l"], ["i2", "Çörek otu", "Metro", "g", "g"]], recipes: [["r1", null, "piece"], ["gone", "l", "l"]] },
      [{ id: "r1", name: "Cacık" }],
      "tr",
    );
    expect(list.map((each) => `${each.type}:${each.name}`)).toEqual(["recipe:Cacık", "inventory:Çörek otu", "inventory:Zeytinyağı"]);
    expect(ingredientChoicesOf(null, [], "en")).toEqual([]);
  });

  it("tells two items of one name apart by their vendors: 'Un · Makro' and 'Un · Metro', each choosing its own item", () => {
    const list = ingredientChoicesOf(
      { items: [["metro-un", "Un", "Metro", "kg", "kg"], ["makro-un", "Un", "Makro", "kg", "kg"], ["salt", "Tuz", " ", "kg", "kg"]], recipes: [["r1", "kg", "kg"]] },
      [{ id: "r1", name: "Un" }],
      "tr",
    );
    expect(list.map((each) => [choiceKey(each.type, each.id), choiceLabel(each), each.unit])).toEqual([
      // A vendor left blank adds nothing.
      ["inventory:salt", "Tuz", "kg"],
      ["inventory:makro-un", "Un · Makro", "kg"],
      ["inventory:metro-un", "Un · Metro", "kg"],
      ["recipe:r1", "Un", "kg"],
    ]);
    expect(list.find((each) => each.vendor === "Metro")).toMatchObject({ id: "metro-un", vendor: "Metro" });
    expect(ingredientLineFor(filterIngredientChoices(list, "un metro")[0]!)).toMatchObject({ type: "inventory", inventoryItemId: "metro-un" });
  });
});
