/** A phone number as digits only, for tel: and WhatsApp links: "+90 (212) 555 01 23" → "902125550123". */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}
