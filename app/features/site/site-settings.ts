import type { WeeklyHours } from "./opening-hours";

/**
 * The restaurant's facts, kept as site settings so an admin can change them without a release
 * (Site Settings in the dashboard, docs/decisions/0016-site-settings.md). This module is what pages
 * need (the shape, the defaults, the Instagram link) and stays free of zod and of the phone number
 * library, so public pages download neither; stored values are checked by site-settings-schema.ts.
 *
 * Phone numbers are stored in E.164 (+902165550123). The root loader hands pages the settings with
 * them formatted for reading (+90 216 555 01 23, `settingsForDisplay` in site-settings.server.ts);
 * links are built from the digits alone, so both forms make the same link.
 */
export interface SiteSettings {
  restaurantName: string;
  address: string;
  phones: [string, string];
  whatsappNumber: string;
  /** The number the events page gives for reservations; null: the first phone. */
  reservationPhone: string | null;
  email: string;
  /** Shown to people waiting for approval. */
  supportEmail: string;
  /** The Instagram account's name, without "@": the profile's address is made from it. */
  instagramHandle: string;
  /** Where the address links to (footer, home page). */
  mapsUrl: string;
  /** The contact page's 'View on maps': directions to the restaurant. */
  directionsUrl: string;
  openingHours: WeeklyHours;
}

export type SiteSettingKey = keyof SiteSettings;

const ADDRESS = "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul";

/** The brief's hours: Monday to Thursday and Sunday 11:00–24:00, Friday and Saturday 11:00–01:30. */
const LATE = { opens: "11:00", closes: "01:30" };
const TO_MIDNIGHT = { opens: "11:00", closes: "00:00" };

export const defaultSiteSettings: SiteSettings = {
  restaurantName: "Patates İstanbul",
  address: ADDRESS,
  phones: ["+902165550123", "+905325550123"],
  whatsappNumber: "+905325550123",
  reservationPhone: null,
  email: "merhaba@patates.istanbul",
  supportEmail: "destek@patates.istanbul",
  instagramHandle: "patates.istanbul",
  mapsUrl: `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(ADDRESS)}`,
  directionsUrl: `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(ADDRESS)}`,
  openingHours: {
    monday: TO_MIDNIGHT,
    tuesday: TO_MIDNIGHT,
    wednesday: TO_MIDNIGHT,
    thursday: TO_MIDNIGHT,
    friday: LATE,
    saturday: LATE,
    sunday: TO_MIDNIGHT,
  },
};

/** The number for reservations: its own, or the restaurant's first phone. */
export function reservationPhone(settings: SiteSettings): string {
  return settings.reservationPhone ?? settings.phones[0];
}

/** The Instagram profile as people read it ("@patates.istanbul") and its address. */
export function instagramProfile(settings: SiteSettings): { handle: string; url: string } {
  return { handle: `@${settings.instagramHandle}`, url: `https://www.instagram.com/${encodeURIComponent(settings.instagramHandle)}/` };
}
