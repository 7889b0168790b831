import { localize, type Language } from "~/i18n/localize";
import type { PublicMenuCategory } from "~/features/menu/menu";
import { z } from "~/lib/zod";

/**
 * The printed price list (docs/decisions/0035-printed-price-list.md): what Turkey's price label
 * regulation asks for at the entrance and on the tables, made from the live menu so that the paper
 * and the QR menu cannot drift apart. Pure: the server reads the menu and the dates.
 */

/** An entrance poster (A4 portrait), or table cards (two A5 cards per A4 sheet, to cut). */
export const PRICE_LIST_FORMATS = ["poster", "cards"] as const;
export type PriceListFormat = (typeof PRICE_LIST_FORMATS)[number];

/** Turkish, English, or both side by side. */
export const PRICE_LIST_LANGUAGES = ["tr", "en", "both"] as const;
export type PriceListLanguage = (typeof PRICE_LIST_LANGUAGES)[number];

export interface PriceListDish {
  id: string;
  name: { tr: string; en: string };
  priceKurus: number;
}

export interface PriceListCategory {
  id: string;
  name: { tr: string; en: string };
  dishes: PriceListDish[];
}

/**
 * Every active category and dish of the guests' menu, with its price, in menu order. A dish sold out
 * tonight is listed like any other: a price list lists prices, and the paper outlives the evening.
 */
export function priceListOf(menu: readonly PublicMenuCategory[]): PriceListCategory[] {
  return menu.map((category) => ({
    id: category.id,
    name: category.name,
    dishes: category.items.map((item) => ({ id: item.id, name: item.name, priceKurus: item.priceKurus })),
  }));
}

/** The page's choices, from its address; anything unknown is the default (a poster in both languages). */
export function priceListChoices(params: URLSearchParams): { format: PriceListFormat; language: PriceListLanguage } {
  const format = params.get("format");
  const language = params.get("language");
  return {
    format: (PRICE_LIST_FORMATS as readonly (string | null)[]).includes(format) ? (format as PriceListFormat) : "poster",
    language: (PRICE_LIST_LANGUAGES as readonly (string | null)[]).includes(language) ? (language as PriceListLanguage) : "both",
  };
}

/** The name as the list prints it: in one language (an empty English name is the Turkish one), or both when they differ. */
export function printedName(name: { tr: string; en: string }, language: PriceListLanguage): { first: string; second: string | null } {
  if (language !== "both") return { first: localize(name, language), second: null };
  const [turkish, english] = [localize(name, "tr"), localize(name, "en")];
  return { first: turkish, second: english === turkish ? null : english };
}

/** The languages a list speaks, in the order it speaks them. */
export function listLanguages(language: PriceListLanguage): Language[] {
  return language === "both" ? ["tr", "en"] : [language];
}

/** One card's share of the list: categories, each with the dishes that fit; `continued` when the category began on an earlier card. */
export interface CardSection {
  category: PriceListCategory;
  dishes: PriceListDish[];
  continued: boolean;
}

/**
 * What one table card holds: text lines of the card's three columns together. An A5 card at the
 * cards' type size has room for about 26 lines a column under its heading; this leaves room for
 * lines the estimate misses (a name wrapped earlier than counted).
 */
export const CARD_LINES = 66;
/** Characters a card's column holds on one line, at the cards' type size, the price beside the name. */
export const CARD_LINE_CHARACTERS = 30;

/** The lines a dish takes on a card: its name (both names in both languages), wrapped. */
export function dishLines(dish: PriceListDish, language: PriceListLanguage): number {
  const { first, second } = printedName(dish.name, language);
  const lines = (text: string) => Math.max(1, Math.ceil(text.length / CARD_LINE_CHARACTERS));
  return lines(first) + (second === null ? 0 : lines(second));
}

/** A category's heading takes two lines: its name, in one or both languages, and the space before it. */
const HEADING_LINES = 2;

/**
 * The list cut into cards of at most `capacity` lines, in menu order, never cutting a dish: a
 * category that does not fit goes on with its heading on the next card. A table gets the whole set.
 */
export function packCards(categories: readonly PriceListCategory[], language: PriceListLanguage, capacity = CARD_LINES): CardSection[][] {
  const cards: CardSection[][] = [];
  let card: CardSection[] = [];
  let used = 0;
  const nextCard = () => {
    if (card.length > 0) cards.push(card);
    card = [];
    used = 0;
  };
  for (const category of categories) {
    let section: CardSection | null = null;
    for (const dish of category.dishes) {
      const lines = dishLines(dish, language);
      const heading = section === null ? HEADING_LINES : 0;
      let continued = false;
      if (used + heading + lines > capacity && used > 0) {
        nextCard();
        // Its heading again on the new card, said to go on from the last.
        continued = section !== null;
        section = null;
      }
      if (section === null) {
        section = { category, dishes: [], continued };
        card.push(section);
        used += HEADING_LINES;
      }
      section.dishes.push(dish);
      used += lines;
    }
  }
  nextCard();
  return cards;
}

export interface PrintedMark {
  at: string;
  listDate: string;
}

export interface PriceListDates {
  /** The list's date: its last change (the write path dates each one), or, before any, the menu's last write. */
  listDate: string;
  /** The last print marked done; null: none yet. */
  printed: PrintedMark | null;
  /** The first change since that print; null: the printed lists are up to date. */
  staleSince: string | null;
}

/** Marking a print done: the list's date it printed, so a change since the page was opened keeps the notice. */
export const markPrintedSchema = z.object({ listDate: z.iso.datetime({ error: "backOffice.invalidValue" }) });
