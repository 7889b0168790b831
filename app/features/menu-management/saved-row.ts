/**
 * The row a create or an edit just saved, marked in the address the action sends the person back
 * to (`savedItem=<id>` or `savedCategory=<id>`), so the screen can bring it into view, highlight it
 * and say it was saved. The screen drops the mark at once, so a reload or a shared link does not
 * say it again.
 */
export const SAVED_PARAMS = { item: "savedItem", category: "savedCategory" } as const;

export interface SavedRow {
  kind: keyof typeof SAVED_PARAMS;
  id: string;
}

/** The saved row an address marks, if any. */
export function savedRowOf(searchParams: URLSearchParams): SavedRow | null {
  for (const kind of ["item", "category"] as const) {
    const id = searchParams.get(SAVED_PARAMS[kind]);
    if (id) return { kind, id };
  }
  return null;
}

/** Whether `next` is `current` with only the saved row's mark taken away: the same data to show. */
export function onlySavedMarkDropped(current: URL, next: URL): boolean {
  if (current.pathname !== next.pathname || !savedRowOf(current.searchParams) || savedRowOf(next.searchParams)) return false;
  const withoutMark = new URLSearchParams(current.search);
  for (const name of Object.values(SAVED_PARAMS)) withoutMark.delete(name);
  return withoutMark.toString() === new URLSearchParams(next.search).toString();
}
