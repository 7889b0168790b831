import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { recipesMessages } from "./recipes-messages";

/** The recipes screen's texts: its own and the shared back-office ones. */
export const recipesScreenMessages = backOfficeScreenMessages(recipesMessages);
