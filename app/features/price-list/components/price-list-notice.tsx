import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDate } from "~/lib/dates";
import type { PriceListStatus } from "../price-list";
import { priceListMessages } from "../price-list-messages";
import { AllergensSincePrintText } from "./allergens-since-print";

/**
 * The Overview's word on the printed price lists: out of date since the first change after the last
 * print marked done, the dishes whose allergens have changed since it, or never printed; nothing
 * while they match the live menu.
 */
export function PriceListNotice({ status }: { status: PriceListStatus | null }) {
  const t = useT(priceListMessages);
  const language = useLanguage();
  if (!status || (status.printed && !status.staleSince && !status.allergensSincePrint)) return null;
  return (
    <div className="notice price-list-notice" data-testid="price-list-notice">
      {!status.printed && <p>{t("priceList.neverPrinted")}</p>}
      {status.printed && status.staleSince && <p>{t("priceList.outOfDate", { date: formatDate(status.staleSince, language) })}</p>}
      {status.allergensSincePrint && (
        <p>
          <AllergensSincePrintText change={status.allergensSincePrint} />
        </p>
      )}
      <p>
        <Link to="/admin/price-list">{t("priceList.openPrint")}</Link>
      </p>
    </div>
  );
}
