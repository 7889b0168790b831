import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";

/** A row's control that takes the focus. */
const CONTROL = "a[href], button, input, select";

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
 * at once and a keystroke in the search stays quick, however long the list. A press on it takes the
 * focus to the first of the rows it adds (their first link or button), where the person reads on,
 * rather than leaving it on the button below them, which is gone after the last page.
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
  const list = useRef<HTMLDivElement>(null);
  // The first added row's place, from a press until that row is drawn (it may still be on its way).
  const focusRow = useRef<number | null>(null);
  useLayoutEffect(() => {
    if (focusRow.current === null) return;
    const row = list.current?.querySelector("ul, ol, tbody")?.children[focusRow.current];
    const control = row?.matches(CONTROL) ? row : row?.querySelector(CONTROL);
    if (!(control instanceof HTMLElement)) return;
    focusRow.current = null;
    control.focus();
  });
  return (
    <>
      <div ref={list} className="show-more-rows">
        {children(rows.slice(0, limit))}
      </div>
      {more > 0 && (
        <button
          type="button"
          className="button show-more"
          onClick={() => {
            focusRow.current = limit;
            setDrawn({ resetKey, limit: limit + pageSize });
          }}
        >
          {t("backOffice.showMore", { count: more })}
        </button>
      )}
    </>
  );
}
