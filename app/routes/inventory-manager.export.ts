import type { Route } from "./+types/inventory-manager.export";
import { requireStaff } from "~/features/auth/guards.server";
import { csvDownload } from "~/lib/csv-download";
import { sortByName } from "~/lib/names";
import { inventoryToCsv } from "~/features/inventory/inventory-csv";
import { listInventoryItems } from "~/features/inventory/inventory.server";
import { languageFromRequest } from "~/i18n/language";

/** The whole inventory as a CSV file, in name order. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args);
  const items = sortByName(await listInventoryItems(args.context.db), languageFromRequest(args.request));
  return csvDownload(inventoryToCsv(items), "inventory");
}
