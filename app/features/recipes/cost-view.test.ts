import { describe, expect, it } from "vitest";
import { ratio } from "~/lib/rational";
import { createCosting } from "./costing";
import { conversionText, formatKurus, ingredientView, kurusOf } from "./cost-view";

describe("a cost as the page shows it", () => {
  const costing = createCosting(
    [{ id: "oil", name: "Zeytinyağı", unit: "l", priceKurus: 18_000, pack: null }],
    [
      { id: "sauce", name: "Sos", yield: { quantityMilli: 2_000, unit: "l" }, ingredients: [{ type: "inventory", sourceId: "oil", quantityMilli: 2_000, unit: "tbsp" }] },
      { id: "pasta", name: "Makarna", yield: null, ingredients: [{ type: "recipe", sourceId: "sauce", quantityMilli: 250_000, unit: "ml" }] },
    ],
  );

  it("writes the conversion applied, in the page's notation and words: '2 yemek kaşığı = 30 ml = 0,03 l × 180,00 ₺'", () => {
    const line = ingredientView(costing.costOf("sauce")!.lines[0]!, null);
    expect(conversionText(line, "tr", "parti")).toBe("2 yemek kaşığı = 30 ml = 0,03 l × 180,00 ₺");
    expect(conversionText(line, "en", "batch")).toBe("2 tbsp = 30 ml = 0.03 l × 180.00 ₺");
    expect(line).toMatchObject({ name: "Zeytinyağı", costKurus: "540", price: { type: "inventory", priceKurus: 18_000, unit: "l" } });
  });

  it("names an item's vendor, which tells items of one name apart; a sub-recipe has none", () => {
    const vendors = new Map([["oil", "Ege"]]);
    expect(ingredientView(costing.costOf("sauce")!.lines[0]!, null, (id) => vendors.get(id))).toMatchObject({ name: "Zeytinyağı", vendor: "Ege" });
    expect(ingredientView(costing.costOf("sauce")!.lines[0]!, null, () => " ").vendor).toBeNull();
    expect(ingredientView(costing.costOf("sauce")!.lines[0]!, null).vendor).toBeNull();
    expect(ingredientView(costing.costOf("pasta")!.lines[0]!, "Sos", () => "Ege").vendor).toBeNull();
  });

  it("prices a sub-recipe by its batch, and counts the part used", () => {
    const line = ingredientView(costing.costOf("pasta")!.lines[0]!, "Sos");
    expect(conversionText(line, "en", "batch")).toBe("250 ml = 0.25 l = 0.125 batch × 5.40 ₺");
    // 5,40 / 8 = 0,675: shown rounded half up, once.
    expect(line.costKurus).toBe("68");
  });

  it("marks a rounded step, and keeps costs beyond a number's exact integers exact", () => {
    const bottle = createCosting([{ id: "wine", name: "Şarap", unit: "bottle", priceKurus: 30_000, pack: { unit: "bottle", amountMilli: 700, amountUnit: "l" } }], [
      { id: "sangria", name: "Sangria", yield: null, ingredients: [{ type: "inventory", sourceId: "wine", quantityMilli: 250_000, unit: "ml" }] },
    ]);
    expect(conversionText(ingredientView(bottle.costOf("sangria")!.lines[0]!, null), "tr", "parti")).toBe("250 ml = 0,25 l = ≈0,3571 şişe × 300,00 ₺");
    const huge = ratio(10n ** 21n + 50n, 100n);
    expect(kurusOf(huge)).toBe("10000000000000000001");
    expect(formatKurus(kurusOf(huge), "en")).toBe("100,000,000,000,000,000.01 ₺");
  });
});
