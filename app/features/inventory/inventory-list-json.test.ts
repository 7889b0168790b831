import { describe, expect, it } from "vitest";
import { undeclaredStatements, type Statements } from "~/lib/declarations";
import { inventoryListJson, parseInventoryList } from "./inventory-list-json";

describe("the inventory on the wire", () => {
  it("reads back exactly the items it was made from, in their order, their allergens and diet facts included", () => {
    const none = undeclaredStatements();
    const butter: Statements = { declarations: { ...none.declarations, milk: "contains", nuts: "may-contain", gluten: "free" }, animal: "yes", meatOrFish: "no" };
    const items = [
      { id: "a", name: "Şişe su \"0,5\"", unit: "bottle", priceKurus: 1250, vendor: "Doğuş", category: "beverage" as const, version: 3, pack: { unit: "bottle", amountMilli: 500, amountUnit: "l" }, statements: butter },
      { id: "b", name: "Un", unit: "kg", priceKurus: 0, vendor: "Metro", category: "food" as const, version: 1, pack: null, statements: none },
    ];
    expect(parseInventoryList(inventoryListJson(items))).toEqual(items);
    expect(inventoryListJson(items)).not.toContain("priceKurus");
  });
});
