import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDate } from "~/lib/dates";
import type { PriceListDates } from "../price-list";
import { priceListMessages } from "../price-list-messages";

/**
 * The Overview's word on the printed price lists: out of date since the first change after the last
 * print marked done, or never printed; nothing while they match the live menu.
 */
export function PriceListNotice({ dates }: { dates: PriceListDates | null }) {
  const t = useT(priceListMessages);
  const language = useLanguage();
  if (!dates || (dates.printed && !dates.staleSince)) return null;
  return (
    <p className="notice price-list-notice" data-testid="price-list-notice">
      {dates.printed && dates.staleSince ? t("priceList.outOfDate", { date: formatDate(dates.staleSince, language) }) : t("priceList.neverPrinted")}{" "}
      <Link to="/admin/price-list">{t("priceList.openPrint")}</Link>
    </p>
  );
}
