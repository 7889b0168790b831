import { describe, expect, it } from "vitest";
import { menuFilters } from "./menu-filters";
import { parseMenuPlace } from "./menu-scroll";

describe("parseMenuPlace", () => {
  it("reads the scroll position, the item opened from it and the menu's filters then", () => {
    expect(parseMenuPlace("1234 5f0c1e2a-item")).toEqual({ top: 1234, itemId: "5f0c1e2a-item", filters: "" });
    expect(parseMenuPlace("0 a")).toEqual({ top: 0, itemId: "a", filters: "" });
    expect(parseMenuPlace("880 a ?without=milk%2Ceggs&q=k%C3%B6fte")).toEqual({ top: 880, itemId: "a", filters: "?without=milk%2Ceggs&q=k%C3%B6fte" });
  });

  it("takes nothing else for a place: an older position alone, no text, or anything malformed", () => {
    for (const text of [null, "", "1234", "abc def", "-5 a", "12.5 a", "12 a b", " 12 a", "12 a ?q=x y"]) expect(parseMenuPlace(text)).toBeNull();
  });
});

describe("a place with the menu's filters", () => {
  it("holds their query as one word", () => {
    expect(parseMenuPlace(`12 a ${menuFilters("?q=patates k%C3%B6fte")}`)).toEqual({ top: 12, itemId: "a", filters: "?q=patates+k%C3%B6fte" });
  });
});
