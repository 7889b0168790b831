import type { Route } from "./+types/admin.menu-costs.csv";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { loadMenuCosts } from "~/features/food-cost/food-cost.server";
import { menuCostsToCsv } from "~/features/food-cost/menu-costs-csv";
import { languageFromRequest } from "~/i18n/language";
import { csvDownload } from "~/lib/csv-download";

/** The 'Menu costs' report as a CSV file: the same rows, filter and order as the screen. */
export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const options = { category: new URL(args.request.url).searchParams.get("category") || null, language: languageFromRequest(args.request) };
  return csvDownload(menuCostsToCsv((await loadMenuCosts(args.context.db, options)).rows), "menu-costs");
}
