import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { inventoryMessages } from "./inventory-messages";

/** The inventory screen's texts: its own and the shared back-office ones (filters, dialogs, failures). */
export const inventoryScreenMessages = combineMessages(inventoryMessages, backOfficeMessages);
export type InventoryScreenMessageKey = keyof typeof inventoryScreenMessages.en;

export function isInventoryScreenMessageKey(key: string): key is InventoryScreenMessageKey {
  return Object.hasOwn(inventoryScreenMessages.en, key);
}
