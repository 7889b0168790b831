import { ROLES } from "~/lib/roles";
import { z } from "~/lib/zod";

/** The intent of a user row's Save: the Users tab's action has its handling under this name. */
export const ROLE_CHANGE_INTENT = "change-role";

/** The admin's role change form, checked in the browser and in the action. Messages are catalogue keys. */
export const roleChangeSchema = z.object({
  userId: z.string().trim().min(1).max(100),
  role: z.enum(ROLES, { error: "users.invalidRole" }),
  // A checkbox: present ("on") when ticked, absent otherwise.
  isActive: z.literal("on").optional().transform((value) => value === "on"),
  version: z.coerce.number().int().min(1),
});

export type RoleChange = z.output<typeof roleChangeSchema>;
