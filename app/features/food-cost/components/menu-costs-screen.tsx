import { Form, Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { DownloadFailedBanner, useDownloadFailed } from "~/ui/download-failed-banner";
import { LoadFailedBanner } from "~/ui/error-banner";
import { ScrollingTable } from "~/ui/scrolling-table";
import { formatKurus, type KurusText } from "~/features/recipes/cost-view";
import { formatPercent, formatPoints, recipeBreakdownHref, type MenuCostRow } from "../food-cost";
import { foodCostMessages } from "../food-cost-messages";

export const MENU_COSTS_CSV_PATH = "/admin/menu-costs.csv";

/** The report's columns of figures, after the dish and its category, in order. */
const NUMBER_COLUMNS = ["foodCost.price", "foodCost.netPrice", "foodCost.cost", "foodCost.foodCost", "foodCost.targetColumn", "foodCost.margin"] as const;

/** The report as loadMenuCosts gives it: the categories to choose from, the one chosen (or null: all), and its rows in order. */
export interface MenuCostsData {
  categories: { id: string; name: { tr: string; en: string } }[];
  category: string | null;
  rows: MenuCostRow[];
}

function FoodCostCell({ row }: { row: MenuCostRow }) {
  const t = useT(foodCostMessages);
  const language = useLanguage();
  const cost = row.cost;
  if (!cost)
    return <td className="menu-costs-none">{t("foodCost.noRecipe")}</td>;
  if (cost.kind === "incomplete")
    return <td className="menu-costs-none">{t("foodCost.unknown")}</td>;
  if (cost.kind === "no-price")
    return <td className="menu-costs-none">{t("foodCost.noPriceShort")}</td>;
  const share = formatPercent(cost.tenths, language);
  if (!cost.over) return <td className="number">{share}</td>;
  const points = formatPoints(cost.tenths - cost.targetTenths, language);
  return (
    <td className="number is-over">
      <span aria-hidden="true">▲ </span>
      {share}
      <span className="menu-costs-over">
        {" "}
        {t("foodCost.overBy", { points })}
      </span>
    </td>
  );
}

/**
 * 'Menu costs': every dish on the menu with what it sells for, net of VAT, what its serving costs
 * and what it earns, furthest over its target first; filtered by category, and exported as CSV.
 */
export function MenuCostsScreen({ data }: { data: MenuCostsData | null }) {
  const t = useT(foodCostMessages);
  const language = useLanguage();
  const csvDownload = useDownloadFailed(MENU_COSTS_CSV_PATH);
  if (!data) return <LoadFailedBanner message={t("foodCost.loadFailed")} />;
  const money = (kurus: KurusText | number) => formatKurus(String(kurus), language);
  const exportHref = data.category
    ? `${MENU_COSTS_CSV_PATH}?category=${encodeURIComponent(data.category)}`
    : MENU_COSTS_CSV_PATH;
  return (
    <section aria-labelledby="menu-costs-heading" className="menu-costs">
      <h2 id="menu-costs-heading">{t("foodCost.reportTitle")}</h2>
      <p className="subtitle">{t("foodCost.reportSubtitle")}</p>
      <p className="form-note">{t("foodCost.roundingNote")}</p>
      {csvDownload.failed && <DownloadFailedBanner />}
      <div className="menu-costs-tools">
        <Form method="get" className="menu-costs-filter">
          <label htmlFor="menu-costs-category">{t("foodCost.category")}</label>
          <select
            id="menu-costs-category"
            name="category"
            defaultValue={data.category ?? ""}
          >
            <option value="">{t("foodCost.allCategories")}</option>
            {data.categories.map((category) => (
              <option key={category.id} value={category.id}>
                {localize(category.name, language)}
              </option>
            ))}
          </select>
          <button type="submit" className="button">
            {t("foodCost.show")}
          </button>
        </Form>
        <a className="button" href={exportHref} onClick={csvDownload.retry}>
          {t("foodCost.exportCsv")}
        </a>
      </div>
      {data.rows.length === 0 ? (
        <p className="empty-state">{t("foodCost.empty")}</p>
      ) : (
        <ScrollingTable
          id="menu-costs"
          caption={t("foodCost.tableLabel")}
          className="menu-costs-table"
        >
          <thead>
            <tr>
              <th scope="col">{t("foodCost.dish")}</th>
              <th scope="col">{t("foodCost.category")}</th>
              {NUMBER_COLUMNS.map((key) => (
                <th key={key} scope="col" className="number">
                  {t(key)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {data.rows.map((row) => {
              const name = localize(row.name, language);
              return (
                <tr key={row.id}>
                  <th scope="row">
                    {row.recipeId ? (
                      <Link
                        to={recipeBreakdownHref(row.recipeId)}
                        aria-label={t("foodCost.breakdown", { name })}
                      >
                        {name}
                      </Link>
                    ) : (
                      name
                    )}
                  </th>
                  <td>{localize(row.category.name, language)}</td>
                  <td className="number">{money(row.priceKurus)}</td>
                  <td className="number">{money(row.netPriceKurus)}</td>
                  <td className="number">
                    {row.cost?.kind === "known"
                      ? money(row.cost.costKurus)
                      : "–"}
                  </td>
                  <FoodCostCell row={row} />
                  <td className="number">
                    {row.cost
                      ? formatPercent(row.cost.targetTenths, language)
                      : "–"}
                  </td>
                  <td className="number">
                    {row.marginKurus === null ? "–" : money(row.marginKurus)}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </ScrollingTable>
      )}
    </section>
  );
}
