import type { MenuListCategory, MenuListItem } from "./menu";

/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN_ROWS = 5;

export type MenuRow =
  | { kind: "header"; key: string; category: MenuListCategory }
  | { kind: "item"; key: string; item: MenuListItem; categoryId: string };

/** An item's row's key: the list draws it with this as its `data-row-key`. */
export function itemRowKey(itemId: string): string {
  return `i-${itemId}`;
}

/** Category headers and item rows, in order. */
export function buildMenuRows(categories: MenuListCategory[]): MenuRow[] {
  const rows: MenuRow[] = [];
  for (const category of categories) {
    rows.push({ kind: "header", key: `c-${category.id}`, category });
    for (const item of category.items) rows.push({ kind: "item", key: itemRowKey(item.id), item, categoryId: category.id });
  }
  return rows;
}

/** The category a row belongs to. */
export function rowCategoryId(row: MenuRow): string {
  return row.kind === "header" ? row.category.id : row.categoryId;
}

/**
 * What a row's height is guessed from before it has been drawn, in CSS pixels: the stylesheet's
 * sizes (app.css, "Menu"), with an average character width for the wrapping of names and texts.
 * A guess only places the rows not yet drawn; every drawn row is measured.
 */
export const ROW_GUESS = {
  header: 60,
  /** The item row's padding and border, top and bottom. */
  itemPadding: 23,
  nameLine: 25,
  textLine: 22,
  /** The photo's square and the gap beside it; the chevron's column. */
  image: 100,
  imageGap: 12,
  chevron: 28,
  /** Average widths of a character in the name (bold, larger) and in the texts. */
  nameCharWidth: 9.2,
  textCharWidth: 7.8,
  /** The price beside the name when there is no photo. */
  priceWidth: 70,
  descriptionLines: 2,
  /** About how many characters a dish's allergen line takes per declaration named, and for the incomplete warning. */
  allergenNameChars: 22,
  allergenWarningChars: 60,
} as const;

function lines(text: string, width: number, charWidth: number): number {
  return linesOf(text.length, width, charWidth);
}

function linesOf(characters: number, width: number, charWidth: number): number {
  const perLine = Math.max(8, Math.floor(width / charWidth));
  return Math.max(1, Math.ceil(characters / perLine));
}

/**
 * A row's height guessed from its texts and the list's width. With a photo the price sits under the
 * name, and the row is at least as tall as the photo.
 */
export function guessRowHeight(row: MenuRow, listWidth: number): number {
  if (row.kind === "header") return ROW_GUESS.header;
  const { item } = row;
  const textWidth = listWidth - ROW_GUESS.chevron - (item.image ? ROW_GUESS.image + ROW_GUESS.imageGap : 0);
  const nameWidth = item.image ? textWidth : textWidth - ROW_GUESS.priceWidth;
  let text = lines(item.name, nameWidth, ROW_GUESS.nameCharWidth) * ROW_GUESS.nameLine;
  if (item.image) text += ROW_GUESS.textLine;
  if (item.soldOut) text += ROW_GUESS.textLine;
  if (item.secondary) text += lines(item.secondary, textWidth, ROW_GUESS.textCharWidth) * ROW_GUESS.textLine;
  if (item.description) {
    text += Math.min(ROW_GUESS.descriptionLines, lines(item.description, textWidth, ROW_GUESS.textCharWidth)) * ROW_GUESS.textLine;
  }
  const { contains, mayContain, incomplete } = item.allergens;
  const allergenChars = (contains.length + mayContain.length) * ROW_GUESS.allergenNameChars + (incomplete ? ROW_GUESS.allergenWarningChars : 0);
  if (allergenChars > 0) text += linesOf(allergenChars, textWidth, ROW_GUESS.textCharWidth) * ROW_GUESS.textLine;
  return ROW_GUESS.itemPadding + Math.max(text, item.image ? ROW_GUESS.image : 0);
}

/**
 * Where each row starts: `offsets[i]` is the top of row i within the list, `offsets[rows]` the
 * list's height. Each row has its measured height when it has one, its guess otherwise.
 */
export function rowOffsets(rows: MenuRow[], measured: ReadonlyMap<string, number>, listWidth: number): Float64Array {
  const offsets = new Float64Array(rows.length + 1);
  for (let index = 0; index < rows.length; index++) {
    const row = rows[index]!;
    offsets[index + 1] = offsets[index]! + (measured.get(row.key) ?? guessRowHeight(row, listWidth));
  }
  return offsets;
}

/** The row that holds the point `y` of the list (the last row for a point below it). */
export function rowAt(offsets: Float64Array, y: number): number {
  const rows = offsets.length - 1;
  let low = 0;
  let high = rows;
  // The first row whose bottom edge is below y.
  while (low < high) {
    const middle = (low + high) >> 1;
    if (offsets[middle + 1]! <= y) low = middle + 1;
    else high = middle;
  }
  return Math.min(low, Math.max(0, rows - 1));
}

/**
 * The rows to render for a viewport: those that intersect [scrollTop, scrollTop + viewportHeight),
 * plus `overscan` rows on each side. Returns a half-open index range.
 */
export function visibleRowRange(
  offsets: Float64Array,
  scrollTop: number,
  viewportHeight: number,
  overscan = OVERSCAN_ROWS,
): { start: number; end: number } {
  const rows = offsets.length - 1;
  if (rows <= 0) return { start: 0, end: 0 };
  const first = rowAt(offsets, Math.max(0, scrollTop));
  const last = rowAt(offsets, Math.max(0, scrollTop + viewportHeight - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(rows, last + 1 + overscan) };
}
