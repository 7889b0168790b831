import { combineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages } from "~/ui/back-office-messages";
import { eventsManagerMessages } from "./events-manager-messages";

/** The events manager's texts: its own and the shared back-office ones (dialogs, failures). */
export const eventsManagerScreenMessages = combineMessages(eventsManagerMessages, backOfficeMessages);
export type EventsManagerScreenMessageKey = keyof typeof eventsManagerScreenMessages.en;

export function isEventsManagerScreenMessageKey(key: string): key is EventsManagerScreenMessageKey {
  return Object.hasOwn(eventsManagerScreenMessages.en, key);
}
