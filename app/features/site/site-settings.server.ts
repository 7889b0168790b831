import type { AppDatabase } from "~/db/connection.server";
import { SITE_SETTINGS_VERSION, siteSettingsVersion, write } from "~/db/write.server";
import { formatPhoneNumber } from "~/lib/phone";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";
import { mergeSiteSettings } from "./site-settings-schema";

export async function getSiteSettings(db: AppDatabase): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  return mergeSiteSettings(rows);
}

/** The settings and their version (0 until the first save), read together for the Site Settings form. */
export async function getSiteSettingsForEditing(db: AppDatabase): Promise<{ settings: SiteSettings; version: number }> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  const version = siteSettingsVersion(rows.find((row) => row.key === SITE_SETTINGS_VERSION)?.value);
  return { settings: mergeSiteSettings(rows), version };
}

/**
 * Saves the Site Settings form through the write path: refused as stale unless `version` is the
 * settings' version now; each changed setting gets its audit entry; guests' pages follow.
 */
export async function saveSiteSettings(db: AppDatabase, actorId: string, input: { version: number; settings: SiteSettings }) {
  return write(db, actorId, (w) => w.updateSettings(input.version, { ...input.settings }, { ...defaultSiteSettings }));
}

/** The settings as pages show them: phone numbers formatted for reading (site-settings.ts). */
export function settingsForDisplay(settings: SiteSettings): SiteSettings {
  return {
    ...settings,
    phones: [formatPhoneNumber(settings.phones[0]), formatPhoneNumber(settings.phones[1])],
    whatsappNumber: formatPhoneNumber(settings.whatsappNumber),
    reservationPhone: settings.reservationPhone === null ? null : formatPhoneNumber(settings.reservationPhone),
  };
}
