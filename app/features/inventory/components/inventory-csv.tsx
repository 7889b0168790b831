import { useId } from "react";
import { useFetcher } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { DownloadFailedBanner, useDownloadFailed } from "~/ui/download-failed-banner";
import { FieldError } from "~/ui/field-error";
import { busySubmit, PageLanguageField } from "~/ui/form-fields";
import { FilePicker } from "~/ui/file-picker";
import { useFileSizeCheck } from "~/ui/use-file-size-check";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { MAX_CSV_BYTES } from "../inventory";
import type { CsvImportReply } from "../inventory-csv";
import { inventoryScreenMessages } from "../inventory-texts";

export const INVENTORY_EXPORT_PATH = "/inventory-manager/export.csv";
export const INVENTORY_IMPORT_PATH = "/inventory-manager/import";

/** Export the inventory as a CSV file, and import one: all or nothing, every bad row named by its line. */
export function InventoryCsv() {
  const t = useT(inventoryScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(inventoryScreenMessages, "backOffice.invalidValue");
  const importDoneText = ({ created, updated, unchanged }: { created: number; updated: number; unchanged: number }) => {
    const count = created + updated + unchanged;
    return count === 1
      ? t("inventory.importDoneOne", { created, updated })
      : t("inventory.importDone", { count, created, updated });
  };
  const fetcher = useFetcher<CsvImportReply>({ key: "inventory-import" });
  const fileId = useId();
  const busy = fetcher.state !== "idle";
  const reply = busy ? undefined : fetcher.data;
  const sizeCheck = useFileSizeCheck("file", MAX_CSV_BYTES, "inventory.csvTooLarge");
  // Back from an export that could not be made: open, so its link's reason shows.
  const exportDownload = useDownloadFailed(INVENTORY_EXPORT_PATH);
  return (
    <details className="csv-tools" open={reply || exportDownload.failed ? true : undefined}>
      <summary className="button">{t("inventory.csvTitle")}</summary>
      <div className="csv-panel">
        {exportDownload.failed && <DownloadFailedBanner />}
        <p>
          <a className="button" href={INVENTORY_EXPORT_PATH} onClick={exportDownload.retry}>
            {t("inventory.export")}
          </a>
        </p>
        <fetcher.Form method="post" action={INVENTORY_IMPORT_PATH} encType="multipart/form-data" className="stacked-form" onSubmit={sizeCheck.onSubmit}>
          <PageLanguageField language={language} />
          <div className="field">
            <label htmlFor={fileId}>{t("inventory.importFile")}</label>
            <FilePicker
              id={fileId}
              name="file"
              accept=".csv,text/csv"
              required
              aria-invalid={sizeCheck.error ? true : undefined}
              aria-describedby={sizeCheck.error ? `${fileId}-error ${fileId}-help` : `${fileId}-help`}
            />
            <FieldError id={`${fileId}-error`} errors={sizeCheck.error ? [sizeCheck.error] : undefined} describe={describe} />
            <p className="form-note" id={`${fileId}-help`}>
              {t("inventory.importHelp")}
            </p>
          </div>
          <button type="submit" className="button" {...busySubmit(busy)}>
            {busy ? t("inventory.importing") : t("inventory.import")}
          </button>
        </fetcher.Form>
        <div role="status">
          {reply?.ok && <p className="form-success">{importDoneText(reply)}</p>}
        </div>
        <div role="alert">
          {reply && !reply.ok && (
            <div className="form-errors">
              <p>{t("inventory.importFailed")}</p>
              <ul>
                {reply.errors.map((error) => (
                  <li key={error.line}>
                    {error.line > 0 ? t("inventory.csvLine", { line: error.line, message: error.messages.map(describe).join(" ") }) : error.messages.map(describe).join(" ")}
                  </li>
                ))}
              </ul>
            </div>
          )}
        </div>
      </div>
    </details>
  );
}
