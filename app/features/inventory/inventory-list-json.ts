import { statementCode, statementsFromCode } from "~/lib/declarations";
import type { InventoryItem } from "./inventory";

/** An inventory as JSON text: made only by inventoryListJson, read only by parseInventoryList. */
export type InventoryListJson = string & { readonly __brand: "InventoryListJson" };

/**
 * On the wire an item is an array of its fields, not an object, and the whole list is one string:
 * React Router would otherwise encode 5,000 objects value by value, and repeat every field name in
 * the page (docs/decisions/0008-menu-list.md made the same choice for the menu).
 */
type PackFields = [unit: string, amountMilli: number, amountUnit: string];
/** `statements`: the 18 letters of statementCode. */
type ItemFields = [id: string, name: string, unit: string, priceKurus: number, vendor: string, category: InventoryItem["category"], version: number, statements: string, pack?: PackFields];

export function inventoryListJson(items: readonly InventoryItem[]): InventoryListJson {
  const fields: ItemFields[] = items.map((item) => {
    const own: ItemFields = [item.id, item.name, item.unit, item.priceKurus, item.vendor, item.category, item.version, statementCode(item.statements)];
    if (item.pack) own.push([item.pack.unit, item.pack.amountMilli, item.pack.amountUnit]);
    return own;
  });
  return JSON.stringify(fields) as InventoryListJson;
}

// The server renders the page right after making the text: it reads back the list it just wrote.
let lastParsed: { json: InventoryListJson; items: InventoryItem[] } | null = null;

export function parseInventoryList(json: InventoryListJson): InventoryItem[] {
  if (lastParsed?.json === json) return lastParsed.items;
  const items = (JSON.parse(json) as ItemFields[]).map(([id, name, unit, priceKurus, vendor, category, version, statements, pack]) => ({
    id,
    name,
    unit,
    priceKurus,
    vendor,
    category,
    version,
    pack: pack ? { unit: pack[0], amountMilli: pack[1], amountUnit: pack[2] } : null,
    statements: statementsFromCode(statements),
  }));
  lastParsed = { json, items };
  return items;
}
