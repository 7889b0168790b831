import type { AppDatabase } from "~/db/connection.server";
import type { SiteSettings } from "./site-settings";
import { mergeSiteSettings } from "./site-settings-schema";

export async function getSiteSettings(db: AppDatabase): Promise<SiteSettings> {
  const rows = await db.selectFrom("site_settings").select(["key", "value"]).execute();
  return mergeSiteSettings(rows);
}
