/**
 * Links to a phone number: tel: and WhatsApp's click-to-chat. Free of the phone number library
 * (phone.ts), so public pages can make them without downloading it.
 */

/** A phone number as digits only, for tel: and WhatsApp links: "+90 (212) 555 01 23" → "902125550123". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** A tel: link for a phone number, stored or as people write it. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/**
 * WhatsApp's click-to-chat address for a number, with the message when one is given:
 * +905321112233 → https://wa.me/905321112233. WhatsApp wants the country code and no leading 0.
 */
export function whatsAppChatUrl(phone: string, message?: string): string {
  const address = `https://wa.me/${phoneDigits(phone)}`;
  return message === undefined ? address : `${address}?text=${encodeURIComponent(message)}`;
}
