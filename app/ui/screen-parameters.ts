import { DOWNLOAD_FAILED } from "~/lib/download-failed";
import { MAX_SEARCH_LENGTH } from "./search-box";

/**
 * Every parameter a back-office screen reads from its address (screen-state.ts): the row shown or
 * edited (`item`, `edit`, `category`, `in`, `new`, a new list's `vendor`, a new vendor's `name`:
 * leaving.ts's ROW_PARAMETERS), the filters (`q`, `tab`, `missing`, `allergens`), the paging (`from`, `limit`), the price list's choices (`format`,
 * `language`), what the last write or download left (`savedItem`, `savedCategory`,
 * `download-failed`, `backup-failed`), the language (`lang`) and React Router's own `index`.
 */
export const SCREEN_PARAMETERS: ReadonlySet<string> = new Set([
  "q", "tab", "item", "edit", "category", "in", "new", "missing", "allergens", "vendor", "name", "from", "limit",
  "format", "language", "savedItem", "savedCategory", DOWNLOAD_FAILED, "backup-failed", "lang", "index",
]);

/** The longest value a screen's parameter holds: a search (its box takes no more), an id (at most 100), a file's address. */
export const MAX_SCREEN_PARAMETER_LENGTH = MAX_SEARCH_LENGTH;

/**
 * A back-office address without what no screen reads: parameters not in SCREEN_PARAMETERS, and
 * values longer than MAX_SCREEN_PARAMETER_LENGTH; null when there is nothing to take out. A screen
 * copies its address into the links and forms of each of its rows (screenHref), so 1,500 unknown
 * parameters made /admin/menu 2.4 MB and 150 ms of the server's work.
 */
export function cleanScreenSearch(search: URLSearchParams): URLSearchParams | null {
  const entries = [...search];
  const kept = entries.filter(([name, value]) => SCREEN_PARAMETERS.has(name) && value.length <= MAX_SCREEN_PARAMETER_LENGTH);
  return kept.length === entries.length ? null : new URLSearchParams(kept);
}
