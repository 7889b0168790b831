import { useLayoutEffect, useRef, type RefObject } from "react";

/**
 * Scrolls a row of tabs wider than its box (the admin dashboard's seven, on a phone) so that the
 * chosen one (`aria-current`) is in view, in the middle where it can be: the row is drawn scrolled
 * to its start, and the chosen tab may be past the edge. `chosen` names it, so the row follows a
 * change of tab. A row that fits, or a tab already in view, is left as it is; so is a row the
 * person scrolled before the page's script ran: moved then, it would slide the tab they are about
 * to tap from under their finger.
 */
export function useChosenTabInView(row: RefObject<HTMLElement | null>, chosen: string): void {
  const drawn = useRef(false);
  useLayoutEffect(() => {
    const list = row.current;
    const first = !drawn.current;
    drawn.current = true;
    const tab = list?.querySelector("[aria-current]");
    if (!list || !tab || (first && list.scrollLeft !== 0)) return;
    const box = list.getBoundingClientRect();
    const tabBox = tab.getBoundingClientRect();
    if (tabBox.left >= box.left && tabBox.right <= box.right) return;
    list.scrollLeft += tabBox.left - box.left - (box.width - tabBox.width) / 2;
  }, [row, chosen]);
}
