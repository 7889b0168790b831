import type { SessionUser } from "~/features/auth/access";

/** A user as the admin's Users tab shows them: who they are, and what the admin needs to change them. */
export interface UserListRow extends SessionUser {
  lastLoginAt: string | null;
  createdAt: string;
  version: number;
}
