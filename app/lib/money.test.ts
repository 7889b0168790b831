import { describe, expect, it } from "vitest";
import { formatCost, formatPrice, kurusToInputValue } from "./money";
import { parseMoney } from "./money-input";

describe("formatPrice", () => {
  it("shows the number then the lira sign, decimals only when there are any", () => {
    expect(formatPrice(18_500, "tr")).toBe("185 ₺");
    expect(formatPrice(1250, "tr")).toBe("12,50 ₺");
    expect(formatPrice(1250, "en")).toBe("12.50 ₺");
    expect(formatPrice(295_000, "tr")).toBe("2.950 ₺");
    expect(formatPrice(295_000, "en")).toBe("2,950 ₺");
  });
});

describe("formatCost", () => {
  it("always shows two decimals", () => {
    expect(formatCost(0, "tr")).toBe("0,00 ₺");
    expect(formatCost(123_450, "tr")).toBe("1.234,50 ₺");
    expect(formatCost(5, "en")).toBe("0.05 ₺");
  });

  it("refuses a non-integer amount rather than show float noise", () => {
    expect(() => formatCost(0.1 + 0.2, "en")).toThrow(RangeError);
  });
});

describe("kurusToInputValue", () => {
  it("reads back to the same amount", () => {
    expect(kurusToInputValue(1250, "en")).toBe("12.50");
    expect(kurusToInputValue(1250, "tr")).toBe("12,50");
    expect(parseMoney(kurusToInputValue(98_765, "tr"), "tr")).toEqual({ ok: true, kurus: 98_765 });
    expect(parseMoney(kurusToInputValue(98_765, "en"), "en")).toEqual({ ok: true, kurus: 98_765 });
  });
});

describe("formatCost beyond a number's exact integers", () => {
  it("shows a bigint amount to the kuruş", () => {
    expect(formatCost(9_494_836_308_250_408_123n, "en")).toBe("94,948,363,082,504,081.23 ₺");
    expect(formatCost(9_494_836_308_250_408_123n, "tr")).toBe("94.948.363.082.504.081,23 ₺");
    expect(formatCost(-5n, "en")).toBe("-0.05 ₺");
    expect(() => formatCost(2 ** 60, "en")).toThrow(RangeError);
  });
});
