import { describe, expect, it } from "vitest";
import { ratio } from "~/lib/rational";
import { isLargeChange, priceChangeShare, referencePrice, referencePriceChange, shareInTenths, type PricePoint } from "./price-history";

const point = (priceKurus: number, unit: string, pack: PricePoint["pack"] = null): PricePoint => ({ priceKurus, unit, pack });

describe("a price per kilogram, litre or piece", () => {
  it("comes from the unit itself, or through the pack", () => {
    expect(referencePrice(point(4_000, "kg"))).toEqual({ unit: "kg", kurus: ratio(4_000) });
    // 500 g for 25,00 ₺ is 50,00 ₺/kg.
    expect(referencePrice(point(2_500, "g"))).toEqual({ unit: "kg", kurus: ratio(2_500_000) });
    // A 0,7 l bottle at 700,00 ₺ is 1.000,00 ₺/l.
    expect(referencePrice(point(70_000, "bottle", { unit: "bottle", amountMilli: 700, amountUnit: "l" }))).toEqual({ unit: "l", kurus: ratio(100_000) });
    expect(referencePrice(point(1_000, "box"))).toBeNull();
  });
});

describe("how much a price changed", () => {
  it("compares per litre when the pack changed", () => {
    // 0,7 l for 700 ₺ (1.000 ₺/l), then 1 l for 900 ₺ (900 ₺/l): 10 % down, though the bottle costs more.
    const share = priceChangeShare(point(70_000, "bottle", { unit: "bottle", amountMilli: 700, amountUnit: "l" }), point(90_000, "bottle", { unit: "bottle", amountMilli: 1_000, amountUnit: "l" }))!;
    expect(share).toEqual(ratio(-1, 10));
    expect(shareInTenths(share)).toBe(-100);
    // And by how much per litre: 100,00 ₺ less.
    expect(referencePriceChange(point(70_000, "bottle", { unit: "bottle", amountMilli: 700, amountUnit: "l" }), point(90_000, "bottle", { unit: "bottle", amountMilli: 1_000, amountUnit: "l" }))).toEqual({ unit: "l", kurus: ratio(-10_000) });
    expect(referencePriceChange(point(1_000, "box"), point(1_250, "box"))).toBeNull();
  });

  it("compares directly what is sold the same way, and not at all what cannot be compared", () => {
    expect(priceChangeShare(point(1_000, "box"), point(1_250, "box"))).toEqual(ratio(1, 4));
    expect(priceChangeShare(point(1_000, "box"), point(1_250, "kg"))).toBeNull();
    expect(priceChangeShare(point(0, "kg"), point(1_250, "kg"))).toBeNull();
  });

  it("is large over the share, either way; from 0, or when it cannot be compared, always", () => {
    expect(isLargeChange(point(4_000, "kg"), point(4_200, "kg"), 500)).toBe(false);
    expect(isLargeChange(point(4_000, "kg"), point(4_201, "kg"), 500)).toBe(true);
    expect(isLargeChange(point(4_000, "kg"), point(3_799, "kg"), 500)).toBe(true);
    expect(isLargeChange(point(0, "kg"), point(1, "kg"), 500)).toBe(true);
    expect(isLargeChange(point(1_000, "box"), point(1_000, "bag"), 500)).toBe(true);
    expect(isLargeChange(point(1_000, "box"), point(1_000, "box"), 0)).toBe(false);
  });
});
