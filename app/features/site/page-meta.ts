import type { MetaDescriptor } from "react-router";
import { languageLinks, samePathInEveryLanguage } from "~/i18n/language-urls";
import type { Language } from "~/i18n/localize";
import { translator, type CoreMessageKey, type FeatureMessages } from "~/i18n/translate";
import type { SessionUser } from "~/features/auth/access";
import type { SiteSettings } from "./site-settings";

export interface RootData {
  language: Language;
  /** The restaurant's facts, phone numbers formatted for reading (site-settings.ts). */
  settings: SiteSettings;
  user: SessionUser | null;
  /** The site's configured public address (PUBLIC_URL), for absolute links: canonical, alternates. */
  origin: string;
  /**
   * The restaurant's year when the page was rendered, for the footer's ©: the server's, so a kept page
   * and the browser hydrating it agree, whatever the browser's clock says.
   */
  year: string;
}

interface MetaArgs {
  location: { pathname: string; search: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/**
 * The title and description of a page in its language (`Menu | Patates İstanbul`), its canonical
 * address in that language and its alternates in every language. A page whose title is a feature's
 * text passes that feature's catalogue; a section of a page with tabs, the section's name before the
 * page's (`Users – Admin Dashboard | Patates İstanbul`), so that each tab is told apart by its title.
 */
export function pageMeta<FeatureKey extends string = never>(
  { location, matches }: MetaArgs,
  // NoInfer: a feature key is accepted only with its catalogue, never inferred from the key itself.
  title: CoreMessageKey | NoInfer<FeatureKey>,
  description: CoreMessageKey | NoInfer<FeatureKey>,
  feature?: FeatureMessages<FeatureKey>,
  section?: CoreMessageKey | NoInfer<FeatureKey>,
): MetaDescriptor[] {
  const data = rootData(matches);
  const language = data?.language ?? "tr";
  const name = data?.settings.restaurantName;
  const t = translator(language, feature);
  const pageTitle = section === undefined ? t(title) : `${t(section)} – ${t(title)}`;
  return [
    { title: name ? `${pageTitle} | ${name}` : pageTitle },
    { name: "description", content: t(description) },
    ...(data ? languageLinks(data.origin, language, samePathInEveryLanguage(location.pathname), location) : []),
  ];
}
