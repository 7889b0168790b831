import type { Requirement, Role } from "~/lib/roles";
import { SIGN_IN_PATH } from "~/lib/sign-in-path";

/** The signed-in person as every page sees them. */
export interface SessionUser {
  id: string;
  email: string;
  displayName: string;
  photoUrl: string | null;
  role: Role;
  isActive: boolean;
}

/** The columns of a users row that make a SessionUser. */
export interface UserRowFields {
  id: string;
  email: string;
  display_name: string;
  photo_url: string | null;
  role: Role;
  is_active: number;
}

/** A users row (or a query that selected its columns) as the person every page sees. */
export function sessionUserFromRow(row: UserRowFields): SessionUser {
  return {
    id: row.id,
    email: row.email,
    displayName: row.display_name,
    photoUrl: row.photo_url,
    role: row.role,
    isActive: row.is_active === 1,
  };
}

export const isAdmin = (user: SessionUser) => user.role === "admin" && user.isActive;
export const isStaff = (user: SessionUser) => user.role === "staff" && user.isActive;
export const isPending = (user: SessionUser) => user.role === "pending";


/**
 * The brief's guard: where a person must go instead of a guarded page, or null to let them in.
 * No user → /login; pending → /pending; an admin route for a non-admin → /unauthorized;
 * a staff route for someone neither staff nor admin (an inactive account) → /unauthorized.
 */
export function guardRedirect(user: SessionUser | null, requirement: Requirement): string | null {
  if (!user) return SIGN_IN_PATH;
  if (isPending(user)) return "/pending";
  if (requirement === "admin") return isAdmin(user) ? null : "/unauthorized";
  return isStaff(user) || isAdmin(user) ? null : "/unauthorized";
}

/** Where a signed-in person's work starts: admins on /admin, staff on /inventory-manager. */
export function dashboardFor(user: SessionUser): string | null {
  if (isAdmin(user)) return "/admin";
  if (isStaff(user)) return "/inventory-manager";
  if (isPending(user)) return "/pending";
  return null;
}

/** Who the identity provider says signed in. */
export interface SignInIdentity {
  /** `issuer|sub`: stable across e-mail changes. */
  subject: string;
  email: string;
  displayName: string;
  photoUrl: string | null;
}
