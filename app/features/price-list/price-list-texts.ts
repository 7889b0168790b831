import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { priceListMessages } from "./price-list-messages";

/** The price list page's texts: its own and the shared back-office ones. */
export const priceListScreenMessages = backOfficeScreenMessages(priceListMessages);
