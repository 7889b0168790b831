/**
 * The query parameters of the guest menu's address, each a filter of the page it shows: the server
 * renders the page for them rather than serve the one it keeps for `/menu`
 * (app/features/site/public-pages.ts), and an item page's 'Back to menu' returns to them
 * (app/features/menu/menu-scroll.ts).
 */

/** A menu search: `/menu?q=kasar`. */
export const MENU_SEARCH_PARAMETER = "q";

/** The guest's allergen filter: `/menu?without=milk,gluten`. */
export const MENU_WITHOUT_PARAMETER = "without";

export const MENU_FILTER_PARAMETERS = [MENU_SEARCH_PARAMETER, MENU_WITHOUT_PARAMETER] as const;

/**
 * The start of an address's fragment that carries the menu's filters where the address holding them
 * could not be loaded: offline, the service worker opens the kept `/menu` for `/menu?without=milk`
 * as `/menu#filters?without=milk`, and the menu puts them back into its address once it runs.
 */
export const MENU_FILTERS_FRAGMENT = "#filters";

