import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { dataManagementMessages } from "./data-management-messages";

/** The screen's texts: its own and the shared back-office ones (failure messages). */
export const dataManagementScreenMessages = combineMessages(dataManagementMessages, backOfficeMessages);
export type DataManagementScreenMessageKey = keyof typeof dataManagementScreenMessages.en;

export function isDataManagementScreenMessageKey(key: string): key is DataManagementScreenMessageKey {
  return Object.hasOwn(dataManagementScreenMessages.en, key);
}
