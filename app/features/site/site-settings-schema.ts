import { z } from "~/lib/zod";
import { defaultSiteSettings, type SiteSettingKey, type SiteSettings } from "./site-settings";

/** What a stored site setting must look like, field by field. */
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
}) satisfies z.ZodType<SiteSettings>;

/**
 * Stored rows (key → JSON text) over the defaults. A value that does not parse or fails its schema
 * is ignored, so a bad row can never take the public site down.
 */
export function mergeSiteSettings(rows: { key: string; value: string }[]): SiteSettings {
  const settings: Record<SiteSettingKey, unknown> = { ...defaultSiteSettings };
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

