/**
 * A back-office screen keeps its state in the address: `item` (the selected row), `new` (the create
 * form), `tab` and `q` (filters). Reload, back and forward then work, and a link can be shared.
 */
export type ScreenView = "list" | "detail" | "create";

export function screenView(search: URLSearchParams): ScreenView {
  if (search.has("new")) return "create";
  if (search.get("item")) return "detail";
  return "list";
}

/** The same screen's address with some parameters changed (`null` removes one). */
export function screenHref(pathname: string, search: URLSearchParams, changes: Record<string, string | null>): string {
  const next = new URLSearchParams(search);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null) next.delete(name);
    else next.set(name, value);
  }
  // The language is chosen once and kept in a cookie; an old ?lang= would override a later switch.
  next.delete("lang");
  const query = next.toString();
  return query ? `${pathname}?${query}` : pathname;
}
