import { useRouteLoaderData } from "react-router";
import type { RootData } from "./page-meta";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";

/** The site's settings as the root loader gave them to every page (the defaults before any are saved). */
export function useSiteSettings(): SiteSettings {
  return useRouteLoaderData<RootData>("root")?.settings ?? defaultSiteSettings;
}
