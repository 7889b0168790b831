import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { inventoryMessages } from "./inventory-messages";

/** The inventory screen's texts: its own and the shared back-office ones. */
export const inventoryScreenMessages = backOfficeScreenMessages(inventoryMessages);
