import { describe, expect, it } from "vitest";
import { linePlaces } from "./shopping-lists";

describe("linePlaces", () => {
  it("gives each inventory item its place in the form, the first where it is twice", () => {
    const places = linePlaces([
      ["vendor", "Metro"],
      ["items[0].inventoryItemId", "flour"],
      ["items[0].quantity", "2"],
      ["items[3].inventoryItemId", "salt"],
      ["items[5].inventoryItemId", "flour"],
      ["items[4].quantity", "salt"],
    ]);
    expect([...places]).toEqual([
      ["flour", 0],
      ["salt", 3],
    ]);
  });
});
