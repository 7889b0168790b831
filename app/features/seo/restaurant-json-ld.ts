import { sameHours, WEEKDAYS, type DayHours, type Weekday, type WeeklyHours } from "~/features/site/opening-hours";
import { instagramProfile, type SiteSettings } from "~/features/site/site-settings";
import type { Language } from "~/i18n/localize";
import { translate } from "~/i18n/translate";
import { languageUrl, samePathInEveryLanguage } from "~/i18n/language-urls";
import { serializeJsonLd, type SerializedJsonLd } from "./serialize-json-ld";

type DayOfWeek = "Monday" | "Tuesday" | "Wednesday" | "Thursday" | "Friday" | "Saturday" | "Sunday";

const DAY_OF_WEEK: Record<Weekday, DayOfWeek> = {
  monday: "Monday",
  tuesday: "Tuesday",
  wednesday: "Wednesday",
  thursday: "Thursday",
  friday: "Friday",
  saturday: "Saturday",
  sunday: "Sunday",
};

/** What the kitchen serves, for search engines only; nothing on a page shows it. */
const CUISINES: Record<Language, string[]> = {
  tr: ["Patates yemekleri", "Türk mutfağı"],
  en: ["Potato dishes", "Turkish"],
};

export interface OpeningHoursSpecificationJsonLd {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

/** The restaurant's menu, named by its page; /menu's JSON-LD also lists what is on it (menu-json-ld.ts). */
export interface MenuReferenceJsonLd {
  "@type": "Menu";
  name: string;
  url: string;
  inLanguage: Language;
}

/** The restaurant: its menu named on the home page, and given whole on /menu (menu-json-ld.ts). */
export interface RestaurantJsonLd<Menu extends MenuReferenceJsonLd = MenuReferenceJsonLd> {
  "@context": "https://schema.org";
  "@type": "Restaurant";
  "@id": string;
  name: string;
  description: string;
  url: string;
  image: string;
  telephone: string;
  email: string;
  servesCuisine: string[];
  sameAs: string[];
  address: {
    "@type": "PostalAddress";
    streetAddress: string;
    addressLocality: "İstanbul";
    addressCountry: "TR";
  };
  openingHoursSpecification: OpeningHoursSpecificationJsonLd[];
  hasMenu: Menu;
}

export interface RestaurantJsonLdInput {
  settings: SiteSettings;
  language: Language;
  /** The site's configured public address (PUBLIC_URL), without a trailing slash. */
  origin: string;
}

/** How Google reads a whole day closed: opening and closing at 00:00. */
const CLOSED_ALL_DAY: DayHours = { opens: "00:00", closes: "00:00" };

/**
 * The week as schema.org's opening hours: one specification per set of days with the same hours.
 * An interval past midnight stays on the day it opens, closing "before" it opens (Friday 11:00 to
 * 01:30 is Friday, opens 11:00, closes 01:30; 00:00 is midnight), as Google documents for late
 * hours, rather than being split across two days. A closed day is opens and closes 00:00, which
 * Google reads as closed all day; no open day can look like that, since the settings refuse an
 * interval that opens and closes at the same time.
 */
export function openingHoursSpecification(week: WeeklyHours): OpeningHoursSpecificationJsonLd[] {
  const groups: { hours: DayHours | null; days: DayOfWeek[] }[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    const group = groups.find((candidate) => sameHours(candidate.hours, hours));
    if (group) group.days.push(DAY_OF_WEEK[day]);
    else groups.push({ hours, days: [DAY_OF_WEEK[day]] });
  }
  return groups.map(({ hours, days }) => ({ "@type": "OpeningHoursSpecification", dayOfWeek: days, ...(hours ?? CLOSED_ALL_DAY) }));
}

/**
 * The restaurant and its hours as schema.org JSON-LD, in the page's language, for the home page. Its
 * menu is named by its address only: the dishes and their prices are described once, on the menu's
 * own page, so the home page carries neither the menu nor the code that describes it.
 */
export function restaurantJsonLd({ settings, language, origin }: RestaurantJsonLdInput): RestaurantJsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Restaurant",
    // One id for both languages: the same restaurant whichever page describes it.
    "@id": `${origin}/#restaurant`,
    name: settings.restaurantName,
    description: translate(language, "home.description"),
    url: languageUrl(origin, samePathInEveryLanguage("/"), language),
    image: `${origin}/images/restaurant.svg`,
    telephone: settings.phones[0],
    email: settings.email,
    servesCuisine: CUISINES[language],
    sameAs: [instagramProfile(settings).url],
    address: {
      "@type": "PostalAddress",
      streetAddress: settings.address,
      addressLocality: "İstanbul",
      addressCountry: "TR",
    },
    openingHoursSpecification: openingHoursSpecification(settings.openingHours),
    hasMenu: {
      "@type": "Menu",
      name: translate(language, "menu.title"),
      url: languageUrl(origin, samePathInEveryLanguage("/menu"), language),
      inLanguage: language,
    },
  };
}

/** restaurantJsonLd, serialized for its script element. */
export function restaurantJsonLdText(input: RestaurantJsonLdInput): SerializedJsonLd {
  return serializeJsonLd(restaurantJsonLd(input));
}
