import type { Route } from "./+types/admin.menu-costs";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { loadMenuCosts } from "~/features/food-cost/food-cost.server";
import { MenuCostsScreen } from "~/features/food-cost/components/menu-costs-screen";
import { languageFromRequest } from "~/i18n/language";
import { rowIdInAddress } from "~/lib/row-reference";
import { loadOrFallback } from "~/ui/load-or-fallback.server";

/** The report, of one category (`?category=`) or of all, furthest over target first. */
export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const options = { category: rowIdInAddress(new URL(args.request.url).searchParams.get("category")), language: languageFromRequest(args.request) };
  return loadOrFallback(args, "menu costs", async () => ({ data: await loadMenuCosts(args.context.db, options) }), { data: null });
}

export default function AdminMenuCostsTab({ loaderData }: Route.ComponentProps) {
  return <MenuCostsScreen data={loaderData.data} />;
}
