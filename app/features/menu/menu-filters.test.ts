import { describe, expect, it } from "vitest";
import { MENU_FILTERS_FRAGMENT } from "~/lib/menu-address";
import { menuFilters, menuFiltersFromFragment } from "./menu-filters";

describe("menuFilters", () => {
  it("keeps the menu's search and allergen filter of an address, and nothing else", () => {
    expect(menuFilters("?without=milk,eggs&lang=tr&utm_source=qr&q=k%C3%B6fte")).toBe("?q=k%C3%B6fte&without=milk%2Ceggs");
    expect(menuFilters("?without=milk&without=eggs")).toBe("?without=milk&without=eggs");
    expect(menuFilters("?lang=en")).toBe("");
    expect(menuFilters("")).toBe("");
  });
});

describe("menuFiltersFromFragment", () => {
  it("reads the filters the service worker carried in the fragment, and only them", () => {
    expect(menuFiltersFromFragment(`${MENU_FILTERS_FRAGMENT}?without=milk%2Ceggs&q=k%C3%B6fte`)).toBe("?q=k%C3%B6fte&without=milk%2Ceggs");
    expect(menuFiltersFromFragment("#filters?without=milk&lang=en&next=%2Fadmin")).toBe("?without=milk");
  });

  it("takes no other fragment for filters: a category's, an empty one, or one with no filter in it", () => {
    for (const hash of ["", "#", "#category-kumpir", "#filters", "#filters?", "#filters?lang=en", "#filterswithout=milk", "#?without=milk"]) {
      expect(menuFiltersFromFragment(hash)).toBeNull();
    }
  });
});
