import { useEffect, useState } from "react";
import { useLocation, useNavigate, useSearchParams } from "react-router";
import { screenHref } from "~/ui/screen-state";
import { SAVED_PARAMS, savedRowOf, type SavedRow } from "../saved-row";
import { menuItemRowId } from "./menu-item-row";

/** The element that shows a saved row: an item's row, a category's section on the Menu Items tab, or its row on the Categories tab. */
function savedRowElement({ kind, id }: SavedRow): HTMLElement | null {
  if (kind === "item") return document.getElementById(menuItemRowId(id));
  return document.getElementById(`category-${id}`) ?? document.getElementById(`category-row-${id}`);
}

/**
 * The row a create or an edit just saved (saved-row.ts): it is brought into view (smoothly, unless
 * the person asked for reduced motion) and highlighted (back-office.css), and the screen says it
 * was saved, naming it, in the back office's status message (app/ui/status-message.tsx). The mark
 * leaves the address at once.
 */
export function useSavedRow(modalOpen: boolean): SavedRow | null {
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const mark = savedRowOf(searchParams);
  const markKey = mark ? `${mark.kind}:${mark.id}` : "";
  const [saved, setSaved] = useState<SavedRow | null>(mark);
  const [seenKey, setSeenKey] = useState(markKey);
  if (seenKey !== markKey) {
    setSeenKey(markKey);
    if (mark) setSaved(mark);
  }
  if (modalOpen && saved && !mark) setSaved(null);

  useEffect(() => {
    if (!markKey) return;
    void navigate(screenHref(pathname, searchParams, { [SAVED_PARAMS.item]: null, [SAVED_PARAMS.category]: null }), { replace: true, preventScrollReset: true });
  }, [markKey, navigate, pathname, searchParams]);

  useEffect(() => {
    if (!saved) return;
    const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    savedRowElement(saved)?.scrollIntoView({ block: "center", behavior: reduced ? "auto" : "smooth" });
  }, [saved]);

  return saved;
}
