import { isAdmin, isStaff, type SessionUser } from "~/features/auth/access";
import type { CoreMessageKey } from "~/i18n/translate";
import { PUBLIC_PAGES } from "./public-pages";

export interface NavItem {
  to: string;
  label: CoreMessageKey;
}

export const publicNavItems: NavItem[] = PUBLIC_PAGES.flatMap(({ path, nav }) => (nav ? [{ to: path, label: nav }] : []));

const staffNavItems: NavItem[] = [
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

/** The brief's navigation: public links for visitors; staff links for staff; admins add theirs. */
export function navItemsFor(user: SessionUser | null): NavItem[] {
  if (user && isAdmin(user)) return [...adminNavItems, ...staffNavItems];
  if (user && isStaff(user)) return staffNavItems;
  return publicNavItems;
}
