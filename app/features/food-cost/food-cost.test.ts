import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { divide, multiply, ratio, roundHalfUp, subtract, type Rational } from "~/lib/rational";
import { createCosting, type CostingItem, type CostingRecipe } from "~/features/recipes/costing";
import { categoryRates, foodCostOf, shareChangeInTenths, formatPercent, menuCostRow, netPrice, parsePercent, portionLine, sortMenuCosts, type MenuCostRow } from "./food-cost";
import { menuCostsToCsv } from "./menu-costs-csv";

/**
 * The food cost by its definition: cost ÷ (price ÷ (1 + VAT)), one reduced fraction (0.3 is 30 %),
 * null for a price of 0 or less. What foodCostOf's integer products are checked against.
 */
function foodCostShare(costKurus: Rational, priceKurus: number, vatBasisPoints: number): Rational | null {
  if (!(priceKurus > 0)) return null;
  return divide(costKurus, netPrice(priceKurus, vatBasisPoints));
}

/** A share in tenths of a percent, rounded once, halves up: 0.29999… is 300 (30.0 %). */
function tenthsOfPercent(share: Rational): number {
  return Number(roundHalfUp(multiply(share, ratio(1000))));
}

describe("food cost", () => {
  it("a dish at 250,00 ₺ with 10 % VAT and a cost of 68,18 ₺ is at 30,0 %", () => {
    const share = foodCostShare(ratio(6818), 25_000, 1000)!;
    // 68.18 × 1.1 ÷ 250 = 0.299992: exact until it is shown.
    expect(share).toEqual(ratio(6818 * 11, 10 * 25_000));
    expect(tenthsOfPercent(share)).toBe(300);
    expect(formatPercent(tenthsOfPercent(share), "tr")).toBe("%30,0");
    expect(formatPercent(tenthsOfPercent(share), "en")).toBe("30.0%");
  });

  it("a dish at price 0 has no share, never a division by zero", () => {
    expect(foodCostShare(ratio(500), 0, 1000)).toBeNull();
    expect(foodCostShare(ratio(500), -100, 1000)).toBeNull();
  });

  it("rounds once, halves up: 12.25 % is 12.3 %", () => {
    // cost × 1.0 ÷ price = 49 / 400 = 0.1225
    expect(tenthsOfPercent(foodCostShare(ratio(49), 400, 0)!)).toBe(123);
  });

  it("a serving is priced as the costing prices a sub-recipe: a batch, pieces, or an amount of the yield", () => {
    const butter: CostingItem = { id: "butter", name: "Tereyağı", unit: "kg", priceKurus: 40_000, pack: null };
    const sauce: CostingRecipe = { id: "sauce", name: "Sos", yield: { quantityMilli: 2_000, unit: "l" }, ingredients: [{ type: "inventory", sourceId: "butter", quantityMilli: 500, unit: "kg" }] };
    const balls: CostingRecipe = { id: "balls", name: "Köfte", yield: null, ingredients: [{ type: "inventory", sourceId: "butter", quantityMilli: 100, unit: "kg" }] };
    const dish = (id: string, line: ReturnType<typeof portionLine>): CostingRecipe => ({ id, name: id, yield: null, ingredients: [line] });
    const costing = createCosting([butter], [
      sauce,
      balls,
      dish("whole", portionLine("sauce", { kind: "batch" }, sauce.yield)),
      dish("glass", portionLine("sauce", { kind: "amount", milli: 250_000, unit: "ml" }, sauce.yield)),
      dish("three", portionLine("balls", { kind: "pieces", milli: 3_000 }, balls.yield)),
      dish("one", portionLine("balls", { kind: "batch" }, balls.yield)),
    ]);
    expect(costing.costOf("whole")!.total).toEqual(ratio(20_000));
    // 250 ml of 2 l is an eighth of the batch.
    expect(costing.costOf("glass")!.total).toEqual(ratio(2_500));
    expect(costing.costOf("three")!.total).toEqual(ratio(12_000));
    expect(costing.costOf("one")!.total).toEqual(ratio(4_000));
  });
});

describe("a dish's food cost against its target", () => {
  const cost = (kurus: number, complete = true) => ({ total: ratio(kurus), complete, lines: [] });
  const rates = { vatBp: 1000, targetBp: 3000, confirmed: true };

  it("is over its target only when the exact share is: 30,0 % shown, 29,9992 % is not over 30 %", () => {
    expect(foodCostOf(cost(6818), 25_000, rates)).toEqual({ kind: "known", costKurus: "6818", tenths: 300, targetTenths: 300, over: false });
    expect(foodCostOf(cost(6819), 25_000, rates)).toMatchObject({ tenths: 300, over: true });
  });

  it("an incomplete cost says so, never a share of the part that is known", () => {
    expect(foodCostOf(cost(6818, false), 25_000, rates)).toEqual({ kind: "incomplete", targetTenths: 300 });
  });

  it("a dish without a price has no share", () => {
    expect(foodCostOf(cost(6818), 0, rates)).toEqual({ kind: "no-price", targetTenths: 300 });
  });

  it("a category without its own rates uses 10 % VAT and a 30 % target, not yet confirmed", () => {
    expect(categoryRates({ vat_rate_bp: null, food_cost_target_bp: null })).toEqual({ vatBp: 1000, targetBp: 3000, confirmed: false });
    expect(categoryRates({ vat_rate_bp: 2000, food_cost_target_bp: 2500 })).toEqual({ vatBp: 2000, targetBp: 2500, confirmed: true });
  });
});

describe("the 'Menu costs' report", () => {
  const category = { id: "c", name: { tr: "Kaseler", en: "Bowls" } };
  const known = (tenths: number, over: boolean) => ({ kind: "known" as const, costKurus: "1000", tenths, targetTenths: 300, over });
  const row = (id: string, cost: MenuCostRow["cost"]) => menuCostRow({ id, name: { tr: id, en: id }, category, recipeId: cost ? "r" : null, priceKurus: 11_000, cost }, cost?.kind === "known" ? ratio(1_000) : null, 1000);

  it("nets the VAT out of the price exactly, and the margin is the net price less the cost, rounded once", () => {
    // 110,00 ₺ with 10 % VAT is 100,00 ₺ net; less 10,00 ₺ of cost, 90,00 ₺.
    expect(netPrice(11_000, 1000)).toEqual(ratio(10_000));
    expect(row("a", known(110, false))).toMatchObject({ netPriceKurus: "10000", marginKurus: "9000" });
    // 100,00 ₺ with 20 % VAT is 83,333… ₺ net: 83,33 ₺ shown.
    expect(roundHalfUp(netPrice(10_000, 2000))).toBe(8333n);
    expect(row("b", { kind: "incomplete", targetTenths: 300 }).marginKurus).toBeNull();
  });

  it("puts the dishes furthest over their target first, then those whose cost is unknown, then those without a recipe", () => {
    const rows = [
      row("Az", known(310, true)),
      row("Yok", null),
      row("Eksik", { kind: "incomplete", targetTenths: 300 }),
      row("Çok", known(450, true)),
      row("Alt", known(200, false)),
      row("Fiyatsız", { kind: "no-price", targetTenths: 300 }),
    ];
    expect(sortMenuCosts(rows, "tr").map((each) => each.id)).toEqual(["Çok", "Az", "Alt", "Eksik", "Fiyatsız", "Yok"]);
  });

  it("exports the same rows as plain numbers and text cells, a spreadsheet formula never run, as the page's language writes a spreadsheet", () => {
    const rows = [row("=HYPERLINK(1)", known(450, true)), row("Alt", known(200, false)), row("Eksik", { kind: "incomplete", targetTenths: 300 }), row("Yok", null)];
    const linesOf = (csv: string) => csv.replace("\uFEFF", "").trim().split("\r\n");
    expect(linesOf(menuCostsToCsv(rows, "en"))).toEqual([
      "Dish (Turkish),Dish (English),Category (Turkish),Category (English),Price (₺),Net price (₺),Cost (₺),Food cost (%),Target (%),Margin (₺),Status",
      "'=HYPERLINK(1),'=HYPERLINK(1),Kaseler,Bowls,110.00,100.00,10.00,45.0,30.0,90.00,Over target",
      "Alt,Alt,Kaseler,Bowls,110.00,100.00,10.00,20.0,30.0,90.00,Within target",
      "Eksik,Eksik,Kaseler,Bowls,110.00,100.00,,,30.0,,Cost incomplete",
      "Yok,Yok,Kaseler,Bowls,110.00,100.00,,,,,No recipe",
    ]);
    // Semicolons and decimal commas, which a Turkish spreadsheet program opens as columns of numbers.
    expect(linesOf(menuCostsToCsv(rows, "tr"))).toEqual([
      "Yemek (Türkçe);Yemek (İngilizce);Kategori (Türkçe);Kategori (İngilizce);Fiyat (₺);KDV'siz fiyat (₺);Maliyet (₺);Gıda maliyeti (%);Hedef (%);Kâr (₺);Durum",
      "'=HYPERLINK(1);'=HYPERLINK(1);Kaseler;Bowls;110,00;100,00;10,00;45,0;30,0;90,00;Hedefin üstünde",
      "Alt;Alt;Kaseler;Bowls;110,00;100,00;10,00;20,0;30,0;90,00;Hedef içinde",
      "Eksik;Eksik;Kaseler;Bowls;110,00;100,00;;;30,0;;Maliyet eksik",
      "Yok;Yok;Kaseler;Bowls;110,00;100,00;;;;;Tarif yok",
    ]);
  });
});

describe("a share worked out without reducing its fraction", () => {
  const cost = fc.record({ n: fc.bigInt({ min: 0n, max: 10n ** 30n }), d: fc.bigInt({ min: 1n, max: 10n ** 30n }) }).map(({ n, d }) => ratio(n, d));
  const price = fc.integer({ min: 1, max: 1_000_000_000 });
  const vat = fc.integer({ min: 0, max: 10_000 });

  it("is the reduced share, rounded once, and so is a change of it", () => {
    fc.assert(
      fc.property(cost, cost, price, vat, fc.integer({ min: 1, max: 10_000 }), (before, after, priceKurus, vatBp, targetBp) => {
        const share = foodCostShare(after, priceKurus, vatBp)!;
        const known = foodCostOf({ total: after, complete: true, lines: [] }, priceKurus, { vatBp, targetBp, confirmed: true });
        expect(known).toMatchObject({ kind: "known", tenths: tenthsOfPercent(share), over: share.n * 10_000n > BigInt(targetBp) * share.d });
        expect(shareChangeInTenths(before, after, priceKurus, vatBp)).toBe(tenthsOfPercent(subtract(share, foodCostShare(before, priceKurus, vatBp)!)));
      }),
      { numRuns: 500 },
    );
  });
});

describe("a percentage as a person types it", () => {
  it("takes the sign where Turkish writes it and where English does, and nothing else beside the number", () => {
    for (const text of ["%10", "% 10", "10", " %10 "]) expect(parsePercent(text, "tr", 0)).toBe(1_000);
    expect(parsePercent("%12,5", "tr", 0)).toBe(1_250);
    for (const text of ["10%", "10 %", "10"]) expect(parsePercent(text, "en", 0)).toBe(1_000);
    expect(parsePercent("12.5%", "en", 0)).toBe(1_250);
    for (const text of ["%", "%%10", "%10%", "10 % 5", "ten%"]) expect(parsePercent(text, "tr", 0)).toBeNull();
    expect(parsePercent("%0", "tr", 1)).toBeNull();
  });
});
