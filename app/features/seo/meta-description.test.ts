import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { metaDescription } from "./meta-description";

const graphemes = (text: string) => Array.from(new Intl.Segmenter("tr", { granularity: "grapheme" }).segment(text)).length;

describe("metaDescription", () => {
  it("keeps a text that fits, on one line", () => {
    expect(metaDescription("Fırında patates,\n  tereyağı ve kaşar.")).toBe("Fırında patates, tereyağı ve kaşar.");
  });

  it("cuts a long text at the last space before the length, without a trailing comma", () => {
    expect(metaDescription("Fırında patates, tereyağı ve kaşar peyniri", 20)).toBe("Fırında patates…");
    expect(metaDescription("aaaa bbbb cccc dddd", 12)).toBe("aaaa bbbb…");
  });

  it("cuts one word too long inside it", () => {
    expect(metaDescription("a".repeat(30), 10)).toBe(`${"a".repeat(9)}…`);
  });

  it("never splits an emoji or a letter with its accent", () => {
    expect(metaDescription("🥔".repeat(20), 5)).toBe("🥔🥔🥔🥔…");
    expect(metaDescription("👨‍🍳".repeat(20), 5)).toBe("👨‍🍳👨‍🍳👨‍🍳👨‍🍳…");
  });

  it("is never longer than the length, and starts as the text does", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 400 }), fc.integer({ min: 2, max: 200 }), (text, length) => {
        const description = metaDescription(text, length);
        expect(graphemes(description)).toBeLessThanOrEqual(length);
        const flat = text.replace(/\s+/g, " ").trim();
        expect(flat.startsWith(description.replace(/…$/, ""))).toBe(true);
      }),
    );
  });
});
