import { useLanguage, useT } from "~/i18n/language-context";
import { foodCostMessages } from "~/features/food-cost/food-cost-messages";
import { formatPercent, type FoodCost } from "~/features/food-cost/food-cost";

/**
 * A dish's food cost beside its price: its share; over its target, said in words with a warning
 * sign (never by colour alone); or why there is none, never a guess.
 */
export function FoodCostNote({ cost }: { cost: FoodCost }) {
  const t = useT(foodCostMessages);
  const language = useLanguage();
  const target = formatPercent(cost.targetTenths, language);
  if (cost.kind === "incomplete") return <span className="food-cost is-unknown">{t("foodCost.incomplete")}</span>;
  if (cost.kind === "no-price") return <span className="food-cost is-unknown">{t("foodCost.noPrice")}</span>;
  const share = formatPercent(cost.tenths, language);
  return cost.over ? (
    <span className="food-cost is-over">
      <span aria-hidden="true">▲ </span>
      {t("foodCost.over", { share, target })}
    </span>
  ) : (
    <span className="food-cost">{t("foodCost.share", { share })}</span>
  );
}
