import { parse } from "csv-parse/sync";
import { stringify } from "csv-stringify/sync";
import { messageRef, type MessageRef } from "~/i18n/message-ref";
import { kurusToInputValue } from "~/lib/money";
import type { InventoryCategory } from "~/db/schema";
import type { Language } from "~/i18n/localize";
import { searchKey } from "~/lib/search-key";
import { unitFromText } from "~/lib/units";
import { inventoryItemSchema, MAX_CSV_BYTES, type InventoryItem, type InventoryItemInput } from "./inventory";

/**
 * The inventory as a spreadsheet file and back (pure: text in, rows out). UTF-8 with a byte-order
 * mark, so spreadsheet programs show Turkish letters; a header row; commas or semicolons between
 * fields (a Turkish spreadsheet program saves CSV with semicolons). An export writes what reads the
 * same in any language: unit and category keys, prices with a decimal point and no grouping. An
 * import reads a unit in either language or an old spelling (`adet`, `piece`, `gr`), and a price as
 * the importing page's language writes it, as its form does (docs/decisions/0025-numbers-and-units.md).
 */

export const CSV_COLUMNS = ["name", "unit", "price", "vendor", "category"] as const;
export const MAX_CSV_ROWS = 10_000;
const BOM = "\uFEFF";

/**
 * A text cell a spreadsheet program would run as a formula (OWASP's CSV injection): one that starts
 * with `=`, `+`, `-`, `@`, a tab or a carriage return, after any apostrophes already in front.
 */
const FORMULA_START = /^'*[=+\-@\t\r]/;
/** The same cell after the apostrophe `textCell` put in front of it. */
const ESCAPED_FORMULA_START = /^'+[=+\-@\t\r]/;

/**
 * A text cell as written to the file: one a spreadsheet would run as a formula gets a leading `'`,
 * which the program shows as text. An apostrophe is added only where one would be read back as
 * the marker (`importedText`), so `'=x` (a name that starts with an apostrophe) becomes `''=x`
 * and `O'Neil` or `'Kara'` stay as they are.
 */
export function textCell(value: string): string {
  return FORMULA_START.test(value) ? `'${value}` : value;
}

/** A text cell as read from a file: the apostrophe `textCell` added is taken off, nothing else. */
export function importedText(cell: string): string {
  return ESCAPED_FORMULA_START.test(cell) ? cell.slice(1) : cell;
}

/**
 * The CSV carries an item's own fields; a pack is kept in the app (an import leaves it as it is).
 * The price is a number, written as one (never a formula, so never marked).
 */
export function inventoryToCsv(items: readonly Pick<InventoryItem, "name" | "unit" | "priceKurus" | "vendor" | "category">[]): string {
  const rows = items.map((item) => [textCell(item.name), textCell(item.unit), kurusToInputValue(item.priceKurus, "en"), textCell(item.vendor), textCell(item.category)]);
  return BOM + stringify([[...CSV_COLUMNS], ...rows], { record_delimiter: "windows" });
}

export interface CsvRowError {
  /** The file's line number, counting the header as line 1. */
  line: number;
  messages: MessageRef[];
}

export type CsvParseResult =
  | { ok: true; rows: (InventoryItemInput & { line: number })[] }
  | { ok: false; errors: CsvRowError[] };

/** What a person may write in the category column: the stored value or its label in either language. */
const CATEGORY_NAMES: Record<string, InventoryCategory> = Object.fromEntries(
  [
    ["food", "food"], ["gıda", "food"],
    ["beverage", "beverage"], ["içecek", "beverage"],
    ["other", "other"], ["diğer", "other"],
  ].map(([name, category]) => [searchKey(name!), category as InventoryCategory]),
);

/**
 * The header row tells the separator: semicolons when it has more of them than commas. A file
 * saved with semicolons writes prices with a decimal comma, which must not split the field.
 */
function delimiterOf(content: string): "," | ";" {
  const header = content.slice(0, content.search(/\r?\n|$/));
  const count = (separator: string) => header.split(separator).length - 1;
  return count(";") > count(",") ? ";" : ",";
}

const fail = (line: number, ...messages: MessageRef[]): CsvParseResult => ({ ok: false, errors: [{ line, messages }] });

/**
 * Reads an inventory CSV. All or nothing: every bad row is reported with its line number and the
 * reasons (message references), and then no row is returned.
 */
export function parseInventoryCsv(text: string, language: Language): CsvParseResult {
  if (text.length > MAX_CSV_BYTES) return fail(0, messageRef("inventory.csvTooLarge"));
  const content = text.startsWith(BOM) ? text.slice(1) : text;
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      delimiter: delimiterOf(content),
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      // One more than allowed: enough to know the file is too long without reading all of it.
      to: MAX_CSV_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const reason = error instanceof Error ? error.message.slice(0, 200) : String(error);
    return fail(0, messageRef("inventory.csvUnreadable", { reason }));
  }
  const [header, ...body] = records;
  if (!header) return fail(1, messageRef("inventory.csvEmpty"));
  const columns = header.record.map((name) => searchKey(name));
  const missing = CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) return fail(header.info.lines, messageRef("inventory.csvMissingColumns", { columns: missing.join(", ") }));
  if (body.length === 0) return fail(header.info.lines, messageRef("inventory.csvEmpty"));
  if (body.length > MAX_CSV_ROWS) return fail(0, messageRef("inventory.csvTooManyRows"));

  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, columns.indexOf(column)])) as Record<(typeof CSV_COLUMNS)[number], number>;
  const errors: CsvRowError[] = [];
  const rows: (InventoryItemInput & { line: number })[] = [];
  const firstLineOf = new Map<string, number>();
  for (const { record, info } of body) {
    const cell = (column: (typeof CSV_COLUMNS)[number]) => {
      const raw = record[index[column]] ?? "";
      const value = column === "price" ? raw : importedText(raw);
      // Empty cells are missing values, as an empty form field is.
      return value === "" ? undefined : value;
    };
    const category = cell("category");
    const unit = cell("unit");
    const parsed = inventoryItemSchema(language).safeParse({
      name: cell("name"),
      unit: unit === undefined ? undefined : (unitFromText(unit) ?? unit),
      price: cell("price"),
      vendor: cell("vendor"),
      category: category === undefined ? undefined : (CATEGORY_NAMES[searchKey(category)] ?? category),
    });
    if (!parsed.success) {
      errors.push({ line: info.lines, messages: [...new Set(parsed.error.issues.map((issue) => issue.message))] });
      continue;
    }
    const key = importKey(parsed.data);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({ line: info.lines, messages: [messageRef("inventory.csvDuplicate", { line: first })] });
      continue;
    }
    firstLineOf.set(key, info.lines);
    rows.push({ ...parsed.data, line: info.lines });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** The key an import matches an existing item by: its name and vendor, folded as search folds them. */
export function importKey(item: { name: string; vendor: string }): string {
  return `${searchKey(item.name.trim())}\n${searchKey(item.vendor.trim())}`;
}

/** What the import action answers. */
export type CsvImportReply = { ok: true; created: number; updated: number; unchanged: number } | { ok: false; errors: CsvRowError[] };
