import { useId, useState } from "react";
import { useFetcher } from "react-router";
import { useT } from "~/i18n/language-context";
import { messageRef } from "~/i18n/message-ref";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { FieldError } from "~/ui/field-error";
import { busySubmit } from "~/ui/form-fields";
import { DownloadFailedBanner, useDownloadFailed } from "~/ui/download-failed-banner";
import { FilePicker } from "~/ui/file-picker";
import { useFileSizeCheck } from "~/ui/use-file-size-check";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { dataManagementScreenMessages } from "../data-management-texts";
import { MAX_ARCHIVE_BYTES, MAX_ARCHIVE_MEGABYTES, type ImportReply } from "../menu-archive";

export const MENU_EXPORT_PATH = "/admin/data/export.json";
export const MENU_IMPORT_PATH = "/admin/data/import";

/** Export the menu archive, and import one: checked whole, then written in one transaction or not at all. */
export function MenuArchivePanel() {
  const t = useT(dataManagementScreenMessages);
  const fetcher = useFetcher<ImportReply>({ key: "menu-archive-import" });
  const id = useId();
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;
  const describe = useDescribeMessage(dataManagementScreenMessages, "archive.invalidValue");
  const sizeCheck = useFileSizeCheck("file", MAX_ARCHIVE_BYTES, messageRef("archive.tooLarge", { mb: MAX_ARCHIVE_MEGABYTES }));
  const exportDownload = useDownloadFailed(MENU_EXPORT_PATH);
  // A 'replace' deletes whatever the file does not hold: asked once more before it is sent.
  const [replacing, setReplacing] = useState<FormData | null>(null);
  return (
    <section aria-labelledby={`${id}-title`} className="data-panel">
      <h3 id={`${id}-title`}>{t("archive.title")}</h3>
      <p>{t("archive.intro")}</p>
      {exportDownload.failed && <DownloadFailedBanner />}
      <p>
        <a className="button" href={MENU_EXPORT_PATH} onClick={exportDownload.retry}>
          {t("archive.export")}
        </a>
      </p>
      <fetcher.Form
        method="post"
        action={MENU_IMPORT_PATH}
        encType="multipart/form-data"
        className="stacked-form"
        onSubmit={(event) => {
          sizeCheck.onSubmit(event);
          if (event.defaultPrevented) return;
          const form = new FormData(event.currentTarget);
          if (form.get("mode") !== "replace") return;
          event.preventDefault();
          setReplacing(form);
        }}
      >
        <div className="field">
          <label htmlFor={`${id}-file`}>{t("archive.file")}</label>
          <FilePicker
            id={`${id}-file`}
            name="file"
            accept=".json,application/json"
            required
            aria-invalid={sizeCheck.error ? true : undefined}
            aria-describedby={sizeCheck.error ? `${id}-file-error ${id}-file-help` : `${id}-file-help`}
          />
          <FieldError id={`${id}-file-error`} errors={sizeCheck.error ? [sizeCheck.error] : undefined} describe={describe} />
          <p className="form-note" id={`${id}-file-help`}>
            {t("archive.fileHelp", { mb: MAX_ARCHIVE_MEGABYTES })}
          </p>
        </div>
        <fieldset className="field radio-group">
          <legend>{t("archive.mode")}</legend>
          <label className="checkbox-field">
            <input type="radio" name="mode" value="merge" defaultChecked aria-describedby={`${id}-merge-help`} />
            <span>{t("archive.modeMerge")}</span>
          </label>
          <p className="form-note" id={`${id}-merge-help`}>
            {t("archive.modeMergeHelp")}
          </p>
          <label className="checkbox-field">
            <input type="radio" name="mode" value="replace" aria-describedby={`${id}-replace-help`} />
            <span>{t("archive.modeReplace")}</span>
          </label>
          <p className="form-note" id={`${id}-replace-help`}>
            {t("archive.modeReplaceHelp")}
          </p>
        </fieldset>
        <button type="submit" className="button" {...busySubmit(busy)}>
          {busy ? t("archive.importing") : t("archive.import")}
        </button>
      </fetcher.Form>
      <ConfirmDialog
        open={replacing !== null}
        message={t("archive.replaceConfirm")}
        onCancel={() => setReplacing(null)}
        confirm={
          <button
            type="button"
            className="button button-danger"
            onClick={() => {
              if (replacing) void fetcher.submit(replacing, { method: "post", action: MENU_IMPORT_PATH, encType: "multipart/form-data" });
              setReplacing(null);
            }}
          >
            {t("archive.replaceConfirmButton")}
          </button>
        }
      />
      <div role="status">
        {reply?.ok && (
          <p className="form-success">
            {t("archive.done", { categories: reply.categories, items: reply.items, images: reply.images })}
            {(reply.deletedCategories > 0 || reply.deletedItems > 0) && <> {t("archive.doneDeleted", { categories: reply.deletedCategories, items: reply.deletedItems })}</>}
          </p>
        )}
      </div>
      <div role="alert">
        {reply && !reply.ok && (
          <div className="form-errors">
            <p>{t("archive.failed")}</p>
            <ul>
              {reply.problems.map((problem, index) => (
                <li key={`${problem.path}-${index}`}>
                  {problem.path === "" ? describe(problem.message) : t("archive.at", { path: problem.path, message: describe(problem.message) })}
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </section>
  );
}
