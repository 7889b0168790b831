import type { InventoryItem } from "~/features/inventory/inventory";
import { knownVendors, sortByName, vendorKey } from "~/lib/names";
import type { Language } from "~/i18n/localize";
import { searchKey } from "~/lib/search-key";

/** A vendor a new list may be for: each one the inventory names, with how many of its items it sells. */
export interface VendorChoice {
  name: string;
  itemCount: number;
}

/** An item as a list's quantities form shows it. Money in kuruş. */
export interface VendorItem {
  id: string;
  name: string;
  unit: string;
  priceKurus: number;
}

type Stock = Pick<InventoryItem, "id" | "name" | "unit" | "priceKurus" | "vendor">;

// An item's vendor is written many ways ('Metro', 'metro '): the same one, as a search would find it.
const soldBy = (vendor: string) => {
  const key = vendorKey(vendor);
  return (item: Pick<InventoryItem, "vendor">) => vendorKey(item.vendor) === key;
};

/** The vendors of step 1, in name order, each with its number of items. */
export function vendorChoices(inventory: readonly Stock[], language: Language): VendorChoice[] {
  return knownVendors(inventory, language).map((name) => ({ name, itemCount: inventory.filter(soldBy(name)).length }));
}

/** The vendor the address names, in any case or accents; undefined for one the inventory does not know. */
export function findVendor(vendors: readonly VendorChoice[], name: string | null): VendorChoice | undefined {
  return name ? vendors.find((choice) => searchKey(choice.name) === searchKey(name)) : undefined;
}

/** A vendor's items, in name order: the lines of its quantities form. */
export function vendorItems(inventory: readonly Stock[], vendor: string, language: Language): VendorItem[] {
  return sortByName(inventory.filter(soldBy(vendor)), language).map(({ id, name, unit, priceKurus }) => ({ id, name, unit, priceKurus }));
}
