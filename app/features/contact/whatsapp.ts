import { phoneDigits, whatsAppChatUrl } from "~/lib/phone-links";

/** The longest message the WhatsApp card sends, after trimming. */
export const WHATSAPP_MESSAGE_MAX = 500;

/**
 * WhatsApp's click-to-chat address for a message to the restaurant, or null when there is nothing
 * to send (blank text), the text is too long, or the number has no digits.
 */
export function whatsappChatUrl(phone: string, text: string): string | null {
  const digits = phoneDigits(phone);
  const message = text.trim();
  if (digits === "" || message === "" || message.length > WHATSAPP_MESSAGE_MAX) return null;
  return whatsAppChatUrl(phone, message);
}
