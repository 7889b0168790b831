import { kurusToInputValue } from "~/lib/money";
import { spreadsheetCsv, textCell } from "~/lib/spreadsheet-csv";
import type { MenuCostRow } from "./food-cost";

export const MENU_COSTS_CSV_COLUMNS = ["dish_tr", "dish_en", "category_tr", "category_en", "price", "net_price", "cost", "food_cost_percent", "target_percent", "margin", "status"] as const;

/** Kuruş as a spreadsheet reads them in any language: a decimal point, no grouping (as the inventory's export writes prices). */
const amount = (kurus: string | number) => kurusToInputValue(Number(kurus), "en");
const percent = (tenths: number) => (tenths / 10).toFixed(1);

/**
 * The report as a spreadsheet file, in the report's order: names in both languages (as text cells,
 * never formulas), amounts and percentages as plain numbers, and each row's status as a key:
 * `over`, `under`, `incomplete`, `no-price`, `no-recipe`.
 */
export function menuCostsToCsv(rows: readonly MenuCostRow[]): string {
  const lines = rows.map((row) => {
    const cost = row.cost;
    const status = !cost ? "no-recipe" : cost.kind === "known" ? (cost.over ? "over" : "under") : cost.kind;
    return [
      textCell(row.name.tr),
      textCell(row.name.en),
      textCell(row.category.name.tr),
      textCell(row.category.name.en),
      amount(row.priceKurus),
      amount(row.netPriceKurus),
      cost?.kind === "known" ? amount(cost.costKurus) : "",
      cost?.kind === "known" ? percent(cost.tenths) : "",
      cost ? percent(cost.targetTenths) : "",
      row.marginKurus === null ? "" : amount(row.marginKurus),
      status,
    ];
  });
  return spreadsheetCsv([[...MENU_COSTS_CSV_COLUMNS], ...lines]);
}
