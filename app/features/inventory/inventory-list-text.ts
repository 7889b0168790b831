import { statementsFromCode } from "~/lib/declarations";
import type { InventoryItem } from "./inventory";

/** The inventory as one text: made only by inventoryListText, read only by parseInventoryList. */
export type InventoryListText = string & { readonly __brand: "InventoryListText" };

/** An item as the screen's list sends it: its statements as their 18 letters (statementCode), as the database gives them. */
export type InventoryListEntry = Omit<InventoryItem, "statements"> & { statementCode: string };

/**
 * The whole list is one string, not objects: React Router would otherwise encode 5,000 objects value
 * by value and repeat every field name in the page (docs/decisions/0008-menu-list.md made the same
 * choice for the menu). And not JSON: the page carries the loader's data as a JSON string inside a
 * JSON string in a script, so each quote of a JSON list became four characters, and escaping them
 * was most of the screen's server time. Items are separated by `~`, fields by `|`, neither of which
 * JSON or HTML escapes; `%`, `|` and `~` in a value are written `%25`, `%7C` and `%7E`.
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

// The server renders the page right after making the text: it reads back the list it just wrote.
let lastParsed: { text: InventoryListText; items: InventoryItem[] } | null = null;

export function parseInventoryList(text: InventoryListText): InventoryItem[] {
  if (lastParsed?.text === text) return lastParsed.items;
  const items =
    text === ""
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
  lastParsed = { text, items };
  return items;
}
