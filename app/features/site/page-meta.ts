import type { MetaDescriptor } from "react-router";
import { languageLinks, samePathInEveryLanguage } from "~/features/seo/language-urls";
import type { Language } from "~/i18n/localize";
import { translate, type MessageKey } from "~/i18n/translate";
import type { SessionUser } from "~/features/auth/access";
import type { SiteSettings } from "./site-settings";

export interface RootData {
  language: Language;
  settings: SiteSettings;
  user: SessionUser | null;
  /** The site's configured public address (PUBLIC_URL), for absolute links: canonical, alternates. */
  origin: string;
}

interface MetaArgs {
  location: { pathname: string };
  matches: ReadonlyArray<{ id: string; data?: unknown } | undefined>;
}

export function rootData(matches: MetaArgs["matches"]): RootData | undefined {
  return matches.find((match) => match?.id === "root")?.data as RootData | undefined;
}

/**
 * The title and description of a page in its language (`Menu | Patates İstanbul`), its canonical
 * address in that language and its alternates in every language.
 */
export function pageMeta({ location, matches }: MetaArgs, title: MessageKey, description: MessageKey): MetaDescriptor[] {
  const data = rootData(matches);
  const language = data?.language ?? "tr";
  const name = data?.settings.restaurantName;
  const pageTitle = translate(language, title);
  return [
    { title: name ? `${pageTitle} | ${name}` : pageTitle },
    { name: "description", content: translate(language, description) },
    ...(data ? languageLinks(data.origin, language, samePathInEveryLanguage(location.pathname)) : []),
  ];
}
