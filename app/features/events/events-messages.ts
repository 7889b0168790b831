import { defineMessages } from "~/i18n/messages/define-messages";

/** The guests' Events page (the home page lists the next events too, under the same title). */
export const eventsMessages = defineMessages(
  {
    "events.title": "Events",
    "events.description": "Live music, tastings and nights at our potato kitchen.",
    "events.intro": "Live music, tastings and special nights. Follow what's coming up.",
    "events.empty": "No events scheduled at the moment. Check back soon for updates!",
    "events.error": "Failed to load events",
    "events.reservationsTitle": "Reservations and information",
    "events.reservationsText": "To book a table for an event or to ask about one, call us:",
    // What an event's frame holds: its title for a screen reader, and its name in the Events Manager.
    "events.provider.instagram": "Instagram post",
    "events.provider.youtube": "YouTube video",
    "events.provider.vimeo": "Vimeo video",
    "events.provider.twitter": "Post on X",
  },
  {
    "events.title": "Etkinlikler",
    "events.description": "Patates mutfağımızda canlı müzik, tadımlar ve özel geceler.",
    "events.intro": "Canlı müzik, tadımlar ve özel geceler. Yaklaşan etkinlikleri takip edin.",
    "events.empty": "Şu anda planlanmış etkinlik yok. Güncellemeler için yakında tekrar bakın!",
    "events.error": "Etkinlikler yüklenemedi",
    "events.reservationsTitle": "Rezervasyon ve bilgi",
    "events.reservationsText": "Bir etkinlik için masa ayırtmak ya da bilgi almak için bizi arayın:",
    "events.provider.instagram": "Instagram gönderisi",
    "events.provider.youtube": "YouTube videosu",
    "events.provider.vimeo": "Vimeo videosu",
    "events.provider.twitter": "X gönderisi",
  },
);
