import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { usersMessages } from "./users-messages";

/** The Users tab's texts: its own and the shared back-office ones (a refused or failed save). */
export const usersScreenMessages = combineMessages(usersMessages, backOfficeMessages);
export type UsersScreenMessageKey = keyof typeof usersScreenMessages.en;

export function isUsersScreenMessageKey(key: string): key is UsersScreenMessageKey {
  return Object.hasOwn(usersScreenMessages.en, key);
}
