import type { Route } from "./+types/admin.menu-costs.csv";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { sortMenuCosts } from "~/features/food-cost/food-cost";
import { loadMenuCosts } from "~/features/food-cost/food-cost.server";
import { menuCostsToCsv } from "~/features/food-cost/menu-costs-csv";
import { languageFromRequest } from "~/i18n/language";

/** The 'Menu costs' report as a CSV file: the same rows, filter and order as the screen. */
export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const category = new URL(args.request.url).searchParams.get("category") || null;
  const { rows } = await loadMenuCosts(args.context.db);
  const shown = sortMenuCosts(category ? rows.filter((row) => row.category.id === category) : rows, languageFromRequest(args.request));
  const date = new Date().toISOString().slice(0, 10);
  return new Response(menuCostsToCsv(shown), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="menu-costs-${date}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
