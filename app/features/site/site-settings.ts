/**
 * The restaurant's facts, kept as site settings so an admin can change them without a release.
 * This module is what pages need (the shape, the defaults, link helpers) and stays free of zod, so
 * public pages do not download a validator; stored values are checked by site-settings-schema.ts.
 */
export interface SiteSettings {
  restaurantName: string;
  address: string;
  phones: [string, string];
  whatsappNumber: string;
  email: string;
  supportEmail: string;
  instagramUrl: string;
  instagramHandle: string;
  mapsUrl: string;
  directionsUrl: string;
  openingHours: OpeningHours[];
}

export interface OpeningHours {
  days: "mondayToThursday" | "fridayToSaturday" | "sunday";
  /** "HH:MM"; 24:00 is midnight, and a closing time before the opening time is after midnight. */
  opens: string;
  closes: string;
}

export type SiteSettingKey = keyof SiteSettings;

const ADDRESS = "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul";

export const defaultSiteSettings: SiteSettings = {
  restaurantName: "Patates İstanbul",
  address: ADDRESS,
  phones: ["+90 216 555 01 23", "+90 532 555 01 23"],
  whatsappNumber: "+90 532 555 01 23",
  email: "merhaba@patates.istanbul",
  supportEmail: "destek@patates.istanbul",
  instagramUrl: "https://www.instagram.com/patates.istanbul/",
  instagramHandle: "@patates.istanbul",
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`,
  // The brief's hours. 24:00 and 01:30 mean closing at midnight and after midnight.
  openingHours: [
    { days: "mondayToThursday", opens: "11:00", closes: "24:00" },
    { days: "fridayToSaturday", opens: "11:00", closes: "01:30" },
    { days: "sunday", opens: "11:00", closes: "24:00" },
  ],
};

/** A phone number as digits only, for tel: and WhatsApp links. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, "");
}

/** A tel: link for a phone number as people write it. */
export function telHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** WhatsApp click-to-chat with a number (reduced to digits). */
export function whatsappHref(phone: string): string {
  return `https://wa.me/${phoneDigits(phone)}`;
}
