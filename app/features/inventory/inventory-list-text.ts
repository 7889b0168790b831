import { statementsFromCode } from "~/lib/declarations";
import type { InventoryItem } from "./inventory";

/** The inventory as one text: made only by inventoryListText, read only by parseInventoryList. */
export type InventoryListText = string & { readonly __brand: "InventoryListText" };

/** An item as the screen's list sends it: its statements as their 18 letters (statementCode), as the database gives them. */
export type InventoryListEntry = Omit<InventoryItem, "statements"> & { statementCode: string };

/**
 * The whole list is one string, not objects: 5,000 objects would repeat every field name. It is the
 * body of GET /inventory-manager/list (docs/decisions/0041-inventory-list-apart.md). Until then it
 * travelled in the page's loader data, a JSON string inside a JSON string in a script, where a JSON
 * list's every quote became four characters; the format still has nothing that JSON or HTML
 * escapes. Items are separated by `~`, fields by `|`; `%`, `|` and `~` in a value are written
 * `%25`, `%7C` and `%7E`.
 *
 * An item: id | name | unit | price in kuruş | vendor | category | version | 18 statement letters,
 * and, when it has a pack, | unit | amount in thousandths | amount's unit.
 */
const ITEMS = "~";
const FIELDS = "|";
const ESCAPED = /[%|~]/g;
const HAS_ESCAPED = /[%|~]/;
const ESCAPES: Readonly<Record<string, string>> = { "%": "%25", "|": "%7C", "~": "%7E" };
const UNESCAPED = /%(25|7C|7E)/g;
const UNESCAPES: Readonly<Record<string, string>> = { "25": "%", "7C": "|", "7E": "~" };

// Tested first: almost no value holds one, and a test costs less than a replace.
const escape = (value: string) => (HAS_ESCAPED.test(value) ? value.replace(ESCAPED, (character) => ESCAPES[character]!) : value);
const unescape = (value: string) => (value.includes("%") ? value.replace(UNESCAPED, (_all, code: string) => UNESCAPES[code]!) : value);

export function inventoryListText(items: readonly InventoryListEntry[]): InventoryListText {
  return items
    .map(({ id, name, unit, priceKurus, vendor, category, version, statementCode, pack }) => {
      const fields = [escape(id), escape(name), escape(unit), priceKurus, escape(vendor), category, version, statementCode];
      if (pack) fields.push(escape(pack.unit), pack.amountMilli, escape(pack.amountUnit));
      return fields.join(FIELDS);
    })
    .join(ITEMS) as InventoryListText;
}

export function parseInventoryList(text: InventoryListText): InventoryItem[] {
  return text === ""
    ? []
    : text.split(ITEMS).map((item): InventoryItem => {
        const [id, name, unit, priceKurus, vendor, category, version, statements, packUnit, packAmountMilli, packAmountUnit] = item.split(FIELDS);
        return {
          id: unescape(id!),
          name: unescape(name!),
          unit: unescape(unit!),
          priceKurus: Number(priceKurus),
          vendor: unescape(vendor!),
          category: category as InventoryItem["category"],
          version: Number(version),
          pack: packUnit === undefined ? null : { unit: unescape(packUnit), amountMilli: Number(packAmountMilli), amountUnit: unescape(packAmountUnit!) },
          statements: statementsFromCode(statements!),
        };
      });
}
