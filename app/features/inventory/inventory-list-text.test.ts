import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { statementCode, undeclaredStatements, type Statements } from "~/lib/declarations";
import { anyStatements } from "../../../tests/support/arbitraries";
import { INVENTORY_CATEGORIES, type InventoryItem } from "./inventory";
import { inventoryListText, parseInventoryList, type InventoryListEntry } from "./inventory-list-text";

const entryOf = ({ statements, ...item }: InventoryItem): InventoryListEntry => ({ ...item, statementCode: statementCode(statements) });

/** Any text a person may type, the separators and their escapes among it. */
const anyText = fc.string({ unit: fc.oneof(fc.constantFrom("~", "|", "%", "%7C", "%25", "\"", "\\", "\n", "\u2028", "<", "&"), fc.string({ unit: "binary", minLength: 1, maxLength: 1 })), maxLength: 12 });

const anyItem: fc.Arbitrary<InventoryItem> = fc.record({
  id: fc.uuid(),
  name: anyText,
  unit: anyText,
  priceKurus: fc.nat(),
  vendor: anyText,
  category: fc.constantFrom(...INVENTORY_CATEGORIES),
  version: fc.integer({ min: 1, max: 1_000_000 }),
  pack: fc.option(fc.record({ unit: anyText, amountMilli: fc.nat(), amountUnit: anyText }), { nil: null }),
  statements: anyStatements,
});

describe("the inventory on the wire", () => {
  it("reads back exactly the items it was made from, in their order, their allergens and diet facts included", () => {
    const none = undeclaredStatements();
    const butter: Statements = { declarations: { ...none.declarations, milk: "contains", nuts: "may-contain", gluten: "free" }, animal: "yes", meatOrFish: "no" };
    const items: InventoryItem[] = [
      { id: "a", name: "Şişe su \"0,5\" | 100% ~ taze", unit: "bottle", priceKurus: 1250, vendor: "Doğuş", category: "beverage", version: 3, pack: { unit: "bottle", amountMilli: 500, amountUnit: "l" }, statements: butter },
      { id: "b", name: "Un", unit: "kg", priceKurus: 0, vendor: "", category: "food", version: 1, pack: null, statements: none },
    ];
    const text = inventoryListText(items.map(entryOf));
    expect(parseInventoryList(text)).toEqual(items);
    // No field names, and nothing a JSON string in the page would have to escape but the name's own quotes.
    expect(text).not.toContain("priceKurus");
    expect(text.match(/["\\]/g)).toEqual(["\"", "\""]);
  });

  it("reads back any list, whatever its names hold", () => {
    fc.assert(
      fc.property(fc.array(anyItem, { maxLength: 8 }), (items) => {
        expect(parseInventoryList(inventoryListText(items.map(entryOf)))).toEqual(items);
      }),
    );
  });
});
