import type { Route } from "./+types/admin.menu-costs.csv";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { loadMenuCosts } from "~/features/food-cost/food-cost.server";
import { menuCostsToCsv } from "~/features/food-cost/menu-costs-csv";
import { languageFromRequest } from "~/i18n/language";
import { csvDownload } from "~/lib/csv-download";
import { downloadOrBack } from "~/lib/download-or-back.server";
import { rowIdInAddress } from "~/lib/row-reference";

/**
 * The 'Menu costs' report as a CSV file: the same rows, filter and order as the screen; back to the
 * screen with the same filter, which says so, when it cannot be made.
 */
export async function loader(args: Route.LoaderArgs) {
  const category = rowIdInAddress(new URL(args.request.url).searchParams.get("category"));
  return downloadOrBack(
    args,
    category ? `/admin/menu-costs?category=${encodeURIComponent(category)}` : "/admin/menu-costs",
    () => requireDashboardAdmin(args),
    async () => {
      const language = languageFromRequest(args.request);
      return csvDownload(menuCostsToCsv((await loadMenuCosts(args.context.db, { category, language })).rows, language), "menu-costs");
    },
  );
}
