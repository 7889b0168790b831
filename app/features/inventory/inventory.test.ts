import { describe, expect, it } from "vitest";
import { searchKey } from "~/lib/search-key";
import { filterByTabAndSearch, parseTab } from "~/ui/tab-search";
import { INVENTORY_CATEGORIES, inventoryFormSchema, inventoryItemSchema, inventoryTabSearch } from "./inventory";

const valid = { name: "Un", unit: "kg", price: "12,50", vendor: "Metro", category: "food" };

describe("the inventory item form's schema", () => {
  it("reads a price as the page's language writes it, as integer kuruş", () => {
    expect(inventoryItemSchema("tr").parse(valid).price).toBe(1250);
    expect(inventoryItemSchema("tr").parse({ ...valid, price: "1.250,50" }).price).toBe(125_050);
    expect(inventoryItemSchema("en").parse({ ...valid, price: "1,250.50" }).price).toBe(125_050);
    expect(inventoryItemSchema("tr").parse({ ...valid, price: "12.5" }).price).toBe(1250);
    expect(inventoryItemSchema("tr").parse({ ...valid, price: "0" }).price).toBe(0);
  });

  it("gives the brief's message for each missing field", () => {
    const result = inventoryItemSchema("tr").safeParse({});
    expect(result.success).toBe(false);
    const messages = Object.fromEntries(result.error!.issues.map((issue) => [issue.path[0], issue.message]));
    expect(messages).toEqual({
      name: "inventory.nameRequired",
      unit: "inventory.unitRequired",
      price: "inventory.priceRequired",
      vendor: "inventory.vendorRequired",
      category: "inventory.categoryRequired",
    });
  });

  it("refuses a negative or malformed price, blank text and values outside the lists", () => {
    const message = (input: Record<string, unknown>) => inventoryItemSchema("tr").safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ price: "-1" })).toBe("inventory.priceInvalid");
    expect(message({ price: "1,234" })).toBe("backOffice.amountAmbiguous");
    expect(message({ price: "1.2345" })).toBe("backOffice.priceTooPrecise");
    expect(message({ price: "0,0001" })).toBe("backOffice.priceTooPrecise");
    expect(message({ price: "abc" })).toBe("inventory.priceInvalid");
    expect(message({ price: "99999999999" })).toBe("inventory.priceTooLarge");
    expect(message({ name: "   " })).toBe("inventory.nameRequired");
    expect(message({ unit: "ton" })).toBe("backOffice.invalidValue");
    expect(message({ category: "meat" })).toBe("backOffice.invalidValue");
    expect(message({ vendor: "x".repeat(121) })).toBe("inventory.tooLong");
  });
});

describe("the inventory form's optional pack", () => {
  const pack = (input: Record<string, string>) => inventoryFormSchema("tr").safeParse({ ...valid, ...input });
  const messages = (input: Record<string, string>) => Object.fromEntries((pack(input).error?.issues ?? []).map((issue) => [issue.path[0], issue.message]));

  it("is none when left empty, and what one unit holds when given: 1 bottle = 0,7 l, 1 piece = 150 g of an item by the kg", () => {
    expect(pack({}).data?.pack).toBeNull();
    expect(pack({ unit: "bottle", packUnit: "bottle", packAmount: "0,7", packAmountUnit: "l" }).data?.pack).toEqual({ unit: "bottle", amountMilli: 700, amountUnit: "l" });
    expect(pack({ unit: "kg", packUnit: "piece", packAmount: "150", packAmountUnit: "g" }).data?.pack).toEqual({ unit: "piece", amountMilli: 150_000, amountUnit: "g" });
  });

  it("is refused next to the part that is wrong", () => {
    expect(messages({ packAmount: "0,7" })).toEqual({ packUnit: "inventory.packIncomplete", packAmountUnit: "inventory.packIncomplete" });
    expect(messages({ packUnit: "bottle", packAmount: "0", packAmountUnit: "l" })).toEqual({ packAmount: "inventory.packAmountInvalid" });
    expect(messages({ packUnit: "bottle", packAmount: "-1", packAmountUnit: "l" })).toEqual({ packAmount: "inventory.packAmountInvalid" });
    expect(messages({ packUnit: "kg", packAmount: "1000", packAmountUnit: "g" })).toEqual({ packAmountUnit: "inventory.packSameMeasure" });
    // Neither side measures what a kilogram measures: the pack could never be used.
    expect(messages({ packUnit: "bottle", packAmount: "0,7", packAmountUnit: "l" })).toEqual({ packUnit: "inventory.packUnrelated" });
    expect(messages({ packUnit: "ton", packAmount: "1", packAmountUnit: "l" })).toEqual({ packUnit: "inventory.packIncomplete" });
    // An old spelling is no key: the form sends keys.
    expect(messages({ packUnit: "şişe", packAmount: "1", packAmountUnit: "l" })).toEqual({ packUnit: "inventory.packIncomplete" });
  });
});

describe("searching and sorting", () => {
  it("folds case, the Turkish i's and accents", () => {
    expect(searchKey("ŞİŞE")).toBe("sise");
    expect(searchKey("Isparta")).toBe("isparta");
    expect(filterByTabAndSearch([{ name: "Çay", vendor: "Doğuş", unit: "pack", category: "beverage" as const }], inventoryTabSearch, "dogus", "all").shown).toHaveLength(1);
  });

  it("filters by search and tab, counting each tab for the same search", () => {
    const items = [
      { name: "Un", vendor: "Metro", unit: "kg", category: "food" as const },
      { name: "Ayran", vendor: "Metro", unit: "bottle", category: "beverage" as const },
      { name: "Peçete", vendor: "Kırtasiye", unit: "pack", category: "other" as const },
    ];
    expect(filterByTabAndSearch(items, inventoryTabSearch, "metro", "all").counts).toEqual({ all: 2, food: 1, beverage: 1, other: 0 });
    expect(filterByTabAndSearch(items, inventoryTabSearch, "metro", "beverage").shown.map((item) => item.name)).toEqual(["Ayran"]);
    expect(filterByTabAndSearch(items, inventoryTabSearch, "SISE", "all").shown.map((item) => item.name)).toEqual(["Ayran"]);
    expect(filterByTabAndSearch(items, inventoryTabSearch, "", "other").shown.map((item) => item.name)).toEqual(["Peçete"]);
  });

  it("reads unknown tabs as All", () => {
    expect(parseTab(INVENTORY_CATEGORIES, "beverage")).toBe("beverage");
    expect(parseTab(INVENTORY_CATEGORIES, "drop table")).toBe("all");
  });
});
