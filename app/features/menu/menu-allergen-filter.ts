import { hiddenByFilter } from "~/features/allergens/dish";
import { DECLARATIONS, type Declaration } from "~/lib/declarations";
import type { MenuListCategory } from "./menu";
import { MENU_WITHOUT_PARAMETER } from "~/lib/menu-address";

const isDeclaration = (key: string): key is Declaration => (DECLARATIONS as readonly string[]).includes(key);

/**
 * The declarations a guest asked to be without, from the address: one parameter of keys joined by
 * commas (the page's links) or one parameter per key (the form, before the page's script runs).
 * Unknown keys are left out; the result is in the regulation's order, each key once.
 */
export function withoutFromAddress(params: URLSearchParams): Declaration[] {
  const asked = new Set(params.getAll(MENU_WITHOUT_PARAMETER).flatMap((value) => value.split(",")));
  return DECLARATIONS.filter((key) => asked.has(key) && isDeclaration(key));
}

/** The parameter's value for `keys`, or null for none (no parameter at all). */
export function withoutParameter(keys: readonly Declaration[]): string | null {
  return keys.length === 0 ? null : DECLARATIONS.filter((key) => keys.includes(key)).join(",");
}

/**
 * The menu without the dishes that contain or may contain any of `without`, and how many were
 * hidden. A dish whose information is incomplete stays, with its warning: it is never hidden
 * silently. No declaration chosen: the same menu, nothing hidden.
 */
export function filterWithout(categories: MenuListCategory[], without: readonly Declaration[]): { categories: MenuListCategory[]; hidden: number } {
  if (without.length === 0) return { categories, hidden: 0 };
  let hidden = 0;
  const kept: MenuListCategory[] = [];
  for (const category of categories) {
    const items = category.items.filter((item) => !hiddenByFilter(item.allergens, without));
    hidden += category.items.length - items.length;
    if (items.length > 0) kept.push(items.length === category.items.length ? category : { ...category, items });
  }
  return { categories: kept, hidden };
}
