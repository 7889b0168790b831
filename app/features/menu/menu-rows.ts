import type { MenuListCategory, MenuListItem } from "./menu";

/** The brief's row heights (section 9), in CSS pixels. Rows have exactly these heights. */
export const HEADER_ROW_HEIGHT = 60;
export const ITEM_ROW_HEIGHT = 140;
export const SECONDARY_TEXT_HEIGHT = 25;
export const LONG_DESCRIPTION_HEIGHT = 20;
export const LONG_DESCRIPTION_CHARS = 50;
/** Rows rendered beyond each edge of the viewport. */
export const OVERSCAN_ROWS = 5;

export type MenuRow =
  | { kind: "header"; key: string; category: MenuListCategory; top: number; height: number }
  | { kind: "item"; key: string; item: MenuListItem; categoryId: string; top: number; height: number };

export function itemRowHeight(item: MenuListItem): number {
  let height = ITEM_ROW_HEIGHT;
  if (item.secondary) height += SECONDARY_TEXT_HEIGHT;
  if ((item.description?.length ?? 0) > LONG_DESCRIPTION_CHARS) height += LONG_DESCRIPTION_HEIGHT;
  return height;
}

/** Category headers and item rows in order, each with its height and its offset from the top. */
export function buildMenuRows(categories: MenuListCategory[]): { rows: MenuRow[]; totalHeight: number } {
  const rows: MenuRow[] = [];
  let top = 0;
  for (const category of categories) {
    rows.push({ kind: "header", key: `c-${category.id}`, category, top, height: HEADER_ROW_HEIGHT });
    top += HEADER_ROW_HEIGHT;
    for (const item of category.items) {
      const height = itemRowHeight(item);
      rows.push({ kind: "item", key: `i-${item.id}`, item, categoryId: category.id, top, height });
      top += height;
    }
  }
  return { rows, totalHeight: top };
}

/** The first row whose bottom edge is below `offset` (binary search over ordered rows). */
function firstRowEndingAfter(rows: MenuRow[], offset: number): number {
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    const row = rows[middle]!;
    if (row.top + row.height <= offset) low = middle + 1;
    else high = middle;
  }
  return low;
}

/**
 * The rows to render for a viewport: those that intersect [scrollTop, scrollTop + viewportHeight),
 * plus `overscan` rows on each side. Returns a half-open index range.
 */
export function visibleRowRange(
  rows: MenuRow[],
  scrollTop: number,
  viewportHeight: number,
  overscan = OVERSCAN_ROWS,
): { start: number; end: number } {
  if (rows.length === 0) return { start: 0, end: 0 };
  const first = firstRowEndingAfter(rows, Math.max(0, scrollTop));
  const last = firstRowEndingAfter(rows, Math.max(0, scrollTop + viewportHeight - 1));
  return { start: Math.max(0, first - overscan), end: Math.min(rows.length, last + 1 + overscan) };
}
