import { useState, type ReactNode } from "react";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";

/** How many rows the next 'Show more' adds: a page, or what is left. */
export function moreRowsCount(total: number, shown: number, pageSize: number): number {
  return Math.max(0, Math.min(pageSize, total - shown));
}

export interface ShowMoreProps<Row> {
  /** Every row the list would show (already searched and filtered), or the first of them while the rest are on their way. */
  rows: readonly Row[];
  /** How many rows the list would show: more than `rows` holds while the rest are on their way. */
  total?: number;
  /** Rows drawn at first and per 'Show more'. */
  pageSize: number;
  /** What the rows were chosen by (the search and the tab): when it changes, the list starts at one page again. */
  resetKey: string;
  /** The list, of the rows drawn so far. */
  children: (rows: Row[]) => ReactNode;
}

/**
 * A long list drawn a page at a time, with 'Show {count} more' below it: the first page is drawn
 * at once and a keystroke in the search stays quick, however long the list.
 */
export function ShowMore<Row>({ rows, total = rows.length, pageSize, resetKey, children }: ShowMoreProps<Row>) {
  const t = useT(backOfficeMessages);
  const [drawn, setDrawn] = useState({ resetKey, limit: pageSize });
  let limit = drawn.limit;
  if (drawn.resetKey !== resetKey) {
    // A new search or tab: back to one page, at once (React renders again before painting).
    limit = pageSize;
    setDrawn({ resetKey, limit });
  }
  const more = moreRowsCount(total, limit, pageSize);
  return (
    <>
      {children(rows.slice(0, limit))}
      {more > 0 && (
        <button type="button" className="button show-more" onClick={() => setDrawn({ resetKey, limit: limit + pageSize })}>
          {t("backOffice.showMore", { count: more })}
        </button>
      )}
    </>
  );
}
