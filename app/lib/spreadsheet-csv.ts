import { stringify } from "csv-stringify/sync";
import type { Language } from "~/i18n/localize";

/**
 * CSV as spreadsheet programs open it: UTF-8 with a byte-order mark, so they show Turkish letters,
 * and Windows line ends. The inventory's export and import and the Menu Costs export write and read
 * through here; a file to import is read as the program saved it (`spreadsheetText`).
 */
export const BOM = "\uFEFF";

/**
 * The text of a file a spreadsheet program saved. UTF-8, with or without its byte-order mark, is
 * read as such; so is UTF-16 with its mark ('Unicode text'). Anything else that is not UTF-8 is read
 * as Windows-1254, the code page in which a Turkish Windows saves plain 'CSV': there `ç`, `ı`
 * and `ş` are single bytes that UTF-8 cannot read, and 'Domates Salçası' would come out mangled.
 */
export function spreadsheetText(bytes: Uint8Array): string {
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder("utf-16le").decode(bytes);
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder("utf-16be").decode(bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder("windows-1254").decode(bytes);
  }
}

/**
 * The separator a spreadsheet program in the language opens a CSV file with: a Turkish one, whose
 * numbers have a decimal comma, separates with semicolons, and would read a comma-separated file
 * as one column.
 */
export function spreadsheetSeparator(language: Language): "," | ";" {
  return language === "tr" ? ";" : ",";
}

/** Rows (a header first) as a spreadsheet's CSV file, with commas between fields unless told otherwise. */
export function spreadsheetCsv(rows: readonly (readonly string[])[], delimiter: "," | ";" = ","): string {
  return BOM + stringify(rows as string[][], { record_delimiter: "windows", delimiter });
}

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
