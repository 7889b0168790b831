import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatQuantity, parseQuantity, totalCostKurus } from "./quantity";

describe("quantities", () => {
  it("read a decimal comma or point as thousandths", () => {
    expect(parseQuantity("0,25", "tr")).toEqual({ ok: true, milli: 250 });
    expect(parseQuantity("2.5", "tr")).toEqual({ ok: true, milli: 2_500 });
    expect(parseQuantity("3", "en")).toEqual({ ok: true, milli: 3_000 });
    expect(parseQuantity("-1", "en")).toEqual({ ok: false, reason: "negative" });
    expect(parseQuantity("1.2345", "en")).toEqual({ ok: false, reason: "too-precise" });
    expect(parseQuantity("", "tr")).toEqual({ ok: false, reason: "empty" });
  });

  it("show without noise, in the page's notation", () => {
    expect(formatQuantity(300, "tr")).toBe("0,3");
    expect(formatQuantity(2_500, "en")).toBe("2.5");
    expect(formatQuantity(12_000, "tr")).toBe("12");
  });

  it("cost exactly what a float sum gets wrong: 0.1 + 0.2 at 10,00 ₺ is 3,00 ₺", () => {
    expect((0.1 + 0.2) * 10).not.toBe(3);
    expect(totalCostKurus([{ priceKurus: 1_000, quantityMilli: 100 }, { priceKurus: 1_000, quantityMilli: 200 }])).toBe(300);
  });

  it("round once, half up, after an exact sum", () => {
    // 0,333 kg at 1,50 ₺ is 0,4995 ₺: 0,50 ₺; three of them are 1,4985 ₺: 1,50 ₺, not 3 × 0,50.
    expect(totalCostKurus([{ priceKurus: 150, quantityMilli: 333 }])).toBe(50);
    expect(totalCostKurus(Array.from({ length: 3 }, () => ({ priceKurus: 150, quantityMilli: 333 })))).toBe(150);
  });

  it("read back what they show, for any quantity", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.constantFrom("tr" as const, "en" as const), (milli, language) => {
        expect(parseQuantity(formatQuantity(milli, language), language)).toEqual({ ok: true, milli });
      }),
    );
  });
});
