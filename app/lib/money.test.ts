import { describe, expect, it } from "vitest";
import { formatCost, formatPrice, kurusToInputValue, parseMoney } from "./money";

describe("parseMoney", () => {
  it("accepts a comma or a point before the decimals, in either language", () => {
    expect(parseMoney("12,50", "tr")).toEqual({ ok: true, kurus: 1250 });
    expect(parseMoney("12.50", "tr")).toEqual({ ok: true, kurus: 1250 });
    expect(parseMoney("12,5", "en")).toEqual({ ok: true, kurus: 1250 });
    expect(parseMoney(" 185 ", "en")).toEqual({ ok: true, kurus: 18_500 });
    expect(parseMoney("₺ 0,10", "tr")).toEqual({ ok: true, kurus: 10 });
  });

  it("is exact where floating point is not", () => {
    // 0.1 + 0.2 in floating point is 0.30000000000000004; in kuruş it is 30.
    const a = parseMoney("0.10", "en");
    const b = parseMoney("0,20", "tr");
    if (!a.ok || !b.ok) throw new Error("expected both to parse");
    expect(formatCost(a.kurus + b.kurus, "en")).toBe("0.30 ₺");
    expect(parseMoney("1.15", "en")).toEqual({ ok: true, kurus: 115 });
  });

  it("refuses empty, malformed, negative and huge amounts (number-text.test.ts has the rest)", () => {
    expect(parseMoney("", "tr")).toEqual({ ok: false, reason: "empty" });
    expect(parseMoney("abc", "tr")).toEqual({ ok: false, reason: "invalid" });
    expect(parseMoney("12.345", "en")).toEqual({ ok: false, reason: "ambiguous" });
    expect(parseMoney("-5", "en")).toEqual({ ok: false, reason: "negative" });
    expect(parseMoney("99999999999", "tr")).toEqual({ ok: false, reason: "too-large" });
  });
});

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
