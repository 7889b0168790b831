import { describe, expect, it } from "vitest";
import { findVendor, vendorChoices, vendorItems } from "./vendors";

const inventory = [
  { id: "i1", name: "Un", unit: "kg", priceKurus: 2500, vendor: "Metro" },
  { id: "i2", name: "Ayran", unit: "bottle", priceKurus: 1500, vendor: "metro " },
  { id: "i3", name: "Çay", unit: "pack", priceKurus: 9000, vendor: "Doğuş" },
  { id: "i4", name: "Bulgur", unit: "kg", priceKurus: 4000, vendor: "METRO" },
];

describe("a new list's vendors and items", () => {
  it("offers each vendor once, first spelling kept, in name order, with its item count", () => {
    expect(vendorChoices(inventory, "tr")).toEqual([
      { name: "Doğuş", itemCount: 1 },
      { name: "Metro", itemCount: 3 },
    ]);
    expect(vendorChoices([], "tr")).toEqual([]);
  });

  it("finds the vendor the address names, in any case or accents", () => {
    const vendors = vendorChoices(inventory, "tr");
    expect(findVendor(vendors, "dogus")).toEqual({ name: "Doğuş", itemCount: 1 });
    expect(findVendor(vendors, "METRO")?.name).toBe("Metro");
    expect(findVendor(vendors, "Bakkal")).toBeUndefined();
    expect(findVendor(vendors, null)).toBeUndefined();
  });

  it("lists a vendor's items in name order, with what the form shows", () => {
    expect(vendorItems(inventory, "Metro", "tr")).toEqual([
      { id: "i2", name: "Ayran", unit: "bottle", priceKurus: 1500 },
      { id: "i4", name: "Bulgur", unit: "kg", priceKurus: 4000 },
      { id: "i1", name: "Un", unit: "kg", priceKurus: 2500 },
    ]);
  });
});
