import type { Route } from "./+types/inventory-manager.export";
import { requireStaff } from "~/features/auth/guards.server";
import { csvDownload } from "~/lib/csv-download";
import { downloadOrBack } from "~/lib/download-or-back.server";
import { sortByName } from "~/lib/names";
import { inventoryToCsv } from "~/features/inventory/inventory-csv";
import { listInventoryItems } from "~/features/inventory/inventory.server";
import { languageFromRequest } from "~/i18n/language";

/** The whole inventory as a CSV file, in name order; back to the screen, which says so, when it cannot be made. */
export async function loader(args: Route.LoaderArgs) {
  return downloadOrBack(
    args,
    "/inventory-manager",
    () => requireStaff(args),
    async () => csvDownload(inventoryToCsv(sortByName(await listInventoryItems(args.context.db), languageFromRequest(args.request))), "inventory"),
  );
}
