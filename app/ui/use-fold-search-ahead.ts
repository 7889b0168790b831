import { useEffect } from "react";
import { foldSearchTexts, type TabSearch } from "./tab-search";

/** The longest a slice of folding keeps the page busy, in ms, as React's own slices: a key waits no longer. */
const SLICE_MS = 5;
/** Rows folded between two looks at the clock. */
const ROWS_PER_CHECK = 50;

/**
 * Folds the search text of every row (foldSearchTexts) once the page has rendered, a few
 * milliseconds at a time, so that the first key typed into a long list's search only compares
 * strings. A person who types sooner loses nothing: the search folds whatever is still missing.
 */
export function useFoldSearchAhead<Row extends object, Shown extends Row>(rows: readonly Shown[], search: TabSearch<Row, string>): void {
  useEffect(() => {
    let next = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // A timer, not requestIdleCallback (which Safari lacks, and which gives a busy page one slice
    // per idle period): a key, a click or a frame due goes before the next slice all the same.
    const slice = () => {
      const end = performance.now() + SLICE_MS;
      do next = foldSearchTexts(rows, search, next, next + ROWS_PER_CHECK);
      while (next < rows.length && performance.now() < end);
      if (next < rows.length) timer = setTimeout(slice, 0);
    };
    timer = setTimeout(slice, 0);
    return () => clearTimeout(timer);
  }, [rows, search]);
}
