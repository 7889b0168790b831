/**
 * The roles a person can have, in one place, from least access to most (the order the Users tab
 * offers them). Here in lib rather than in the auth feature because the database schema's types
 * (`db`, which imports no feature), the operator's script and the browser's forms all need the
 * same list, and lib is the layer every one of them may import.
 */
export const ROLES = ["pending", "staff", "admin"] as const;

export type Role = (typeof ROLES)[number];

/** What a page asks of the person: staff (or an admin), or an admin. */
export type Requirement = "staff" | "admin";

export function isRole(value: unknown): value is Role {
  return ROLES.some((role) => role === value);
}
