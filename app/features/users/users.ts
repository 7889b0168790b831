import type { SessionUser } from "~/features/auth/access";
import type { TabSearch } from "~/ui/tab-search";

/** A user as the admin's Users tab shows them: who they are, and what the admin needs to change them. */
export interface UserListRow extends SessionUser {
  lastLoginAt: string | null;
  createdAt: string;
  version: number;
}

/**
 * The Users tab's filters, after 'All': who waits for approval (anyone the sign-in provider knows
 * can ask, so they gather), the active staff and admins, and accounts switched off.
 */
export const USER_GROUPS = ["pending", "staff", "admin", "disabled"] as const;
export type UserGroup = (typeof USER_GROUPS)[number];

/** Which filter a user is under: a pending account is waiting whether or not it is switched on. */
export function userGroup(user: Pick<SessionUser, "role" | "isActive">): UserGroup {
  if (user.role === "pending") return "pending";
  return user.isActive ? user.role : "disabled";
}

/** The Users tab's filters and what its search looks in: a person's name and e-mail. */
export const userTabSearch: TabSearch<Pick<SessionUser, "role" | "isActive" | "displayName" | "email">, UserGroup> = {
  tabs: USER_GROUPS,
  tabOf: userGroup,
  searchText: (user) => `${user.displayName} ${user.email}`,
};
