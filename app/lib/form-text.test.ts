import { describe, expect, it } from "vitest";
import { fieldsHoldingNul, hasNoControlCharacters } from "./form-text";

describe("form text", () => {
  it("names each field holding a NUL once, and leaves files and other text alone", () => {
    const form = new FormData();
    form.append("name", "Sos\u0000");
    form.append("items[0].name", "\u0000");
    form.append("items[0].name", "again\u0000");
    form.append("note", "two lines\r\n\tand a tab");
    form.append("file", new File(["\u0000"], "a.csv"));
    expect(fieldsHoldingNul(form.entries())).toEqual(["name", "items[0].name"]);
    expect(fieldsHoldingNul(new FormData().entries())).toEqual([]);
  });

  it("refuses the control characters no person types, and keeps tabs and line breaks", () => {
    expect(hasNoControlCharacters("Un\t1\r\n2")).toBe(true);
    for (const text of ["\u0000", "a\u0007", "\u001f", "\u007f"]) expect(hasNoControlCharacters(text)).toBe(false);
  });
});
