import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { windows1254 } from "../../tests/support/windows-1254";
import { BOM, spreadsheetText } from "./spreadsheet-csv";

const CSV = "name;unit;price;vendor;category\nDomates Salçası;kg;85,50;Öz Gıda;Gıda\nŞeker;kg;40;İstanbul Toptan;Gıda\n";

describe("spreadsheetText", () => {
  it("reads UTF-8, with or without its byte-order mark", () => {
    expect(spreadsheetText(new TextEncoder().encode(CSV))).toBe(CSV);
    expect(spreadsheetText(new TextEncoder().encode(BOM + CSV))).toBe(CSV);
  });

  it("reads a Turkish Windows' plain CSV (Windows-1254) with its letters", () => {
    const bytes = windows1254(CSV);
    // Not UTF-8: read as such, every Turkish letter would be lost.
    expect(new TextDecoder().decode(bytes)).toContain("\uFFFD");
    expect(spreadsheetText(bytes)).toBe(CSV);
  });

  it("reads UTF-16 with its byte-order mark, either way round", () => {
    const little = Uint8Array.from([0xff, 0xfe, ...[...CSV].flatMap((letter) => [letter.charCodeAt(0) & 0xff, letter.charCodeAt(0) >> 8])]);
    const big = Uint8Array.from([0xfe, 0xff, ...[...CSV].flatMap((letter) => [letter.charCodeAt(0) >> 8, letter.charCodeAt(0) & 0xff])]);
    expect(spreadsheetText(little)).toBe(CSV);
    expect(spreadsheetText(big)).toBe(CSV);
  });

  it("reads any UTF-8 text as it is, and any bytes at all without failing", () => {
    fc.assert(fc.property(fc.string({ unit: "grapheme" }), (text) => {
      expect(spreadsheetText(new TextEncoder().encode(text.replace(/^\uFEFF/, "")))).toBe(text.replace(/^\uFEFF/, ""));
    }));
    fc.assert(fc.property(fc.uint8Array({ maxLength: 200 }), (bytes) => {
      expect(typeof spreadsheetText(bytes)).toBe("string");
    }));
  });
});
