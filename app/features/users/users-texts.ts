import { roleMessages } from "~/features/auth/role-messages";
import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { usersMessages } from "./users-messages";

/** The Users tab's texts: its own, the roles' names and the shared back-office ones (a refused or failed save). */
export const usersScreenMessages = backOfficeScreenMessages(usersMessages, roleMessages);
