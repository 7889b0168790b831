import { NOTHING_KNOWN, type GuestDeclarations } from "~/features/allergens/dish";
import type { PublicMenuCategory } from "~/features/menu/menu";
import { localize, type Language } from "~/i18n/localize";
import { translator } from "~/i18n/translate";
import type { Declaration } from "~/lib/declarations";
import { z } from "~/lib/zod";
import { allergenNames, GUEST_ALLERGEN_NAMES_BETWEEN, guestAllergenNameParts } from "~/ui/allergen-names";

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
  /** What guests are told of the dish on the menu, as the menu has it: the list prints the same. */
  allergens: GuestDeclarations;
}

export interface PriceListCategory {
  id: string;
  name: { tr: string; en: string };
  dishes: PriceListDish[];
}

/**
 * Every active category and dish of the guests' menu, with its price and what guests are told of its
 * allergens, in menu order. A dish sold out tonight is listed like any other: a price list lists
 * prices, and the paper outlives the evening. The allergens are the menu's own (`guestDeclarations`,
 * worked out once for `/menu`), never worked out again here, so the paper and the menu cannot
 * disagree; a dish the menu knows nothing of (the built-in offline copy) is 'incomplete', as there.
 */
export function priceListOf(menu: readonly PublicMenuCategory[]): PriceListCategory[] {
  return menu.map((category) => ({
    id: category.id,
    name: category.name,
    dishes: category.items.map((item) => ({ id: item.id, name: item.name, priceKurus: item.priceKurus, allergens: item.allergens ?? NOTHING_KNOWN })),
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

/** Words in one language: a declaration's Turkish name inside an English line is Turkish. */
export interface PrintedText {
  language: Language;
  text: string;
}

/** One thing a dish's allergen line says, as the guest menu says it: a diet, what it contains or may contain, or that something is not known. */
export interface PrintedStatement {
  kind: "diet" | "contains" | "may-contain" | "incomplete";
  /** Its words in pieces, each in its own language: 'Contains: ', 'Süt', ' / Milk', ', ' … */
  parts: PrintedText[];
}

/** A dish's allergen line in one of the list's languages; nothing to say, no line. */
export interface PrintedAllergenLine {
  language: Language;
  statements: PrintedStatement[];
}

/** Between the statements of an allergen line: 'Vegetarian · Contains: Süt / Milk'. */
export const STATEMENT_SEPARATOR = " · ";

/** Where the names go in 'Contains: {names}', to split the message there. */
const NAMES_MARK = "\u0000";

/**
 * What the guest menu tells of a dish (AllergenLine in features/menu), in the list's languages, from
 * the same `GuestDeclarations` and in the same words (app/ui/allergen-names.ts): a diet only where
 * proven, 'Contains: …', 'May contain: …', and 'Allergen information incomplete — please ask our
 * staff' wherever something is not known. Each declaration by its Turkish name first, as the
 * regulation asks: alone on a Turkish list, 'Süt / Milk' on an English one; on a list in both
 * languages the Turkish line comes first, so its English line names each declaration in English.
 * One line a language; none for a dish fully known to contain nothing, as on the menu.
 */
export function allergenLines(allergens: GuestDeclarations, language: PriceListLanguage): PrintedAllergenLine[] {
  const { contains, mayContain, vegetarian, vegan, incomplete } = allergens;
  if (contains.length === 0 && mayContain.length === 0 && !vegetarian && !incomplete) return [];
  return listLanguages(language).map((lineLanguage) => {
    const t = translator(lineLanguage, allergenNames);
    const nameParts = (key: Declaration): PrintedText[] => {
      const { turkish, english } = guestAllergenNameParts(key, "en");
      if (lineLanguage === "tr") return [{ language: "tr", text: turkish }];
      if (language === "both") return [{ language: "en", text: english! }];
      return [
        { language: "tr", text: turkish },
        { language: "en", text: `${GUEST_ALLERGEN_NAMES_BETWEEN}${english!}` },
      ];
    };
    const named = (kind: "contains" | "may-contain", keys: readonly Declaration[]): PrintedStatement => {
      const [before = "", after = ""] = t(kind === "contains" ? "allergens.containsShort" : "allergens.mayContainShort", { names: NAMES_MARK }).split(NAMES_MARK);
      const names = keys.flatMap((key, index) => [...(index > 0 ? [{ language: lineLanguage, text: ", " }] : []), ...nameParts(key)]);
      return { kind, parts: [{ language: lineLanguage, text: before }, ...names, { language: lineLanguage, text: after }].filter((part) => part.text !== "") };
    };
    const said = (kind: PrintedStatement["kind"], text: string): PrintedStatement => ({ kind, parts: [{ language: lineLanguage, text }] });
    const statements: PrintedStatement[] = [];
    if (vegan || vegetarian) statements.push(said("diet", t(vegan ? "allergens.vegan" : "allergens.vegetarian")));
    if (contains.length > 0) statements.push(named("contains", contains));
    if (mayContain.length > 0) statements.push(named("may-contain", mayContain));
    if (incomplete) statements.push(said("incomplete", t("allergens.guestIncomplete")));
    return { language: lineLanguage, statements };
  });
}

/** A statement's words as one text. */
export function statementText(statement: PrintedStatement): string {
  return statement.parts.map((part) => part.text).join("");
}

/** An allergen line's words as one text: 'Vejetaryen · İçerir: Süt, Hardal'. */
export function allergenLineText(line: PrintedAllergenLine): string {
  return line.statements.map(statementText).join(STATEMENT_SEPARATOR);
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
/**
 * Characters a card's column holds on one line of a dish's allergens: in smaller type than the
 * names, across the column's whole width. 'Alerjen bilgisi eksik — lütfen personelimize sorun' (50)
 * is one line in DejaVu Sans, the widest of the fonts a browser here prints with.
 */
export const CARD_ALLERGEN_LINE_CHARACTERS = 50;
/**
 * Heights on a card are counted in hundredths of a name's line: whole numbers, so that what a card
 * holds adds up exactly (in fractions of a line, 61 lines came out as 61.00000000000001 in one
 * order of adding and 61 in another).
 */
export const CARD_LINE_HEIGHT = 100;
/**
 * An allergen line's height: 6.5 pt type on 1.2 lines against the names' 7.5 pt on 1.25 (0.83 of
 * theirs), rounded up.
 */
export const CARD_ALLERGEN_LINE_HEIGHT = 85;

/**
 * The height a dish takes on a card: its name (both names in both languages), wrapped, and its
 * allergen lines, wrapped, each at its own height.
 */
export function dishHeight(dish: PriceListDish, language: PriceListLanguage): number {
  const { first, second } = printedName(dish.name, language);
  const lines = (text: string, characters = CARD_LINE_CHARACTERS) => Math.max(1, Math.ceil(text.length / characters));
  const allergens = allergenLines(dish.allergens, language).reduce((sum, line) => sum + lines(allergenLineText(line), CARD_ALLERGEN_LINE_CHARACTERS), 0);
  return (lines(first) + (second === null ? 0 : lines(second))) * CARD_LINE_HEIGHT + allergens * CARD_ALLERGEN_LINE_HEIGHT;
}

/** A category's heading takes two lines: its name, in one or both languages, and the space before it. */
export const CARD_HEADING_HEIGHT = 2 * CARD_LINE_HEIGHT;

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
  const room = capacity * CARD_LINE_HEIGHT;
  for (const category of categories) {
    let section: CardSection | null = null;
    for (const dish of category.dishes) {
      const height = dishHeight(dish, language);
      const heading = section === null ? CARD_HEADING_HEIGHT : 0;
      let continued = false;
      if (used + heading + height > room && used > 0) {
        nextCard();
        // Its heading again on the new card, said to go on from the last.
        continued = section !== null;
        section = null;
      }
      if (section === null) {
        section = { category, dishes: [], continued };
        card.push(section);
        used += CARD_HEADING_HEIGHT;
      }
      section.dishes.push(dish);
      used += height;
    }
  }
  nextCard();
  return cards;
}

export interface PrintedMark {
  at: string;
  listDate: string;
  /**
   * What the printed lists say of each dish's allergens (`printedAllergensOf`), by dish id; null: not
   * known, because the print was marked before the page recorded them, or the allergens changed
   * between the page's opening and the mark.
   */
  allergens: PrintedAllergens | null;
}

/** A dish's allergen lines as one short text, by dish id: what a print marked done records. */
export type PrintedAllergens = Record<string, string>;

/** A dish's allergen lines as one text: what they say, not how, so that equal texts print equal lines in every format and language. */
function allergenCode({ contains, mayContain, vegetarian, vegan, incomplete }: GuestDeclarations): string {
  return [contains.join(","), mayContain.join(","), vegetarian ? "vegetarian" : "", vegan ? "vegan" : "", incomplete ? "incomplete" : ""].join("|");
}

/** What the list prints of every dish's allergens, by dish id. */
export function printedAllergensOf(categories: readonly PriceListCategory[]): PrintedAllergens {
  return Object.fromEntries(categories.flatMap((category) => category.dishes.map((dish) => [dish.id, allergenCode(dish.allergens)])));
}

/**
 * Whether the printed lists still say what the menu says of allergens (docs/decisions/0035): the
 * dishes on both whose lines differ, in menu order, or "unknown" when the print recorded none; null
 * when they match. A dish added or taken off since is a change of the list itself, which its dates
 * follow.
 */
export type AllergensSincePrint = { kind: "changed"; dishes: { tr: string; en: string }[] } | { kind: "unknown" };

export function allergensSincePrint(printed: PrintedAllergens | null, categories: readonly PriceListCategory[]): AllergensSincePrint | null {
  if (printed === null) return { kind: "unknown" };
  const now = printedAllergensOf(categories);
  const dishes = categories.flatMap((category) => category.dishes).filter((dish) => Object.hasOwn(printed, dish.id) && printed[dish.id] !== now[dish.id]);
  return dishes.length === 0 ? null : { kind: "changed", dishes: dishes.map((dish) => dish.name) };
}

export interface PriceListDates {
  /** The list's date: its last change (the write path dates each one), or, before any, the menu's last write. */
  listDate: string;
  /** The last print marked done; null: none yet. */
  printed: PrintedMark | null;
  /** The first change since that print; null: the printed lists are up to date. */
  staleSince: string | null;
}

/** The list's dates, and whether the printed lists still say what the menu says of allergens (null: no print yet, or they do). */
export interface PriceListStatus extends PriceListDates {
  allergensSincePrint: AllergensSincePrint | null;
}

/** Marking a print done: the list's date it printed, so a change since the page was opened keeps the notice. */
export const markPrintedSchema = z.object({
  listDate: z.iso.datetime({ error: "backOffice.invalidValue" }),
  /** `printedAllergensMark` of the list the page showed; missing from a page opened before marks recorded it. */
  allergens: z.string().regex(/^[0-9a-f]{64}$/, { error: "backOffice.invalidValue" }).optional(),
});
