import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { shoppingListsMessages } from "./shopping-lists-messages";

/** The shopping lists screen's texts: its own and the shared back-office ones. */
export const shoppingListsScreenMessages = combineMessages(shoppingListsMessages, backOfficeMessages);
export type ShoppingListsScreenMessageKey = keyof typeof shoppingListsScreenMessages.en;

export function isShoppingListsScreenMessageKey(key: string): key is ShoppingListsScreenMessageKey {
  return Object.hasOwn(shoppingListsScreenMessages.en, key);
}
