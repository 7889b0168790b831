import { describe, expect, it } from "vitest";
import { formatCost } from "./money";
import { parseMoney } from "./money-input";

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
