import type { Route } from "./+types/admin.data.export";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { exportMenuArchive } from "~/features/data-management/menu-archive.server";

/** The menu, its images and the site settings as one JSON file, for a backup or another site. */
export async function loader(args: Route.LoaderArgs) {
  await requireDashboardAdmin(args);
  const archive = await exportMenuArchive(args.context.db);
  return new Response(JSON.stringify(archive), {
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="patates-menu-${archive.exportedAt.slice(0, 10)}.json"`,
      "Cache-Control": "no-store",
    },
  });
}
