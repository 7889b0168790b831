import { describe, expect, it } from "vitest";
import { formatCount } from "./count";

describe("a count as the language writes it", () => {
  it("groups thousands with a point in Turkish and a comma in English", () => {
    expect(formatCount(184_523, "tr")).toBe("184.523");
    expect(formatCount(184_523, "en")).toBe("184,523");
    expect(formatCount(999, "tr")).toBe("999");
    expect(formatCount(0, "en")).toBe("0");
  });
});
