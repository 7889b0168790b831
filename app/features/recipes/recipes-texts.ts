import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { recipesMessages } from "./recipes-messages";

/** The recipes screen's texts: its own and the shared back-office ones (filters, dialogs, failures). */
export const recipesScreenMessages = combineMessages(recipesMessages, backOfficeMessages);
export type RecipesScreenMessageKey = keyof typeof recipesScreenMessages.en;

export function isRecipesScreenMessageKey(key: string): key is RecipesScreenMessageKey {
  return Object.hasOwn(recipesScreenMessages.en, key);
}
