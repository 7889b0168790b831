import type { Language } from "~/i18n/localize";
import { translator } from "~/i18n/translate";
import { kurusToInputValue } from "~/lib/money";
import { DECIMAL_SEPARATOR } from "~/lib/number-text";
import { spreadsheetCsv, spreadsheetSeparator, textCell } from "~/lib/spreadsheet-csv";
import type { MenuCostRow } from "./food-cost";
import { foodCostMessages } from "./food-cost-messages";

const COLUMN_KEYS = [
  "foodCost.csvDishTr",
  "foodCost.csvDishEn",
  "foodCost.csvCategoryTr",
  "foodCost.csvCategoryEn",
  "foodCost.csvPrice",
  "foodCost.csvNetPrice",
  "foodCost.csvCost",
  "foodCost.csvFoodCost",
  "foodCost.csvTarget",
  "foodCost.csvMargin",
  "foodCost.csvStatus",
] as const;

/**
 * The report as a spreadsheet file, to be read rather than imported, so written as the page's
 * language writes a spreadsheet (docs/decisions/0031-food-cost.md): its column names and each
 * row's status in that language, and on a Turkish page semicolons between fields and decimal
 * commas, which a Turkish spreadsheet program reads as numbers. The report's rows and order; names
 * in both languages, as text cells never run as formulas; amounts and percentages as plain numbers.
 */
export function menuCostsToCsv(rows: readonly MenuCostRow[], language: Language): string {
  const t = translator(language, foodCostMessages);
  const amount = (kurus: string | number) => kurusToInputValue(Number(kurus), language);
  const percent = (tenths: number) => (tenths / 10).toFixed(1).replace(".", DECIMAL_SEPARATOR[language]);
  const lines = rows.map((row) => {
    const cost = row.cost;
    const status = !cost
      ? t("foodCost.noRecipe")
      : cost.kind === "known"
        ? t(cost.over ? "foodCost.csvOver" : "foodCost.csvUnder")
        : t(cost.kind === "incomplete" ? "foodCost.unknown" : "foodCost.noPriceShort");
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
  return spreadsheetCsv([COLUMN_KEYS.map((key) => t(key)), ...lines], spreadsheetSeparator(language));
}
