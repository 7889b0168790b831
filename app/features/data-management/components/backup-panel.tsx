import { Link } from "react-router";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDateTime } from "~/lib/dates";
import { ErrorBanner } from "~/ui/error-banner";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { backupMessages } from "../backup-messages";
import { BACKUP_RETENTION } from "../backup-retention";
import { dataManagementScreenMessages } from "../data-management-texts";
import { failureMessage, formatBackupSize, type BackupFailureReason, type BackupRunView } from "../backups";

/** What the folder keeps, as the texts say it: from the rule itself, so the page cannot tell another. */
const RETENTION = { hours: BACKUP_RETENTION.recentHours, daily: BACKUP_RETENTION.daily, weekly: BACKUP_RETENTION.weekly };

/** Where 'Download a backup now' posts: a plain form, so the browser saves the answer as a file. */
export const BACKUP_DOWNLOAD_PATH = "/admin/data/backup";

/** What the page shows of backups. */
export interface BackupsView {
  /** The folder of the daily backups, or null when they are off (BACKUP_DIR unset). */
  directory: string | null;
  last: BackupRunView | null;
  lastSucceeded: BackupRunView | null;
}

/** Backups: whether the daily ones are on, the last one (and why it failed), and a download of a fresh one. */
export function BackupPanel({ backups, downloadFailed }: { backups: BackupsView; downloadFailed: BackupFailureReason | null }) {
  const t = useT(dataManagementScreenMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(dataManagementScreenMessages, "backups.reason.failed");
  const { directory, last, lastSucceeded } = backups;
  return (
    <section aria-labelledby="backups-heading" className="data-panel">
      <h3 id="backups-heading">{t("backups.heading")}</h3>
      <p>{t("backups.intro")}</p>
      {directory !== null ? (
        <p>{t("backups.automaticOn", { directory, ...RETENTION })}</p>
      ) : (
        <div className="backup-off">
          <p>
            <strong>{t("backups.automaticOff")}</strong>
          </p>
          <p>{t("backups.howToTurnOn", RETENTION)}</p>
        </div>
      )}

      <h4>{t("backups.lastHeading")}</h4>
      {last === null ? (
        <p>{t("backups.none")}</p>
      ) : (
        <dl className={`backup-facts${last.outcome === "failed" ? " backup-failed" : ""}`}>
          <dt>{t("backups.result")}</dt>
          <dd>{last.outcome === "succeeded" ? t("backups.succeeded") : t("backups.failed")}</dd>
          <dt>{t("backups.time")}</dt>
          <dd>
            <time dateTime={last.finishedAt}>{formatDateTime(last.finishedAt, language)}</time>
          </dd>
          {last.bytes !== null && (
            <>
              <dt>{t("backups.size")}</dt>
              <dd>{formatBackupSize(last.bytes, language)}</dd>
            </>
          )}
          {last.rows !== null && last.tables !== null && (
            <>
              <dt>{t("backups.contents")}</dt>
              <dd>{t("backups.rows", { rows: last.rows, tables: last.tables })}</dd>
            </>
          )}
          <dt>{t("backups.madeBy")}</dt>
          <dd>{t(last.madeBy === "schedule" ? "backups.madeBy.schedule" : "backups.madeBy.command")}</dd>
          {last.file !== null && last.outcome === "succeeded" && (
            <>
              <dt>{t("backups.file")}</dt>
              <dd className="backup-file">{last.file}</dd>
            </>
          )}
          {last.outcome === "failed" && (
            <>
              <dt>{t("backups.reason")}</dt>
              <dd>{describe(last.error ?? "backups.reason.failed")}</dd>
              {last.detail && (
                <>
                  <dt>{t("backups.details")}</dt>
                  <dd className="backup-file">{last.detail}</dd>
                </>
              )}
            </>
          )}
        </dl>
      )}
      {last?.outcome === "failed" && (
        <p>
          {lastSucceeded
            ? t("backups.lastSucceeded", { time: formatDateTime(lastSucceeded.finishedAt, language), size: formatBackupSize(lastSucceeded.bytes ?? 0, language) })
            : t("backups.noneSucceeded")}
        </p>
      )}

      {downloadFailed && <ErrorBanner message={t("backups.downloadFailed", { reason: t(failureMessage(downloadFailed)) })} />}
      <form method="post" action={BACKUP_DOWNLOAD_PATH} className="form-actions">
        <button type="submit" className="button button-primary" aria-describedby="backup-download-help">
          {t("backups.download")}
        </button>
      </form>
      <p className="form-note" id="backup-download-help">
        {t("backups.downloadHelp")}
      </p>
    </section>
  );
}

/** The overview's notice when the last backup failed; nothing otherwise. */
export function BackupFailedNotice({ last }: { last: BackupRunView | null }) {
  const t = useT(backupMessages);
  const language = useLanguage();
  const describe = useDescribeMessage(backupMessages, "backups.reason.failed");
  if (last?.outcome !== "failed") return null;
  return (
    <ErrorBanner
      message={t("backups.overviewFailed", { time: formatDateTime(last.finishedAt, language), reason: describe(last.error ?? "backups.reason.failed") })}
      action={
        <Link to="/admin/data" className="button button-small">
          {t("backups.overviewLink")}
        </Link>
      }
    />
  );
}
