import { describe, expect, it } from "vitest";
import { undeclaredStatements, type Statements } from "~/lib/declarations";
import type { InventoryItem } from "./inventory";
import { inventoryListFilter, inventoryListStart, ROWS_PER_PAGE } from "./inventory-list-view";

const none = undeclaredStatements();
/** Everything stated: nothing contained, no diet facts left open. */
const stated: Statements = {
  declarations: Object.fromEntries(Object.keys(none.declarations).map((key) => [key, "free"])) as Statements["declarations"],
  animal: "no",
  meatOrFish: "no",
};

function item(name: string, category: InventoryItem["category"], statements: Statements = none): InventoryItem {
  return { id: name, name, unit: "kg", priceKurus: 100, vendor: "Metro", category, version: 1, pack: null, statements };
}

describe("the start of the inventory's list", () => {
  it("reads its filter from the address, a tab it does not know as 'All'", () => {
    expect(inventoryListFilter(new URLSearchParams("tab=beverage&q=süt&allergens=undeclared"))).toEqual({ tab: "beverage", query: "süt", undeclaredOnly: true });
    expect(inventoryListFilter(new URLSearchParams("tab=wine"))).toEqual({ tab: "all", query: "", undeclaredOnly: false });
  });

  it("holds the first page of the rows its filter shows, how many there are in all, and every tab's count", () => {
    const items = [
      ...Array.from({ length: 25 }, (_, index) => item(`Peynir ${String(index).padStart(2, "0")}`, "food")),
      item("Peynir suyu", "beverage", stated),
      item("Ekmek", "food", stated),
    ];
    const start = inventoryListStart(items, "v1", inventoryListFilter(new URLSearchParams("q=peynir&tab=food")));
    expect(start.rows.map((row) => row.name)).toEqual(Array.from({ length: ROWS_PER_PAGE }, (_, index) => `Peynir ${String(index).padStart(2, "0")}`));
    expect(start.shownCount).toBe(25);
    expect(start.counts).toEqual({ all: 26, food: 25, beverage: 1, other: 0 });
    expect({ total: start.total, undeclared: start.undeclared, version: start.version }).toEqual({ total: 27, undeclared: 25, version: "v1" });

    const undeclaredOnly = inventoryListStart(items, "v1", inventoryListFilter(new URLSearchParams("q=peynir&allergens=undeclared")));
    expect(undeclaredOnly.shownCount).toBe(25);
    expect(undeclaredOnly.counts.beverage).toBe(0);
  });

  it("counts each allergen chip for the same tab and search as the list, as the category tabs count for the same allergen chip", () => {
    const items = [item("Peynir", "food"), item("Peynir suyu", "beverage", stated), item("Beyaz peynir", "food", stated), item("Ekmek", "food")];
    const chips = (address: string) => inventoryListStart(items, "v1", inventoryListFilter(new URLSearchParams(address))).chips;
    expect(chips("")).toEqual({ all: 4, undeclared: 2 });
    expect(chips("q=peynir")).toEqual({ all: 3, undeclared: 1 });
    expect(chips("q=peynir&tab=food")).toEqual({ all: 2, undeclared: 1 });
    expect(chips("q=peynir&tab=food&allergens=undeclared")).toEqual({ all: 2, undeclared: 1 });
    // A search that finds nothing: every chip says 0, as the list says nothing matches.
    expect(chips("q=xyz")).toEqual({ all: 0, undeclared: 0 });
    expect(chips("q=xyz&allergens=undeclared")).toEqual({ all: 0, undeclared: 0 });
  });
});
