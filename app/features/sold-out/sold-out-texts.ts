import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { soldOutMessages } from "./sold-out-messages";

/** The 'Tonight' screen's texts: its own and the shared back-office ones. */
export const tonightScreenMessages = backOfficeScreenMessages(soldOutMessages);
