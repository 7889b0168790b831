import type { Role } from "~/db/schema";

/** A user as the admin's Users tab shows them. */
export interface UserListRow {
  id: string;
  email: string;
  displayName: string;
  photoUrl: string | null;
  role: Role;
  isActive: boolean;
  lastLoginAt: string | null;
  createdAt: string;
  version: number;
}
