import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Phone numbers as the site keeps them: E.164 (+905325550123), read from what a person types with
 * Türkiye as the country when none is given (0532 555 01 23, 532 555 01 23, 90 532 555 01 23,
 * +44 20 7946 0958). The settings and the vendors' WhatsApp numbers are read by the same function.
 * The library and its metadata are sizeable (29 kB compressed): public pages get numbers already
 * formatted (site-settings.server.ts), and make their links with phone-links.ts, which is free of
 * it, so the library stays out of their bundle.
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
