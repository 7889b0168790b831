import { isAdmin, isStaff, type SessionUser } from "~/features/auth/access";
import type { CoreMessageKey } from "~/i18n/translate";

export interface NavItem {
  to: string;
  label: CoreMessageKey;
}

/**
 * The visitors' navigation, in its order: public pages (app/features/site/public-pages.ts), each
 * held to that list by its test. Not read from that list here: it is the server's table of every
 * guest page, and this module is in every guest's script.
 */
export const publicNavItems: NavItem[] = [
  { to: "/", label: "nav.home" },
  { to: "/about", label: "nav.about" },
  { to: "/menu", label: "nav.menu" },
  { to: "/events", label: "nav.events" },
  { to: "/contact", label: "nav.contact" },
];

const staffNavItems: NavItem[] = [
  { to: "/tonight", label: "nav.tonight" },
  { to: "/inventory-manager", label: "nav.inventory" },
  { to: "/shopping-lists", label: "nav.shoppingLists" },
  { to: "/vendors", label: "nav.vendors" },
  { to: "/recipe-manager", label: "nav.recipes" },
  { to: "/menu", label: "nav.viewMenu" },
];

const adminNavItems: NavItem[] = [
  { to: "/admin", label: "nav.admin" },
  { to: "/events-manager", label: "nav.eventsManager" },
];

/** Back-office screens reached from another screen rather than from the navigation: the allergen matrix, from Recipes and Menu Management. */
const linkedBackOfficeScreens = ["/allergen-matrix"];

/** The screens behind the staff's and admins' links that are not the visitors' (the menu): the back office. */
const backOfficeRoots = [...[...staffNavItems, ...adminNavItems].map((item) => item.to), ...linkedBackOfficeScreens].filter((to) => !publicNavItems.some((item) => item.to === to));

/** Whether `pathname` is a back-office screen (or one under it, such as an admin tab): it wears the tool's frame, not the public footer. */
export function isBackOfficePath(pathname: string): boolean {
  return backOfficeRoots.some((root) => pathname === root || pathname.startsWith(`${root}/`));
}

/** The brief's navigation: public links for visitors; staff links for staff; admins add theirs. */
export function navItemsFor(user: SessionUser | null): NavItem[] {
  if (user && isAdmin(user)) return [...adminNavItems, ...staffNavItems];
  if (user && isStaff(user)) return staffNavItems;
  return publicNavItems;
}
