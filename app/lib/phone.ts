import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Phone numbers as the site keeps them: E.164 (+905325550123), read from what a person types with
 * Türkiye as the country when none is given (0532 555 01 23, 532 555 01 23, 90 532 555 01 23,
 * +44 20 7946 0958). The settings and the vendors' WhatsApp numbers are read by the same function.
 * The library and its metadata are sizeable: public pages import `phoneDigits` only, and get
 * numbers already formatted (site-settings.ts), so the library stays out of their bundle.
 */
const DEFAULT_COUNTRY = "TR";

/** The number in E.164, or null when it is not a valid number (or carries an extension, which E.164 cannot keep). */
export function normalisePhoneNumber(text: string): string | null {
  const number = parsePhoneNumberFromString(text, DEFAULT_COUNTRY);
  if (!number || !number.isValid() || number.ext) return null;
  return number.number;
}

/** A stored number as people read it, in the international format: +90 532 555 01 23. */
export function formatPhoneNumber(e164: string): string {
  return parsePhoneNumberFromString(e164, DEFAULT_COUNTRY)?.formatInternational() ?? e164;
}

/** A phone number as digits only, for tel: and WhatsApp links: "+90 (212) 555 01 23" → "902125550123". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/**
 * WhatsApp's click-to-chat address for a number kept in E.164, with the message when one is given:
 * +905321112233 → https://wa.me/905321112233. WhatsApp wants the country code and no leading 0.
 */
export function whatsAppChatUrl(e164: string, message?: string): string {
  const address = `https://wa.me/${phoneDigits(e164)}`;
  return message === undefined ? address : `${address}?text=${encodeURIComponent(message)}`;
}
