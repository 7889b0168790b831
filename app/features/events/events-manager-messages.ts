import { defineMessages } from "~/i18n/messages/define-messages";

/** The events manager page. */
export const eventsManagerMessages = defineMessages(
  {
    "eventsManager.title": "Events Manager",
    "eventsManager.empty": "No events created yet.",
  },
  {
    "eventsManager.title": "Etkinlik Yönetimi",
    "eventsManager.empty": "Henüz etkinlik oluşturulmadı.",
  },
);
