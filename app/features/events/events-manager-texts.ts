import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { eventsManagerMessages } from "./events-manager-messages";
import { eventsMessages } from "./events-messages";

/**
 * The events manager's texts: its own, the shared back-office ones (dialogs, failures) and the
 * guests' Events page's (the brief's 'Failed to load events', the page's description).
 */
export const eventsManagerScreenMessages = backOfficeScreenMessages(eventsManagerMessages, eventsMessages);
