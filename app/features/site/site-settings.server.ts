import type { AppDatabase } from "~/db/connection.server";
import { mergeSiteSettings, type SiteSettings } from "./site-settings";

export async function getSiteSettings(db: AppDatabase): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  return mergeSiteSettings(rows);
}
