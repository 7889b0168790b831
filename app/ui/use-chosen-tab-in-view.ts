import { useLayoutEffect, type RefObject } from "react";

/**
 * Scrolls a row of tabs wider than its box (the admin dashboard's seven, on a phone) so that the
 * chosen one (`aria-current`) is in view, in the middle where it can be: the row is drawn scrolled
 * to its start, and the chosen tab may be past the edge. `chosen` names it, so the row follows a
 * change of tab. A row that fits, or a tab already in view, is left as it is.
 */
export function useChosenTabInView(row: RefObject<HTMLElement | null>, chosen: string): void {
  useLayoutEffect(() => {
    const list = row.current;
    const tab = list?.querySelector("[aria-current]");
    if (!list || !tab) return;
    const box = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= box.left && tabBox.right <= box.right) return;
    list.scrollLeft += tabBox.left - box.left - (box.width - tabBox.width) / 2;
  }, [row, chosen]);
}
