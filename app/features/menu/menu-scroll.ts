/** Where the menu list was when a guest opened an item (sessionStorage), so "back" returns there. */
export const MENU_SCROLL_KEY = "menu-scroll-position";
/** The brief's pause before restoring, so the list has laid out its rows. */
export const RESTORE_DELAY_MS = 100;

export function saveMenuScroll(): void {
  try {
    sessionStorage.setItem(MENU_SCROLL_KEY, String(Math.round(window.scrollY)));
  } catch {
    // Storage switched off: going back starts at the top, nothing worse.
  }
}

export function readMenuScroll(): number | null {
  try {
    const value = Number(sessionStorage.getItem(MENU_SCROLL_KEY));
    return Number.isFinite(value) && value > 0 ? value : null;
  } catch {
    return null;
  }
}
