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
