import { describe, expect, it } from "vitest";
import { inventoryListJson, parseInventoryList } from "./inventory-list-json";

describe("the inventory on the wire", () => {
  it("reads back exactly the items it was made from, in their order", () => {
    const items = [
      { id: "a", name: "Şişe su \"0,5\"", unit: "bottle", priceKurus: 1250, vendor: "Doğuş", category: "beverage" as const, version: 3, pack: { unit: "bottle", amountMilli: 500, amountUnit: "l" } },
      { id: "b", name: "Un", unit: "kg", priceKurus: 0, vendor: "Metro", category: "food" as const, version: 1, pack: null },
    ];
    expect(parseInventoryList(inventoryListJson(items))).toEqual(items);
    expect(inventoryListJson(items)).not.toContain("priceKurus");
  });
});
