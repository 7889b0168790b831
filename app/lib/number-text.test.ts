import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatCost, formatPrice, kurusToInputValue } from "./money";
import { MAX_KURUS, parseMoney } from "./money-input";
import { numberPlaceholder } from "./number-text";
import { formatQuantity, MAX_QUANTITY_MILLI, parseQuantity } from "./quantity";

const language = fc.constantFrom("tr" as const, "en" as const);

describe("a price as Turks type it", () => {
  it.each([
    ["1.500", 150_000],
    ["1.500,00", 150_000],
    ["1500", 150_000],
    ["1500,5", 150_050],
    ["1.250,50", 125_050],
    ["12,50", 1_250],
    ["0,10", 10],
    ["1.000.000", 100_000_000],
    ["₺ 185", 18_500],
    ["1.450 ₺", 145_000],
    // An unambiguous mix: a point before two digits is no thousands separator, and the last of two
    // separators is the decimal one.
    ["12.50", 1_250],
    ["1,250.50", 125_050],
    ["1 500,25", 150_025],
  ])("reads %s", (text, kurus) => {
    expect(parseMoney(text, "tr")).toEqual({ ok: true, kurus });
  });

  it("refuses 1,500, which is 1500 written the English way or a price with three decimals", () => {
    expect(parseMoney("1,500", "tr")).toEqual({ ok: false, reason: "ambiguous" });
    expect(parseMoney("12,345", "tr")).toEqual({ ok: false, reason: "ambiguous" });
  });
});

describe("a price as the English type it", () => {
  it.each([
    ["1,500.00", 150_000],
    ["1500.5", 150_050],
    ["1,500", 150_000],
    ["12.50", 1_250],
    ["2,950", 295_000],
    // An unambiguous mix.
    ["1500,5", 150_050],
    ["1.250,50", 125_050],
  ])("reads %s", (text, kurus) => {
    expect(parseMoney(text, "en")).toEqual({ ok: true, kurus });
  });

  it("refuses 1.500, which is 1500 written the Turkish way or a price with three decimals", () => {
    expect(parseMoney("1.500", "en")).toEqual({ ok: false, reason: "ambiguous" });
  });
});

describe("what no language reads", () => {
  it.each(["abc", "1.2.3", "1,50.00", "1.50,00.0", "12.", ",5", "1..500", "1.23,45", "1 2 3,4,5", "0.500.000", "1e3", "0x10"])(
    "refuses %s",
    (text) => {
      expect(parseMoney(text, "tr")).toEqual({ ok: false, reason: "invalid" });
      expect(parseMoney(text, "en")).toEqual({ ok: false, reason: "invalid" });
    },
  );

  it("says of a number with more decimals than the value has that it has too many, whichever way it is written", () => {
    for (const text of ["0,0001", "1.5000", "12,345.678", "1.234,567"]) {
      expect(parseMoney(text, "tr")).toEqual({ ok: false, reason: "too-precise" });
      expect(parseMoney(text, "en")).toEqual({ ok: false, reason: "too-precise" });
    }
    expect(parseQuantity("0,0001", "tr")).toEqual({ ok: false, reason: "too-precise" });
    expect(parseQuantity("0,125", "tr")).toEqual({ ok: true, milli: 125 });
  });

  it("says what else is wrong: nothing typed, below zero, too large", () => {
    expect(parseMoney(" ", "tr")).toEqual({ ok: false, reason: "empty" });
    expect(parseMoney("-5", "tr")).toEqual({ ok: false, reason: "negative" });
    expect(parseMoney("-0", "tr")).toEqual({ ok: true, kurus: 0 });
    expect(parseMoney("99.999.999", "tr")).toEqual({ ok: false, reason: "too-large" });
    expect(parseMoney("99999999999999999999999", "en")).toEqual({ ok: false, reason: "too-large" });
  });
});

describe("a quantity", () => {
  it("reads the language's decimal separator before three digits as a decimal", () => {
    expect(parseQuantity("1,500", "tr")).toEqual({ ok: true, milli: 1_500 });
    expect(parseQuantity("1.500", "en")).toEqual({ ok: true, milli: 1_500 });
  });

  it("reads its thousands separator as thousands, and what has one reading in either", () => {
    expect(parseQuantity("1.500", "tr")).toEqual({ ok: true, milli: 1_500_000 });
    expect(parseQuantity("1,500", "en")).toEqual({ ok: true, milli: 1_500_000 });
    expect(parseQuantity("0,25", "en")).toEqual({ ok: true, milli: 250 });
    expect(parseQuantity("0.250", "tr")).toEqual({ ok: true, milli: 250 });
    expect(parseQuantity("1.250,5", "tr")).toEqual({ ok: true, milli: 1_250_500 });
    expect(parseQuantity("1.2345", "tr")).toEqual({ ok: false, reason: "too-precise" });
  });
});

describe("what the site shows reads back as the same number", () => {
  it("any price or cost, in either language, as shown or as a form's value", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_KURUS }), language, (kurus, shownIn) => {
        for (const shown of [formatPrice(kurus, shownIn), formatCost(kurus, shownIn), kurusToInputValue(kurus, shownIn)]) {
          expect(parseMoney(shown, shownIn)).toEqual({ ok: true, kurus });
        }
      }),
      { numRuns: 500 },
    );
  });

  it("any quantity, in either language", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_QUANTITY_MILLI }), language, (milli, shownIn) => {
        expect(parseQuantity(formatQuantity(milli, shownIn), shownIn)).toEqual({ ok: true, milli });
      }),
      { numRuns: 500 },
    );
  });

  it("a form's value, whichever language's page reads it (a CSV export, a page switched)", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: MAX_KURUS }), language, language, (kurus, writtenIn, readIn) => {
        expect(parseMoney(kurusToInputValue(kurus, writtenIn), readIn)).toEqual({ ok: true, kurus });
      }),
    );
  });
});

describe("the placeholder of a number field", () => {
  it("writes zero as the language does", () => {
    expect(numberPlaceholder("tr")).toBe("0,00");
    expect(numberPlaceholder("en")).toBe("0.00");
    expect(parseMoney(numberPlaceholder("tr"), "tr")).toEqual({ ok: true, kurus: 0 });
  });
});
