import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { add, divide, equals, multiply, ratio, roundHalfUp, subtract, sum, toDecimalText, ZERO } from "./rational";

describe("exact fractions", () => {
  it("add three tenths to exactly three tenths, where floating point does not", () => {
    const tenth = ratio(1, 10);
    expect(0.1 + 0.1 + 0.1).not.toBe(0.3);
    expect(equals(sum([tenth, tenth, tenth]), ratio(3, 10))).toBe(true);
    expect(toDecimalText(sum([tenth, tenth, tenth]), 4)).toEqual({ text: "0.3", exact: true });
  });

  it("keep every value reduced, so equal values have equal fields", () => {
    expect(ratio(250, 2000)).toEqual({ n: 1n, d: 8n });
    expect(ratio(3, -6)).toEqual({ n: -1n, d: 2n });
    expect(multiply(ratio(2, 3), ratio(9, 4))).toEqual({ n: 3n, d: 2n });
    expect(divide(ratio(1, 4), ratio(2))).toEqual({ n: 1n, d: 8n });
    expect(add(ratio(1, 6), ratio(1, 3))).toEqual({ n: 1n, d: 2n });
    expect(subtract(ratio(1, 2), ratio(1, 3))).toEqual({ n: 1n, d: 6n });
    expect(subtract(ratio(1, 3), ratio(1, 2))).toEqual({ n: -1n, d: 6n });
    expect(() => ratio(1, 0)).toThrow(RangeError);
    expect(() => ratio(0.5)).toThrow(RangeError);
  });

  it("round halves up, and only when asked", () => {
    expect(roundHalfUp(ratio(5, 2))).toBe(3n);
    expect(roundHalfUp(ratio(249, 100))).toBe(2n);
    expect(roundHalfUp(ratio(-5, 2))).toBe(-2n);
    expect(roundHalfUp(ratio(-7, 2))).toBe(-3n);
    expect(roundHalfUp(ZERO)).toBe(0n);
  });

  it("write decimals with at most the digits asked, saying when they are not the exact value", () => {
    expect(toDecimalText(ratio(3, 100), 4)).toEqual({ text: "0.03", exact: true });
    expect(toDecimalText(ratio(5, 14), 4)).toEqual({ text: "0.3571", exact: false });
    expect(toDecimalText(ratio(2, 3), 3)).toEqual({ text: "0.667", exact: false });
    expect(toDecimalText(ratio(30), 4)).toEqual({ text: "30", exact: true });
    expect(toDecimalText(ratio(-1, 8), 4)).toEqual({ text: "-0.125", exact: true });
  });

  it("agree with integer arithmetic for any fractions", () => {
    const fraction = fc.tuple(fc.integer({ min: -1_000_000, max: 1_000_000 }), fc.integer({ min: 1, max: 1_000_000 }));
    fc.assert(
      fc.property(fraction, fraction, ([an, ad], [bn, bd]) => {
        const a = ratio(an, ad);
        const b = ratio(bn, bd);
        expect(equals(add(a, b), ratio(BigInt(an) * BigInt(bd) + BigInt(bn) * BigInt(ad), BigInt(ad) * BigInt(bd)))).toBe(true);
        expect(equals(multiply(a, b), ratio(BigInt(an) * BigInt(bn), BigInt(ad) * BigInt(bd)))).toBe(true);
        if (bn !== 0) expect(equals(multiply(divide(a, b), b), a)).toBe(true);
      }),
    );
  });
});
