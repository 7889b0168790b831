import { z } from "zod";

/**
 * The restaurant's facts, kept as site settings so an admin can change them without a release.
 * Each stored value is checked against this schema; a missing or broken value falls back to the default.
 */
export const siteSettingsSchema = z.object({
  restaurantName: z.string().trim().min(1),
  address: z.string().trim().min(1),
  phones: z.tuple([z.string().trim().min(1), z.string().trim().min(1)]),
  whatsappNumber: z.string().trim().min(1),
  email: z.email(),
  supportEmail: z.email(),
  instagramUrl: z.url(),
  instagramHandle: z.string().trim().min(1),
  mapsUrl: z.url(),
  directionsUrl: z.url(),
  openingHours: z.array(
    z.object({
      days: z.enum(["mondayToThursday", "fridayToSaturday", "sunday"]),
      opens: z.string().regex(/^\d{2}:\d{2}$/),
      closes: z.string().regex(/^\d{2}:\d{2}$/),
    }),
  ),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
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

/**
 * Stored rows (key → JSON text) over the defaults. A value that does not parse or fails its schema
 * is ignored, so a bad row can never take the public site down.
 */
export function mergeSiteSettings(rows: { key: string; value: string }[]): SiteSettings {
  const settings: Record<string, unknown> = { ...defaultSiteSettings };
  const shape = siteSettingsSchema.shape;
  for (const row of rows) {
    if (!(row.key in shape)) continue;
    const key = row.key as SiteSettingKey;
    let value: unknown;
    try {
      value = JSON.parse(row.value);
    } catch {
      continue;
    }
    const parsed = shape[key].safeParse(value);
    if (parsed.success) settings[key] = parsed.data;
  }
  return settings as SiteSettings;
}

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
