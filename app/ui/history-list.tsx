import { Form } from "react-router";
import { useSentIntent } from "./use-pending-intent";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDateTime } from "~/lib/dates";
import type { HistoryEntry, HistoryValue } from "~/db/history";
import { historyMessages } from "./history-messages";

/** What a restore posts: the row, the version the editor sees now, and the entry whose version comes back. */
export interface RestoreTarget {
  action: string;
  intent: string;
  id: string;
  version: number;
}

export interface HistoryListProps<F extends string> {
  entries: HistoryEntry<F>[];
  fieldLabel: (field: F) => string;
  /** A stored value in words; `null` is shown as '(none)' before this is asked. */
  formatValue: (field: F, value: string | number | boolean) => string;
  /** Given, each earlier version gets a button that puts it back. */
  restore?: RestoreTarget;
}

/**
 * A row's history in its edit modal, closed until opened: each change with who made it and when,
 * and a table of the fields it changed, before and after.
 */
export function HistoryList<F extends string>({ entries, fieldLabel, formatValue, restore }: HistoryListProps<F>) {
  const t = useT(historyMessages);
  const language = useLanguage();
  const sentIntent = useSentIntent();
  const value = (field: F, stored: HistoryValue) => (stored === null ? t("history.none") : formatValue(field, stored));
  const restoring = restore !== undefined && sentIntent === restore.intent;
  return (
    <details className="history">
      <summary>{t("history.title", { count: entries.length })}</summary>
      {entries.length === 0 ? (
        <p className="empty-state">{t("history.empty")}</p>
      ) : (
        <ol className="history-entries">
          {entries.map((entry, index) => {
            const headingId = `history-${entry.id}`;
            const canRestore = restore !== undefined && index > 0 && entry.action !== "delete";
            return (
              <li key={entry.id} aria-labelledby={headingId}>
                <p className="history-entry-heading" id={headingId}>
                  {t("history.entry", {
                    action: t(`history.${entry.action}`),
                    name: entry.actorName ?? t("history.system"),
                    date: formatDateTime(entry.at, language),
                  })}
                </p>
                {entry.restoredFrom && <p className="form-note">{t("history.restoredFrom", { date: formatDateTime(entry.restoredFrom, language) })}</p>}
                {entry.changes.length > 0 && (
                  <table className="history-changes">
                    <thead>
                      <tr>
                        <th scope="col">{t("history.field")}</th>
                        <th scope="col">{t("history.before")}</th>
                        <th scope="col">{t("history.after")}</th>
                      </tr>
                    </thead>
                    <tbody>
                      {entry.changes.map((change) => (
                        <tr key={change.field}>
                          <th scope="row">{fieldLabel(change.field)}</th>
                          <td>{value(change.field, change.before)}</td>
                          <td>{value(change.field, change.after)}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                )}
                {canRestore && (
                  <Form method="post" action={restore.action} className="row-form" preventScrollReset>
                    <input type="hidden" name="id" value={restore.id} />
                    <input type="hidden" name="version" value={restore.version} />
                    <input type="hidden" name="auditId" value={entry.id} />
                    <button type="submit" name="intent" value={restore.intent} className="button button-small" aria-describedby={headingId} disabled={restoring}>
                      {restoring ? t("history.restoring") : t("history.restore")}
                    </button>
                  </Form>
                )}
              </li>
            );
          })}
        </ol>
      )}
    </details>
  );
}
