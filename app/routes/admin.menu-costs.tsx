import type { Route } from "./+types/admin.menu-costs";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { sortMenuCosts } from "~/features/food-cost/food-cost";
import { loadMenuCosts } from "~/features/food-cost/food-cost.server";
import { MenuCostsScreen } from "~/features/food-cost/components/menu-costs-screen";
import { languageFromRequest } from "~/i18n/language";
import { loadOrFallback } from "~/ui/load-or-fallback.server";

/** The report, of one category (`?category=`) or of all, in its order: furthest over target first. */
export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const category = new URL(args.request.url).searchParams.get("category") || null;
  const language = languageFromRequest(args.request);
  return loadOrFallback(
    "menu costs",
    async () => {
      const { categories, rows } = await loadMenuCosts(args.context.db);
      const chosen = category && categories.some((each) => each.id === category) ? category : null;
      return { data: { categories, category: chosen, rows: sortMenuCosts(chosen ? rows.filter((row) => row.category.id === chosen) : rows, language) } };
    },
    { data: null },
  );
}

export default function AdminMenuCostsTab({ loaderData }: Route.ComponentProps) {
  return <MenuCostsScreen data={loaderData.data} />;
}
