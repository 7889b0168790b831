import { Form } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDate, formatDateTime } from "~/lib/dates";
import { ErrorBanner, LoadFailedBanner } from "~/ui/error-banner";
import { formErrorsOf, type FormReply } from "~/ui/form-reply";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { useHydrated } from "~/ui/use-hydrated";
import { PRICE_LIST_FORMATS, PRICE_LIST_LANGUAGES, type PriceListCategory, type PriceListFormat, type PriceListStatus, type PriceListLanguage } from "../price-list";
import { priceListScreenMessages } from "../price-list-texts";
import { AllergensSincePrintText } from "./allergens-since-print";
import { PriceSheets } from "./price-sheets";

export interface PriceListScreenProps {
  format: PriceListFormat;
  language: PriceListLanguage;
  /** The list and its dates, with the restaurant's name and address; null when they could not be loaded. */
  data: ({ categories: PriceListCategory[]; allergensMark: string; restaurantName: string; address: string } & PriceListStatus) | null;
  actionData: FormReply | undefined;
}

export const MARK_PRINTED_INTENT = "markPrinted";

const FORMAT_LABELS = { poster: "priceList.poster", cards: "priceList.cards" } as const;
const LANGUAGE_LABELS = { tr: "priceList.languageTr", en: "priceList.languageEn", both: "priceList.languageBoth" } as const;

/** One choice of the address's (`?format=`, `?language=`): a radio button per value. */
function RadioChoices<Value extends string>({ legend, name, values, checked, label }: { legend: string; name: string; values: readonly Value[]; checked: Value; label: (value: Value) => string }) {
  return (
    <fieldset>
      <legend>{legend}</legend>
      {values.map((each) => (
        <label key={each}>
          <input type="radio" name={name} value={each} defaultChecked={each === checked} />
          {label(each)}
        </label>
      ))}
    </fieldset>
  );
}

/**
 * The printed price list: choose a poster or table cards and the language, print, then mark the
 * print done, which clears the Overview's notice until the next change.
 */
export function PriceListScreen({ format, language, data, actionData }: PriceListScreenProps) {
  const t = useT(priceListScreenMessages);
  const describe = useDescribeMessage(priceListScreenMessages, "priceList.markFailed");
  const pageLanguage = useLanguage();
  const hydrated = useHydrated();
  const refused = formErrorsOf(actionData, MARK_PRINTED_INTENT);
  return (
    <section aria-labelledby="price-list-heading" className="price-list">
      <div className="price-list-tools">
        <h2 id="price-list-heading">{t("priceList.title")}</h2>
        <p className="subtitle">{t("priceList.subtitle")}</p>
        <Form method="get" className="price-list-choices" aria-label={t("priceList.choices")}>
          <RadioChoices legend={t("priceList.format")} name="format" values={PRICE_LIST_FORMATS} checked={format} label={(each) => t(FORMAT_LABELS[each])} />
          <RadioChoices legend={t("priceList.language")} name="language" values={PRICE_LIST_LANGUAGES} checked={language} label={(each) => t(LANGUAGE_LABELS[each])} />
          <button type="submit" className="button">
            {t("priceList.show")}
          </button>
        </Form>
        {!data && <LoadFailedBanner message={t("priceList.loadFailed")} />}
        {refused?.map((message) => <ErrorBanner key={message} message={describe(message)} />)}
        {data && (
          <>
            <p className={data.printed && (data.staleSince || data.allergensSincePrint) ? "notice price-list-stale" : "notice"} role="status">
              {!data.printed
                ? t("priceList.neverPrinted")
                : data.staleSince
                  ? t("priceList.outOfDate", { date: formatDate(data.staleSince, pageLanguage) })
                  : !data.allergensSincePrint && t("priceList.upToDate")}{" "}
              {data.allergensSincePrint && (
                <>
                  <AllergensSincePrintText change={data.allergensSincePrint} />{" "}
                </>
              )}
              {data.printed && t("priceList.printedOn", { date: formatDateTime(data.printed.at, pageLanguage), listDate: formatDate(data.printed.listDate, pageLanguage) })}
            </p>
            <p className="price-list-help">{t("priceList.printHelp")}</p>
            <div className="price-list-actions">
              <button type="button" className="button button-primary" disabled={!hydrated} onClick={() => window.print()}>
                {t("priceList.print")}
              </button>
              <Form method="post" preventScrollReset>
                <input type="hidden" name="listDate" value={data.listDate} />
                <input type="hidden" name="allergens" value={data.allergensMark} />
                <button type="submit" name="intent" value={MARK_PRINTED_INTENT} className="button">
                  {t("priceList.markPrinted")}
                </button>
              </Form>
            </div>
          </>
        )}
      </div>
      {data && data.categories.length === 0 && <p className="empty-state">{t("priceList.empty")}</p>}
      {data && data.categories.length > 0 && (
        <div className="price-sheets" role="region" aria-label={t("priceList.preview")}>
          <PriceSheets categories={data.categories} format={format} language={language} restaurantName={data.restaurantName} address={data.address} listDate={data.listDate} />
        </div>
      )}
    </section>
  );
}
