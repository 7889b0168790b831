import type { ShouldRevalidateFunction } from "react-router";

/**
 * A back-office screen's `shouldRevalidate`: a write refused because something changed meanwhile
 * (409: the row saved by someone else, or a clash with something saved since) loads the screen's data
 * again, as a write that went through does. React Router does not load again after a 4xx by itself:
 * the screen went on showing what had been refused, a list what was no longer so, and a form could
 * only be set right by reloading the page, which took the typing. Now the list shows the rows as they
 * are, and a form holding typing keeps it beside a note offering the newer version
 * (RowKeptWhileTyping, docs/decisions/0045-no-lost-edits.md).
 * `otherwise`: the screen's own rule for everything else (React Router's default when none).
 */
export function loadAgainAfterConflict(otherwise: ShouldRevalidateFunction = ({ defaultShouldRevalidate }) => defaultShouldRevalidate): ShouldRevalidateFunction {
  return (args) => args.actionStatus === 409 || otherwise(args);
}
