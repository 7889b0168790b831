import { useEffect } from "react";

/** A row of a list or a table, whose controls the focus is kept beside. */
const ROW = 'li, tr, [role="listitem"], [role="row"]';
/** How far from its row the focus may go: the row's section of the screen. */
const SECTION = 'section, [role="region"]';
/** What can take the focus: a control a person reaches with Tab. */
const FOCUSABLE = 'a[href], button, input:not([type="hidden"]), select, textarea, summary, [tabindex]:not([tabindex="-1"])';

/** Where the focus was: the element, and its place among its parent's children at each level up to `main`. */
interface Place {
  element: Element;
  pathname: string;
  steps: { parent: Element; index: number }[];
}

/**
 * Keeps the focus in place when a row of a list, or a control in it, is taken away by the screen
 * itself while it held the focus, so a keyboard or screen reader user goes on from where they were,
 * not from the top of the page: a row deleted from its '⋯' menu or its dialog (the focus was back on
 * the row's '⋯'), a 'Still correct' button gone with its badge, a recipe's ingredient line removed.
 * The focus goes to the nearest control in the same place: in the row that took the removed one's
 * place (the next), else the one before it, else further out, within the row's section.
 *
 * Only for a control in a row (a list item or a table row), removed while it held the focus, on
 * the same screen (same path): not when a person clicked elsewhere (the focus then is theirs to
 * leave on the page), not inside an open modal dialog (the browser gives the focus back to its
 * opener on closing, and this follows from there), not on another screen, and never further than
 * the row's section, so the page does not scroll away. A screen that moves the focus itself as it
 * draws (a layout effect) is first: this runs after, and only if the focus is still on the page.
 */
export function useFocusKeptInPlace(): void {
  useEffect(() => {
    let last: Place | null = null;
    const main = () => document.getElementById("main");

    const onFocusIn = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof Element) || target.closest("dialog")) return;
      const row = target.closest(ROW);
      const root = main();
      if (!row || !root?.contains(row)) {
        last = null;
        return;
      }
      const section = row.parentElement?.closest(SECTION);
      last = { element: target, pathname: window.location.pathname, steps: placeOf(target, section && root.contains(section) ? section : root) };
    };
    // A press on the page itself, not on a control: the focus goes where the person put it.
    const onPointerDown = () => {
      last = null;
    };
    const observer = new MutationObserver(() => {
      const place = last;
      if (!place || place.element.isConnected || window.location.pathname !== place.pathname) return;
      const focused = document.activeElement;
      if (focused && focused !== document.body) return;
      if (document.querySelector("dialog[open]")) return;
      const next = nearestInPlace(place);
      if (next) next.focus();
    });
    document.addEventListener("focusin", onFocusIn);
    document.addEventListener("pointerdown", onPointerDown, true);
    observer.observe(document.body, { childList: true, subtree: true });
    return () => {
      document.removeEventListener("focusin", onFocusIn);
      document.removeEventListener("pointerdown", onPointerDown, true);
      observer.disconnect();
    };
  }, []);
}

function placeOf(element: Element, root: Element): Place["steps"] {
  const steps: Place["steps"] = [];
  for (let child = element; child !== root && child.parentElement; child = child.parentElement) {
    steps.push({ parent: child.parentElement, index: Array.prototype.indexOf.call(child.parentElement.children, child) });
  }
  return steps;
}

/**
 * The control nearest the removed one's place: at its deepest level still on the page, in the child
 * that now stands where it stood or any after it (their first control), else in those before it
 * (their last); failing that, one level further out.
 */
function nearestInPlace(place: Place): HTMLElement | null {
  for (const { parent, index } of place.steps) {
    if (!parent.isConnected) continue;
    const children = [...parent.children];
    const from = Math.min(index, children.length);
    for (const child of children.slice(from)) {
      const found = controlsIn(child)[0];
      if (found) return found;
    }
    for (const child of children.slice(0, from).reverse()) {
      const found = controlsIn(child).at(-1);
      if (found) return found;
    }
  }
  return null;
}

/** The controls in `element` (itself included) a person reaches with Tab and that can take the focus now, in the page's order. */
export function controlsIn(element: Element): HTMLElement[] {
  const candidates = [element, ...element.querySelectorAll(FOCUSABLE)];
  return candidates.filter((candidate): candidate is HTMLElement => candidate instanceof HTMLElement && candidate.matches(FOCUSABLE) && canTakeFocus(candidate));
}

function canTakeFocus(element: HTMLElement): boolean {
  if ((element as HTMLButtonElement).disabled || element.closest("[inert], dialog:not([open])")) return false;
  return element.checkVisibility ? element.checkVisibility({ visibilityProperty: true }) : element.getClientRects().length > 0;
}
