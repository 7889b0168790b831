import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { dataManagementMessages } from "./data-management-messages";
import { menuArchiveMessages } from "./menu-archive-messages";

/** The screen's texts: populate's, the menu archive's, and the shared back-office ones (failure messages). */
export const dataManagementScreenMessages = combineMessages(combineMessages(dataManagementMessages, menuArchiveMessages), backOfficeMessages);
export type DataManagementScreenMessageKey = keyof typeof dataManagementScreenMessages.en;

export function isDataManagementScreenMessageKey(key: string): key is DataManagementScreenMessageKey {
  return Object.hasOwn(dataManagementScreenMessages.en, key);
}
