import { describe, expect, it } from "vitest";
import { offlineFallbackMenu } from "./offline-fallback-menu";

describe("the offline fallback menu", () => {
  it("has the brief's 8 categories and about 17 items, all named in both languages", () => {
    expect(offlineFallbackMenu).toHaveLength(8);
    const items = offlineFallbackMenu.flatMap((category) => category.items);
    expect(items).toHaveLength(17);
    for (const item of items) {
      expect(item.name.tr.trim()).not.toBe("");
      expect(item.name.en.trim()).not.toBe("");
      expect(Number.isSafeInteger(item.priceKurus) && item.priceKurus > 0).toBe(true);
    }
    expect(new Set(items.map((item) => item.id)).size).toBe(items.length);
  });
});
