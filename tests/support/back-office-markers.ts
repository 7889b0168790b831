import { PUBLIC_PAGES as PUBLIC_PAGE_LIST } from "../../app/features/site/public-pages";

/**
 * Text that only back-office modules contain: one of these in a script a public page loads means
 * back-office code or texts reach guests' phones. Used by the end-to-end test and the benchmark.
 */
export const BACK_OFFICE_MARKERS = ["Inventory Management", "Admin Dashboard", "users.lastAdmin", "change-role"];

/** An address of each public page a guest can open (an item page: a seeded item's). */
export const PUBLIC_PAGES = PUBLIC_PAGE_LIST.map((page) => page.path.replace(":itemSlug", "turkish-tea"));
