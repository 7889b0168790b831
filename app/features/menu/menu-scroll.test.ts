import { describe, expect, it } from "vitest";
import { parseMenuPlace } from "./menu-scroll";

describe("parseMenuPlace", () => {
  it("reads the scroll position and the item opened from it", () => {
    expect(parseMenuPlace("1234 5f0c1e2a-item")).toEqual({ top: 1234, itemId: "5f0c1e2a-item" });
    expect(parseMenuPlace("0 a")).toEqual({ top: 0, itemId: "a" });
  });

  it("takes nothing else for a place: an older position alone, no text, or anything malformed", () => {
    for (const text of [null, "", "1234", "abc def", "-5 a", "12.5 a", "12 a b", " 12 a"]) expect(parseMenuPlace(text)).toBeNull();
  });
});
