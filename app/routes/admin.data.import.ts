import { data, redirect } from "react-router";
import type { Route } from "./+types/admin.data.import";
import { requireDashboardAdmin } from "~/features/admin/admin-guard.server";
import { checkMenuArchive, IMPORT_MODES, MAX_ARCHIVE_BYTES, MAX_ARCHIVE_MEGABYTES, type ImportMode, type ImportReply } from "~/features/data-management/menu-archive";
import { archiveImages, importMenuArchive } from "~/features/data-management/menu-archive.server";
import { messageRef } from "~/i18n/message-ref";
import { HTTP_STATUS, isAppError } from "~/lib/app-error";
import { readFormData } from "~/lib/form-data.server";
import { logError, requestAt } from "~/lib/log.server";
import { appErrorMessages } from "~/ui/back-office-messages";

const refuse = (status: number, message: string, path = "") => data<ImportReply>({ ok: false, problems: [{ path, message }] }, { status });

/** Imports a menu archive: checked whole first; then all of it in one transaction, or nothing. */
export async function action(args: Route.ActionArgs) {
  const user = await requireDashboardAdmin(args);
  const formData = await readFormData(args.request);
  const file = formData.get("file");
  const mode = formData.get("mode");
  if (!IMPORT_MODES.includes(mode as ImportMode)) return refuse(400, "archive.chooseMode");
  // A form sent with no file chosen carries an empty one with no name.
  if (!(file instanceof File) || (file.size === 0 && file.name === "")) return refuse(400, "archive.noFile");
  if (file.size === 0) return refuse(400, "archive.emptyFile");
  if (file.size > MAX_ARCHIVE_BYTES) return refuse(413, messageRef("archive.tooLarge", { mb: MAX_ARCHIVE_MEGABYTES }));
  const checked = checkMenuArchive(await file.text());
  if (!checked.ok) return data<ImportReply>(checked, { status: 400 });
  const images = await archiveImages(checked.archive);
  if (!images.ok) return data<ImportReply>(images, { status: 400 });
  try {
    const counts = await importMenuArchive(args.context.db, user.id, checked.archive, images.images, mode as ImportMode);
    return data<ImportReply>({ ok: true, ...counts });
  } catch (error) {
    // A write that changed the menu meanwhile: its message, not a failure of ours.
    if (isAppError(error)) return data<ImportReply>({ ok: false, problems: appErrorMessages(error).map((message) => ({ path: "", message })) }, { status: HTTP_STATUS[error.code] });
    logError(error, requestAt(args), "Failed to import the menu archive");
    return refuse(500, "archive.importFailed");
  }
}

export function loader() {
  return redirect("/admin/data");
}
