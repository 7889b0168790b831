import { data, redirect } from "react-router";
import type { Route } from "./+types/inventory-manager.import";
import { requireStaff } from "~/features/auth/guards.server";
import { MAX_CSV_BYTES } from "~/features/inventory/inventory";
import { parseInventoryCsv, type CsvImportReply } from "~/features/inventory/inventory-csv";
import { importInventoryItems } from "~/features/inventory/inventory.server";
import { priceImportEffects } from "~/features/food-cost/price-changes.server";
import { formLanguage } from "~/i18n/language";
import { messageRef } from "~/i18n/message-ref";
import { HTTP_STATUS, isAppError } from "~/lib/app-error";
import { readFormData } from "~/lib/form-data.server";
import { logError, requestAt } from "~/lib/log.server";
import { spreadsheetText } from "~/lib/spreadsheet-csv";
import { appErrorMessages } from "~/ui/back-office-messages";

const refuse = (status: number, key: string) => data<CsvImportReply>({ ok: false, errors: [{ line: 0, messages: [messageRef(key)] }] }, { status });

/** Imports an inventory CSV: all rows or none. */
export async function action(args: Route.ActionArgs) {
  const user = await requireStaff(args);
  const formData = await readFormData(args.request);
  const file = formData.get("file");
  if (!(file instanceof File) || file.size === 0) return refuse(400, "inventory.csvNoFile");
  if (file.size > MAX_CSV_BYTES) return refuse(413, "inventory.csvTooLarge");
  const parsed = parseInventoryCsv(spreadsheetText(new Uint8Array(await file.arrayBuffer())), formLanguage(formData, args.request));
  if (!parsed.ok) return data<CsvImportReply>(parsed, { status: 400 });
  try {
    const counts = await importInventoryItems(args.context.db, user.id, parsed.rows, priceImportEffects(args.context.db));
    return data<CsvImportReply>({ ok: true, ...counts });
  } catch (error) {
    // A write that changed the inventory meanwhile: its message, not a failure of ours.
    if (isAppError(error)) return data<CsvImportReply>({ ok: false, errors: [{ line: 0, messages: appErrorMessages(error) }] }, { status: HTTP_STATUS[error.code] });
    logError(error, requestAt(args), "Failed to import inventory items");
    return refuse(500, "inventory.createFailed");
  }
}

export function loader() {
  return redirect("/inventory-manager");
}
