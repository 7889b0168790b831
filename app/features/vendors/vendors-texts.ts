import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { vendorsMessages } from "./vendors-messages";

/** The vendors screen's texts: its own and the shared back-office ones. */
export const vendorsScreenMessages = backOfficeScreenMessages(vendorsMessages);
