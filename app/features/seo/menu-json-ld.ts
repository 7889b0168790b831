import type { MenuListCategory } from "~/features/menu/menu";
import type { GuestDeclarations } from "~/features/allergens/dish";
import type { Declaration } from "~/lib/declarations";
import { allergenNames, guestAllergenName } from "~/ui/allergen-names";
import type { Language } from "~/i18n/localize";
import { languageUrl, samePathInEveryLanguage } from "~/i18n/language-urls";
import { restaurantJsonLd, type MenuReferenceJsonLd, type RestaurantJsonLd, type RestaurantJsonLdInput } from "./restaurant-json-ld";
import { serializeJsonLd, type SerializedJsonLd } from "./serialize-json-ld";

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
 * description, in the page's language, Turkish names first ('Contains: Süt / Milk'), and that the
 * list is incomplete where it is.
 */
function allergenText(allergens: GuestDeclarations, language: Language): string {
  const name = (key: Declaration) => guestAllergenName(key, language);
  const words = allergenNames[language];
  const parts: string[] = [];
  if (allergens.contains.length > 0) parts.push(`${words["allergens.containsShort"].replace("{names}", allergens.contains.map(name).join(", "))}.`);
  if (allergens.mayContain.length > 0) parts.push(`${words["allergens.mayContainShort"].replace("{names}", allergens.mayContain.map(name).join(", "))}.`);
  // As on the page: a list beside something not known is not the whole of it. (Of a dish of which
  // nothing is known, nothing is claimed.)
  if (allergens.incomplete && parts.length > 0) parts.push(`${words["allergens.guestIncomplete"]}.`);
  return parts.join(" ");
}

/** The dish's own words, ended as a sentence, then what it declares; either alone; or nothing. */
function describedWithAllergens(own: string | null, allergens: string): string {
  if (!own) return allergens;
  if (!allergens) return own;
  return `${/[.!?…]$/.test(own) ? own : `${own}.`} ${allergens}`;
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

/** The menu with what is on it: one section per category, one item per dish. */
export interface MenuJsonLd extends MenuReferenceJsonLd {
  hasMenuSection: MenuSectionJsonLd[];
}

export interface MenuPageJsonLdInput extends RestaurantJsonLdInput {
  /** The menu in `language`. */
  categories: MenuListCategory[];
}

/**
 * A price in kuruş as schema.org's price text: lira, a dot, two digits (18 500 → "185.00").
 * Integer arithmetic only, so no binary fraction can creep in (1 005 → "10.05", never "10.049999").
 */
export function schemaOrgPrice(kurus: number): string {
  if (!Number.isSafeInteger(kurus) || kurus < 0) throw new RangeError(`a price must be a whole, non-negative number of kuruş, got ${kurus}`);
  return `${Math.trunc(kurus / 100)}.${String(kurus % 100).padStart(2, "0")}`;
}

/** The restaurant (restaurant-json-ld.ts) with its whole menu, its prices and what each dish contains, for /menu. */
export function menuPageJsonLd({ categories, ...input }: MenuPageJsonLdInput): RestaurantJsonLd<MenuJsonLd> {
  const restaurant = restaurantJsonLd(input);
  const { language, origin } = input;
  return {
    ...restaurant,
    hasMenu: {
      ...restaurant.hasMenu,
      hasMenuSection: categories.map((category) => ({
        "@type": "MenuSection",
        name: category.name,
        hasMenuItem: category.items.map((item) => {
          const description = describedWithAllergens(item.description, allergenText(item.allergens, language));
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
 * menuPageJsonLd, serialized for its script element, and kept with the menu list it describes:
 * with a 2,000-item menu, building and serializing it is a good part of a render, and the server
 * keeps one menu list per language until the menu changes (public-menu.server.ts).
 */
export function menuPageJsonLdText(input: MenuPageJsonLdInput): SerializedJsonLd {
  const key = JSON.stringify([input.language, input.origin, input.settings]);
  let texts = serializedByMenu.get(input.categories);
  if (!texts) serializedByMenu.set(input.categories, (texts = new Map()));
  let text = texts.get(key);
  if (text === undefined) {
    text = serializeJsonLd(menuPageJsonLd(input));
    if (texts.size >= TEXTS_PER_MENU) texts.clear();
    texts.set(key, text);
  }
  return text;
}
