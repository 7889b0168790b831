import { Fragment, type ReactNode } from "react";
import { translator } from "~/i18n/translate";
import type { Language } from "~/i18n/localize";
import { formatDate } from "~/lib/dates";
import { formatPrice } from "~/lib/money";
import {
  allergenLines,
  listLanguages,
  packCards,
  printedName,
  STATEMENT_SEPARATOR,
  type CardSection,
  type PriceListCategory,
  type PriceListDish,
  type PriceListFormat,
  type PriceListLanguage,
} from "../price-list";
import { priceListMessages } from "../price-list-messages";

export interface PriceSheetsProps {
  categories: PriceListCategory[];
  format: PriceListFormat;
  language: PriceListLanguage;
  restaurantName: string;
  address: string;
  /** The list's date (UTC ISO): 'Prices valid since'. */
  listDate: string;
}

type PriceListKey = keyof typeof priceListMessages.en;

/** A text of the sheets in each of the list's languages, to be joined: 'Fiyat Listesi · Price List'. */
function say(language: PriceListLanguage, key: PriceListKey, values: (language: Language) => Record<string, string> = () => ({})) {
  return listLanguages(language).map((each) => ({ language: each, text: translator(each, priceListMessages)(key, values(each)) }));
}

/** Texts in the list's languages, each marked with its language for screen readers and hyphenation. */
function Said({ texts, separator = " · " }: { texts: { language: Language; text: string }[]; separator?: string }) {
  return (
    <>
      {texts.map((each, index) => (
        <span key={each.language} lang={each.language}>
          {index > 0 && separator}
          {each.text}
        </span>
      ))}
    </>
  );
}

function CategoryName({ category, language, continued }: { category: PriceListCategory; language: PriceListLanguage; continued: boolean }) {
  const { first, second } = printedName(category.name, language);
  const name = second === null ? first : `${first} · ${second}`;
  return (
    <h4 className="price-category-name">
      {name}
      {continued && (
        <>
          {" ("}
          <Said texts={say(language, "priceList.continued")} />
          {")"}
        </>
      )}
    </h4>
  );
}

function DishLine({ dish, language }: { dish: PriceListDish; language: PriceListLanguage }) {
  // The first name's language, and the one prices are written in: Turkish, unless the list is English alone.
  const first = listLanguages(language)[0]!;
  const name = printedName(dish.name, language);
  const allergens = allergenLines(dish.allergens, language);
  return (
    <li className="price-dish" data-testid="price-dish">
      <span className="price-dish-main">
        <span className="price-dish-name">
          <span lang={first}>{name.first}</span>
          {name.second !== null && (
            <span className="price-dish-second" lang="en">
              {name.second}
            </span>
          )}
        </span>
        <span className="price-dish-leader" aria-hidden="true" />
        <span className="price-dish-price">{formatPrice(dish.priceKurus, first)}</span>
      </span>
      {/* What the guest menu says of the dish, in words: print may be black and white. */}
      {allergens.map((line) => (
        <span key={line.language} className="price-allergen-line" lang={line.language}>
          {line.statements.map((statement, index) => (
            <Fragment key={statement.kind}>
              {index > 0 && STATEMENT_SEPARATOR}
              <span className={`price-allergen is-${statement.kind}`}>
                {statement.parts.map((part, partIndex) =>
                  part.language === line.language ? (
                    <Fragment key={partIndex}>{part.text}</Fragment>
                  ) : (
                    <span key={partIndex} lang={part.language}>
                      {part.text}
                    </span>
                  ),
                )}
              </span>
            </Fragment>
          ))}
        </span>
      ))}
    </li>
  );
}

function Sections({ sections, language }: { sections: CardSection[]; language: PriceListLanguage }) {
  return (
    <>
      {sections.map((section) => (
        <section key={`${section.category.id}-${section.continued ? "more" : "first"}`} className="price-category">
          <CategoryName category={section.category} language={language} continued={section.continued} />
          <ul className="price-dishes">
            {section.dishes.map((dish) => (
              <DishLine key={dish.id} dish={dish} language={language} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}

function SheetHead({ restaurantName, address, language, extra }: { restaurantName: string; address: string; language: PriceListLanguage; extra?: ReactNode }) {
  return (
    <header className="price-sheet-head">
      <h3 className="price-sheet-restaurant">{restaurantName}</h3>
      <p className="price-sheet-address">{address}</p>
      <p className="price-sheet-title">
        <Said texts={say(language, "priceList.heading")} />
      </p>
      {extra}
    </header>
  );
}

function SheetFoot({ language, listDate }: { language: PriceListLanguage; listDate: string }) {
  return (
    <footer className="price-sheet-foot">
      <p className="price-allergen-key">
        <Said texts={say(language, "priceList.allergenKey")} separator=" / " />
      </p>
      <p>
        <Said texts={say(language, "priceList.validSince", (each) => ({ date: formatDate(listDate, each) }))} separator=" / " />
      </p>
      <p>
        <Said texts={say(language, "priceList.vatIncluded")} separator=" / " />
      </p>
    </footer>
  );
}

/**
 * The sheets to print: one entrance poster, flowing onto more A4 pages when the menu is long, or
 * table cards two to a sheet, each card the whole list (a set of cards when it does not fit one).
 * Print CSS (styles/price-list.css) sizes them to A4 and keeps every dish whole on one page.
 */
export function PriceSheets({ categories, format, language, restaurantName, address, listDate }: PriceSheetsProps) {
  const sections = categories.map((category) => ({ category, dishes: category.dishes, continued: false }));
  if (format === "poster") {
    return (
      <article className="price-sheet price-poster">
        <SheetHead restaurantName={restaurantName} address={address} language={language} />
        <div className="price-poster-columns">
          <Sections sections={sections} language={language} />
        </div>
        <SheetFoot language={language} listDate={listDate} />
      </article>
    );
  }
  const cards = packCards(categories, language);
  // Two cards to an A4 sheet, one above the other, cut along the dashed line between them.
  const sheets: CardSection[][][] = [];
  for (let index = 0; index < cards.length; index += 2) sheets.push(cards.slice(index, index + 2));
  if (sheets.length > 0 && cards.length % 2 === 1) sheets[sheets.length - 1]!.push(cards[0]!);
  return (
    <>
      {sheets.map((sheet, sheetIndex) => (
        <div key={sheetIndex} className="price-card-sheet">
          {sheet.map((card, index) => {
            const number = (sheetIndex * 2 + index) % cards.length;
            return (
              <article key={index} className="price-sheet price-card">
                <SheetHead
                  restaurantName={restaurantName}
                  address={address}
                  language={language}
                  extra={
                    cards.length > 1 && (
                      <p className="price-card-number">
                        <Said texts={say(language, "priceList.cardNumber", () => ({ number: String(number + 1), count: String(cards.length) }))} separator=" · " />
                      </p>
                    )
                  }
                />
                <div className="price-card-columns">
                  <Sections sections={card} language={language} />
                </div>
                <SheetFoot language={language} listDate={listDate} />
              </article>
            );
          })}
        </div>
      ))}
    </>
  );
}
