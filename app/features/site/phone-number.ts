import { parsePhoneNumberFromString } from "libphonenumber-js";

/**
 * Phone numbers as the settings keep them: E.164 (+905325550123), read from what a person types
 * with Türkiye as the country when none is given (0532 555 01 23, 532 555 01 23, +44 20 7946 0958).
 * The library and its metadata are sizeable: only the server and the settings form import this
 * module, never a public page (pages get numbers already formatted, site-settings.ts).
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
