import { parse } from "csv-parse/sync";
import { messageRef, type MessageRef } from "~/i18n/message-ref";
import { kurusToInputValue } from "~/lib/money";
import type { InventoryCategory, StatementColumns } from "~/db/schema";
import { FACT_STATES, STATEMENT_COLUMNS, STATEMENTS, statementColumns } from "~/lib/declarations";
import type { Language } from "~/i18n/localize";
import { searchKey } from "~/lib/search-key";
import { BOM, importedText, spreadsheetCsv, textCell } from "~/lib/spreadsheet-csv";
import { translator } from "~/i18n/translate";
import { unitFromText, unitLabel } from "~/lib/units";
import { INVENTORY_CATEGORIES, INVENTORY_UNITS, inventoryItemSchema, MAX_CSV_BYTES, type InventoryItem, type InventoryItemInput } from "./inventory";
import { inventoryMessages } from "./inventory-messages";

/**
 * The inventory as a spreadsheet file and back (pure: text in, rows out). UTF-8 with a byte-order
 * mark, so spreadsheet programs show Turkish letters; a header row; commas, semicolons or tabs
 * between fields (a Turkish spreadsheet program saves CSV with semicolons, and in Windows-1254:
 * `spreadsheetText` reads the file's bytes). An export writes what reads the
 * same in any language: unit and category keys, prices with a decimal point and no grouping. An
 * import reads a unit in either language or an old spelling (`adet`, `piece`, `gr`), and a price as
 * the importing page's language writes it, as its form does (docs/decisions/0025-numbers-and-units.md).
 */

export const CSV_COLUMNS = ["name", "unit", "price", "vendor", "category"] as const;
/**
 * After them, an item's allergens and diet facts, one column each, named as the database names
 * them (`allergen_milk`, `diet_animal`) and written as keys (`contains`, `yes`). A file may leave
 * any of them out, as files made before they existed do: the import leaves those as they are.
 */
export const CSV_STATEMENT_COLUMNS = STATEMENT_COLUMNS;
/**
 * Last, the version of each item as it was exported. An import refuses a row whose item has been
 * changed in the app since (a colleague's price, an allergen, a price ordered on a sent list), and
 * would now be changed back: the file holds the values from before that change. A file without the
 * column, or a row without a value in it (a row added in the spreadsheet), is matched by name and
 * vendor alone, as files made before the column existed are.
 */
export const CSV_VERSION_COLUMN = "version";
/**
 * After it, each item's id, so that an import finds the item a row was exported from whatever it
 * is called now: an item renamed in the app since the export is refused as changed since (rather
 * than added again under its old name), and a name changed in the spreadsheet renames the item. A
 * row without one (added in the spreadsheet), or whose item this site does not have (a file from
 * another site, an item deleted since), is matched by name and vendor.
 */
export const CSV_ID_COLUMN = "id";
/** What an id this site wrote looks like (its items' ids are UUIDs): a space, a quote or a formula sign was not exported here. */
const EXPORTED_ID = /^[A-Za-z0-9_-]{1,100}$/;
export const MAX_CSV_ROWS = 10_000;
/**
 * The most columns a line may have ('More than 100 columns.'); the inventory's own are about 30.
 * Checked before the file is parsed: each field costs the parser its time, and 5 MB of commas on
 * one line is 5 million of them (800 ms of the server's, for a file of one line).
 */
export const MAX_CSV_COLUMNS = 100;

/**
 * The CSV carries an item's own fields; a pack is kept in the app (an import leaves it as it is).
 * The price is a number, written as one (never a formula, so never marked).
 */
export function inventoryToCsv(items: readonly Pick<InventoryItem, "id" | "name" | "unit" | "priceKurus" | "vendor" | "category" | "statements" | "version">[]): string {
  const rows = items.map((item) => {
    const statements = statementColumns(item.statements);
    return [
      textCell(item.name),
      textCell(item.unit),
      kurusToInputValue(item.priceKurus, "en"),
      textCell(item.vendor),
      textCell(item.category),
      ...CSV_STATEMENT_COLUMNS.map((column) => statements[column]),
      String(item.version),
      textCell(item.id),
    ];
  });
  return spreadsheetCsv([[...CSV_COLUMNS, ...CSV_STATEMENT_COLUMNS, CSV_VERSION_COLUMN, CSV_ID_COLUMN], ...rows]);
}

export interface CsvRowError {
  /** The file's line number, counting the header as line 1. */
  line: number;
  messages: MessageRef[];
}

/**
 * A row of an import: the item, the statements the file gives for it, its line, and the version and
 * id its item had when the file was exported, where the file says.
 */
export type CsvRow = InventoryItemInput & { statements: Partial<StatementColumns>; line: number; exportedVersion?: number; exportedId?: string };

export type CsvParseResult =
  | { ok: true; rows: CsvRow[] }
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
 * The header row tells the separator: commas, or semicolons or tabs where it has more of those. A
 * file saved with semicolons writes prices with a decimal comma, which must not split the field; a
 * spreadsheet's 'Unicode text' separates with tabs.
 */
function delimiterOf(content: string): "," | ";" | "\t" {
  // Its first 4,000 characters: the inventory's column names take under 1,000.
  const end = content.search(/[\r\n]/);
  const header = content.slice(0, Math.min(end < 0 ? content.length : end, 4_000));
  const count = (separator: string) => {
    let found = 0;
    for (let at = header.indexOf(separator); at >= 0; at = header.indexOf(separator, at + 1)) found += 1;
    return found;
  };
  return ([";", "\t"] as const).reduce<"," | ";" | "\t">((best, separator) => (count(separator) > count(best) ? separator : best), ",");
}

/** What a line with more values than the header has columns is told, by the file's separator. */
const EXTRA_VALUES = { ",": "inventory.csvExtraValuesComma", ";": "inventory.csvExtraValuesSemicolon", "\t": "inventory.csvExtraValuesTab" } as const;

/** The columns' names in Turkish, folded (`Tedarikçi` → `tedarikci`): a file made in Turkish from scratch. */
const TURKISH_COLUMN_NAMES: Record<string, string> = { ad: "name", birim: "unit", fiyat: "price", tedarikci: "vendor", kategori: "category", surum: CSV_VERSION_COLUMN };

/** What a person may write in a statement column: the key, or its label in either language ('İçerir', 'Evet'). */
const STATEMENT_NAMES: Record<string, string> = Object.fromEntries(
  [
    ...STATEMENTS.map((key) => [key, key]),
    ["contains", "contains"], ["içerir", "contains"],
    ["may contain", "may-contain"], ["içerebilir", "may-contain"],
    ["does not contain", "free"], ["içermez", "free"],
    ["not declared", "undeclared"], ["belirtilmedi", "undeclared"],
  ].map(([name, key]) => [searchKey(name!), key!]),
);
const FACT_NAMES: Record<string, string> = Object.fromEntries(
  [...FACT_STATES.map((key) => [key, key]), ["evet", "yes"], ["hayır", "no"], ["not declared", "undeclared"], ["belirtilmedi", "undeclared"]].map(([name, key]) => [searchKey(name!), key!]),
);

const fail = (line: number, ...messages: MessageRef[]): CsvParseResult => ({ ok: false, errors: [{ line, messages }] });

/**
 * The first line (counting from 1) with more than MAX_CSV_COLUMNS columns, or 0: a separator inside
 * quotation marks counts too. Lines end as the parser ends them: `\r\n`, `\n`, or a lone `\r`
 * (a spreadsheet on an old Mac saves 'CSV (Macintosh)' so).
 */
function lineWithTooManyColumns(content: string, delimiter: string): number {
  const separator = delimiter.charCodeAt(0);
  let line = 1;
  let separators = 0;
  for (let at = 0; at < content.length; at++) {
    const code = content.charCodeAt(at);
    if (code === 13 || code === 10) {
      if (code === 13 && content.charCodeAt(at + 1) === 10) at += 1;
      line += 1;
      separators = 0;
    } else if (code === separator && ++separators >= MAX_CSV_COLUMNS) return line;
  }
  return 0;
}

/** What the parser found wrong with a file, in the page's language; its line where the parser tells one that is the mistake's. */
function unreadable(error: unknown): CsvParseResult {
  const { code, lines } = (error ?? {}) as { code?: unknown; lines?: unknown };
  const line = typeof lines === "number" ? lines : 0;
  if (code === "INVALID_OPENING_QUOTE" || code === "CSV_INVALID_CLOSING_QUOTE" || code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE") return fail(line, messageRef("inventory.csvQuoteMisplaced"));
  // The parser tells where the file ended, not where the quotation mark was opened.
  if (code === "CSV_QUOTE_NOT_CLOSED") return fail(0, messageRef("inventory.csvQuoteNotClosed"));
  return fail(0, messageRef("inventory.csvUnreadable"));
}

/**
 * Reads an inventory CSV. All or nothing: every bad row is reported with its line number and the
 * reasons (message references), and then no row is returned.
 */
export function parseInventoryCsv(text: string, language: Language): CsvParseResult {
  if (text.length > MAX_CSV_BYTES) return fail(0, messageRef("inventory.csvTooLarge"));
  const content = text.startsWith(BOM) ? text.slice(1) : text;
  const delimiter = delimiterOf(content);
  const tooWide = lineWithTooManyColumns(content, delimiter);
  if (tooWide > 0) return fail(tooWide, messageRef("inventory.csvTooManyColumns"));
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(content, {
      bom: true,
      delimiter,
      relax_column_count: true,
      skip_empty_lines: true,
      trim: true,
      info: true,
      // One more than allowed: enough to know the file is too long without reading all of it.
      to: MAX_CSV_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    return unreadable(error);
  }
  const [header, ...body] = records;
  if (!header) return fail(1, messageRef("inventory.csvEmpty"));
  const columns = header.record.map((name) => {
    const folded = searchKey(name);
    return TURKISH_COLUMN_NAMES[folded] ?? folded;
  });
  const missing = CSV_COLUMNS.filter((column) => !columns.includes(column));
  if (missing.length > 0) return fail(header.info.lines, messageRef("inventory.csvMissingColumns", { columns: missing.join(", ") }));
  if (body.length === 0) return fail(header.info.lines, messageRef("inventory.csvEmpty"));
  if (body.length > MAX_CSV_ROWS) return fail(0, messageRef("inventory.csvTooManyRows"));

  const index = Object.fromEntries(CSV_COLUMNS.map((column) => [column, columns.indexOf(column)])) as Record<(typeof CSV_COLUMNS)[number], number>;
  const statementIndex = CSV_STATEMENT_COLUMNS.map((column) => [column, columns.indexOf(column)] as const).filter(([, at]) => at >= 0);
  const versionIndex = columns.indexOf(CSV_VERSION_COLUMN);
  const idIndex = columns.indexOf(CSV_ID_COLUMN);
  const errors: CsvRowError[] = [];
  const rows: CsvRow[] = [];
  const firstLineOf = new Map<string, number>();
  const firstLineOfId = new Map<string, number>();
  const choices = csvChoices(language);
  for (const { record, info } of body) {
    // A value past the header's columns would be lost: most often a price like 12,5 that split
    // in two at its comma, so that the rest of the line is read a column off.
    if (record.slice(header.record.length).some((value) => value !== "")) {
      errors.push({ line: info.lines, messages: [messageRef(EXTRA_VALUES[delimiter], { values: record.length, columns: header.record.length })] });
      continue;
    }
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
    const statements: Record<string, string> = {};
    const badStatements: string[] = [];
    for (const [column, at] of statementIndex) {
      const written = record[at] ?? "";
      if (written === "") continue;
      const key = (column.startsWith("diet_") ? FACT_NAMES : STATEMENT_NAMES)[searchKey(written)];
      if (key) statements[column] = key;
      else badStatements.push(column);
    }
    // A unit or category written but not one of the form's choices: the choices, in the page's words.
    const issueMessage = (issue: { path: PropertyKey[]; message: string }) => {
      if (issue.path[0] === "unit" && unit !== undefined) return messageRef("inventory.csvUnitInvalid", { unit, units: choices.units });
      if (issue.path[0] === "category" && category !== undefined) return messageRef("inventory.csvCategoryInvalid", { category, categories: choices.categories });
      return issue.message;
    };
    const version = versionIndex < 0 ? "" : (record[versionIndex] ?? "");
    const exportedVersion = /^[1-9]\d{0,8}$/.test(version) ? Number(version) : undefined;
    const id = idIndex < 0 ? "" : importedText(record[idIndex] ?? "");
    const exportedId = EXPORTED_ID.test(id) ? id : undefined;
    const messages = [
      ...(parsed.success ? [] : parsed.error.issues.map(issueMessage)),
      ...badStatements.map((column) => messageRef(column.startsWith("diet_") ? "inventory.csvFactInvalid" : "inventory.csvStatementInvalid", { column })),
      ...(version !== "" && exportedVersion === undefined ? [messageRef("inventory.csvVersionInvalid", { column: CSV_VERSION_COLUMN })] : []),
      ...(id !== "" && exportedId === undefined ? [messageRef("inventory.csvIdInvalid", { column: CSV_ID_COLUMN })] : []),
    ];
    if (!parsed.success || messages.length > 0) {
      errors.push({ line: info.lines, messages: [...new Set(messages)] });
      continue;
    }
    const key = importKey(parsed.data);
    const first = firstLineOf.get(key);
    if (first !== undefined) {
      errors.push({ line: info.lines, messages: [messageRef("inventory.csvDuplicate", { line: first })] });
      continue;
    }
    const firstOfId = exportedId === undefined ? undefined : firstLineOfId.get(exportedId);
    if (firstOfId !== undefined) {
      errors.push({ line: info.lines, messages: [messageRef("inventory.csvDuplicateId", { line: firstOfId, column: CSV_ID_COLUMN })] });
      continue;
    }
    firstLineOf.set(key, info.lines);
    if (exportedId !== undefined) firstLineOfId.set(exportedId, info.lines);
    rows.push({ ...parsed.data, statements: statements as Partial<StatementColumns>, line: info.lines, ...(exportedVersion !== undefined && { exportedVersion }), ...(exportedId !== undefined && { exportedId }) });
  }
  return errors.length > 0 ? { ok: false, errors } : { ok: true, rows };
}

/** The units and categories an import takes, as the page's language names them ('kg, g, … or poşet'). */
function csvChoices(language: Language): { units: string; categories: string } {
  const t = translator(language, inventoryMessages);
  const or = new Intl.ListFormat(language, { type: "disjunction" });
  return {
    units: or.format(INVENTORY_UNITS.map((unit) => unitLabel(unit, language))),
    categories: or.format(INVENTORY_CATEGORIES.map((category) => t(`inventory.category.${category}`))),
  };
}

/** The key an import matches an existing item by: its name and vendor, folded as search folds them. */
export function importKey(item: { name: string; vendor: string }): string {
  return `${searchKey(item.name.trim())}\n${searchKey(item.vendor.trim())}`;
}

/** What the import action answers. */
export type CsvImportReply = { ok: true; created: number; updated: number; unchanged: number } | { ok: false; errors: CsvRowError[] };
