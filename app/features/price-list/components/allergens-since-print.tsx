import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import type { AllergensSincePrint } from "../price-list";
import { priceListMessages } from "../price-list-messages";

/** The dishes a notice names by name; past these, how many more. */
const NAMED_DISHES = 5;

/** What the printed lists no longer say of allergens as the menu does: the dishes whose lines changed, or that the print recorded none. */
export function AllergensSincePrintText({ change }: { change: AllergensSincePrint }) {
  const t = useT(priceListMessages);
  const language = useLanguage();
  if (change.kind === "unknown") return t("priceList.allergensNotRecorded");
  const named = change.dishes.slice(0, NAMED_DISHES).map((name) => localize(name, language));
  const more = change.dishes.length - named.length;
  const dishes = new Intl.ListFormat(language, { type: "conjunction" }).format(more > 0 ? [...named, t("priceList.moreDishes", { count: more })] : named);
  return t("priceList.allergensChanged", { dishes });
}
