import { describe, expect, it } from "vitest";
import { serializeJsonLd } from "./serialize-json-ld";

describe("serializeJsonLd", () => {
  it("cannot close the script element or open a comment", () => {
    const text = serializeJsonLd({ name: "</script><script>alert(1)</script>", note: "<!-- a & b -->" });
    expect(text).not.toMatch(/[<>&]/);
    expect(text).toContain("\\u003c/script\\u003e");
    expect(text).toContain("\\u003c!-- a \\u0026 b --\\u003e");
  });

  it("parses back to the same data", () => {
    const data = { name: "Çay <sıcak> & taze", lines: "a\u2028b\u2029c", price: "185.00", nested: [{ a: 1 }] };
    const text = serializeJsonLd(data);
    expect(text).not.toMatch(/[\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(data);
  });
});
