import type { MenuListCategory } from "~/features/menu/menu";
import type { GuestDeclarations } from "~/features/allergens/dish";
import type { Declaration } from "~/lib/declarations";
import { allergenNames, guestAllergenName } from "~/ui/allergen-names";
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

export interface OfferJsonLd {
  "@type": "Offer";
  price: string;
  priceCurrency: "TRY";
  /** Only on a dish sold out today; a dish on sale says nothing, which every reader takes as on sale. */
  availability?: "https://schema.org/OutOfStock";
}

export interface MenuItemJsonLd {
  "@type": "MenuItem";
  name: string;
  description?: string;
  /** Only a diet the dish's ingredients prove (docs/decisions/0030-allergens.md). */
  suitableForDiet?: string[];
  url: string;
  offers: OfferJsonLd;
}

/**
 * schema.org has no allergen property: what a dish contains or may contain goes into its
 * description, in the page's language, Turkish names first ('Contains: Süt / Milk').
 */
function allergenText(allergens: GuestDeclarations, language: Language): string {
  const name = (key: Declaration) => guestAllergenName(key, language);
  const words = allergenNames[language];
  const parts: string[] = [];
  if (allergens.contains.length > 0) parts.push(`${words["allergens.containsShort"].replace("{names}", allergens.contains.map(name).join(", "))}.`);
  if (allergens.mayContain.length > 0) parts.push(`${words["allergens.mayContainShort"].replace("{names}", allergens.mayContain.map(name).join(", "))}.`);
  return parts.join(" ");
}

function dietsOf(allergens: GuestDeclarations): string[] | undefined {
  if (allergens.vegan) return ["https://schema.org/VeganDiet", "https://schema.org/VegetarianDiet"];
  return allergens.vegetarian ? ["https://schema.org/VegetarianDiet"] : undefined;
}

export interface MenuSectionJsonLd {
  "@type": "MenuSection";
  name: string;
  hasMenuItem: MenuItemJsonLd[];
}

export interface OpeningHoursSpecificationJsonLd {
  "@type": "OpeningHoursSpecification";
  dayOfWeek: DayOfWeek[];
  opens: string;
  closes: string;
}

export interface RestaurantJsonLd {
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
  hasMenu: {
    "@type": "Menu";
    name: string;
    url: string;
    inLanguage: Language;
    hasMenuSection: MenuSectionJsonLd[];
  };
}

export interface RestaurantJsonLdInput {
  settings: SiteSettings;
  /** The menu in `language`. */
  categories: MenuListCategory[];
  language: Language;
  /** The site's configured public address (PUBLIC_URL), without a trailing slash. */
  origin: string;
}

/**
 * A price in kuruş as schema.org's price text: lira, a dot, two digits (18 500 → "185.00").
 * Integer arithmetic only, so no binary fraction can creep in (1 005 → "10.05", never "10.049999").
 */
export function schemaOrgPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`a price must be a whole, non-negative number of kuruş, got ${kurus}`);
  return `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, "0")}`;
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

/** The restaurant, its menu with prices and its hours as schema.org JSON-LD, in the page's language. */
export function restaurantJsonLd({ settings, categories, language, origin }: RestaurantJsonLdInput): RestaurantJsonLd {
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
      hasMenuSection: categories.map((category) => ({
        "@type": "MenuSection",
        name: category.name,
        hasMenuItem: category.items.map((item) => {
          const description = [item.description, allergenText(item.allergens, language)].filter(Boolean).join(" ");
          const diets = dietsOf(item.allergens);
          return {
          "@type": "MenuItem",
          name: item.name,
          ...(description ? { description } : {}),
          ...(diets ? { suitableForDiet: diets } : {}),
          url: languageUrl(origin, samePathInEveryLanguage(`/menu/${item.slug}`), language),
          offers: {
            "@type": "Offer",
            price: schemaOrgPrice(item.priceKurus),
            priceCurrency: "TRY",
            ...(item.soldOut ? { availability: "https://schema.org/OutOfStock" as const } : {}),
          },
          } satisfies MenuItemJsonLd;
        }),
      })),
    },
  };
}

/** Texts kept per menu list, by language, origin and settings; a few per menu at most. */
const serializedByMenu = new WeakMap<MenuListCategory[], Map<string, SerializedJsonLd>>();
const TEXTS_PER_MENU = 8;

/**
 * restaurantJsonLd, serialized for its script element, and kept with the menu list it describes:
 * with a 2,000-item menu, building and serializing it is a good part of a render, and the server
 * keeps one menu list per language until the menu changes (public-menu.server.ts).
 */
export function restaurantJsonLdText(input: RestaurantJsonLdInput): SerializedJsonLd {
  const key = JSON.stringify([input.language, input.origin, input.settings]);
  let texts = serializedByMenu.get(input.categories);
  if (!texts) serializedByMenu.set(input.categories, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    text = serializeJsonLd(restaurantJsonLd(input));
    if (texts.size >= TEXTS_PER_MENU) texts.clear();
    texts.set(key, text);
  }
  return text;
}
