import { describe, expect, it } from "vitest";
import { searchKey } from "~/lib/search-key";
import { filterInventory, inventoryItemSchema, inventorySearchText, knownVendors, parseInventoryTab, sortByName } from "./inventory";

const valid = { name: "Un", unit: "kg", price: "12,50", vendor: "Metro", category: "food" };

describe("the inventory item form's schema", () => {
  it("reads a price with a decimal comma or point as integer kuruş", () => {
    expect(inventoryItemSchema.parse(valid).price).toBe(1250);
    expect(inventoryItemSchema.parse({ ...valid, price: "12.5" }).price).toBe(1250);
    expect(inventoryItemSchema.parse({ ...valid, price: "0" }).price).toBe(0);
  });

  it("gives the brief's message for each missing field", () => {
    const result = inventoryItemSchema.safeParse({});
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
    const message = (input: Record<string, unknown>) => inventoryItemSchema.safeParse({ ...valid, ...input }).error?.issues[0]?.message;
    expect(message({ price: "-1" })).toBe("inventory.priceInvalid");
    expect(message({ price: "1.234" })).toBe("inventory.priceInvalid");
    expect(message({ price: "abc" })).toBe("inventory.priceInvalid");
    expect(message({ price: "99999999999" })).toBe("inventory.priceTooLarge");
    expect(message({ name: "   " })).toBe("inventory.nameRequired");
    expect(message({ unit: "ton" })).toBe("backOffice.invalidValue");
    expect(message({ category: "meat" })).toBe("backOffice.invalidValue");
    expect(message({ vendor: "x".repeat(121) })).toBe("inventory.tooLong");
  });
});

describe("searching and sorting", () => {
  it("folds case, the Turkish i's and accents", () => {
    expect(searchKey("ŞİŞE")).toBe("sise");
    expect(searchKey("Isparta")).toBe("isparta");
    expect(inventorySearchText({ name: "Çay", vendor: "Doğuş", unit: "paket" })).toContain("dogus");
  });

  it("sorts names as a Turkish reader expects in Turkish", () => {
    const names = ["Zeytin", "Çilek", "Cevizli", "Irmik", "İncir", "Soğan", "Şeker", "Tuz", "Un", "Ürün"].map((name) => ({ name }));
    expect(sortByName(names, "tr").map((item) => item.name)).toEqual(["Cevizli", "Çilek", "Irmik", "İncir", "Soğan", "Şeker", "Tuz", "Un", "Ürün", "Zeytin"]);
  });

  it("filters by search and tab, counting each tab for the same search", () => {
    const items = [
      { name: "Un", vendor: "Metro", unit: "kg", category: "food" as const },
      { name: "Ayran", vendor: "Metro", unit: "şişe", category: "beverage" as const },
      { name: "Peçete", vendor: "Kırtasiye", unit: "paket", category: "other" as const },
    ];
    expect(filterInventory(items, "metro", "all").counts).toEqual({ all: 2, food: 1, beverage: 1, other: 0 });
    expect(filterInventory(items, "metro", "beverage").shown.map((item) => item.name)).toEqual(["Ayran"]);
    expect(filterInventory(items, "SISE", "all").shown.map((item) => item.name)).toEqual(["Ayran"]);
    expect(filterInventory(items, "", "other").shown.map((item) => item.name)).toEqual(["Peçete"]);
  });

  it("offers each known vendor once and reads unknown tabs as All", () => {
    expect(knownVendors([{ vendor: "Metro" }, { vendor: "metro " }, { vendor: "Bakkal" }], "tr")).toEqual(["Bakkal", "Metro"]);
    expect(parseInventoryTab("beverage")).toBe("beverage");
    expect(parseInventoryTab("drop table")).toBe("all");
  });
});
