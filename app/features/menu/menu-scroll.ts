import { menuFilters } from "./menu-filters";

/** Where the menu list was when a guest opened an item (sessionStorage), so "back" returns there. */
export const MENU_SCROLL_KEY = "menu-scroll-position";
/** The brief's pause before restoring, so the list has laid out its rows. */
export const RESTORE_DELAY_MS = 100;

/** The menu's scroll position, the item opened from it, and the menu's filters then (`?without=milk`, or ""). */
export interface MenuPlace {
  itemId: string;
  top: number;
  filters: string;
}

/** What an item page's 'Back to menu' link tells the menu: the item it comes from. */
export interface MenuReturnState {
  returnFromItem: string;
}

/** Written as the guest opens an item from the list: 'top itemId', then the menu's filters if any ('top itemId ?without=milk'). */
export function saveMenuPlace(itemId: string): void {
  try {
    const filters = menuFilters(window.location.search);
    sessionStorage.setItem(MENU_SCROLL_KEY, `${Math.round(window.scrollY)} ${itemId}${filters === "" ? "" : ` ${filters}`}`);
  } catch {
    // Storage switched off: going back starts at the top, nothing worse.
  }
}

/** The place saved as a stored text gives, if it is one. */
export function parseMenuPlace(text: string | null): MenuPlace | null {
  const match = text === null ? null : /^(\d+) (\S+)(?: (\?\S+))?$/.exec(text);
  return match ? { top: Number(match[1]), itemId: match[2]!, filters: match[3] ?? "" } : null;
}

/**
 * Where an item page's 'Back to menu' goes: the menu as the guest left it to open this item, its
 * search and allergen filter kept (a guest who hid the dishes with milk must not be shown them
 * again), or the whole menu for an item reached another way. Read, not taken: the menu takes it.
 */
export function menuAddressFrom(itemId: string): string {
  try {
    const place = parseMenuPlace(sessionStorage.getItem(MENU_SCROLL_KEY));
    return place?.itemId === itemId ? `/menu${place.filters}` : "/menu";
  } catch {
    return "/menu";
  }
}

/**
 * The place saved when the guest opened this item from the list, taken once: a reload of the menu,
 * or going back to it from an item reached another way (a shared link), keeps where the browser put
 * it instead of jumping to an older place.
 */
export function takeMenuPlace(itemId: string): MenuPlace | null {
  try {
    const place = parseMenuPlace(sessionStorage.getItem(MENU_SCROLL_KEY));
    sessionStorage.removeItem(MENU_SCROLL_KEY);
    return place?.itemId === itemId ? place : null;
  } catch {
    return null;
  }
}
