import type { Route } from "./+types/admin.data.export";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { exportMenuArchive } from "~/features/data-management/menu-archive.server";
import { restaurantDay } from "~/lib/dates";
import { downloadOrBack } from "~/lib/download-or-back.server";

/**
 * The menu, its images and the site settings as one JSON file, for a backup or another site; back
 * to Data Management, which says so, when it cannot be made.
 */
export async function loader(args: Route.LoaderArgs) {
  return downloadOrBack(
    args,
    "/admin/data",
    () => requireDashboardAdmin(args),
    async () => {
      const archive = await exportMenuArchive(args.context.db);
      return new Response(JSON.stringify(archive), {
        headers: {
          "Content-Type": "application/json; charset=utf-8",
          "Content-Disposition": `attachment; filename="patates-menu-${restaurantDay(new Date(archive.exportedAt))}.json"`,
          "Cache-Control": "no-store",
        },
      });
    },
  );
}
