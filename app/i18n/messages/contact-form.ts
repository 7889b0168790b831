import { defineMessages } from "./define-messages";

/** The contact page's message form and WhatsApp card. */
export const contactFormMessages = defineMessages(
  {
    "contactForm.title": "Send us a message",
  },
  {
    "contactForm.title": "Bize mesaj gönderin",
  },
);
