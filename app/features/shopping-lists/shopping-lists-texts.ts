import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { shoppingListsMessages } from "./shopping-lists-messages";

/** The shopping lists screen's texts: its own and the shared back-office ones. */
export const shoppingListsScreenMessages = backOfficeScreenMessages(shoppingListsMessages);
