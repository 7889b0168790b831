/**
 * Text that only back-office modules contain: one of these in a script a public page loads means
 * back-office code or texts reach guests' phones. Used by the end-to-end test and the benchmark.
 */
export const BACK_OFFICE_MARKERS = ["Inventory Management", "Admin Dashboard", "users.lastAdmin", "change-role"];

/** The public pages a guest can open. */
export const PUBLIC_PAGES = ["/", "/about", "/menu", "/menu/turkish-tea", "/events", "/contact", "/qr"];
