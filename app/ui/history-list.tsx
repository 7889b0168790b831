import { useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useSearchParams } from "react-router";
import { useSentIntent } from "./use-pending-intent";
import { useLanguage, useT } from "~/i18n/language-context";
import { formatDateTime } from "~/lib/dates";
import { HISTORY_PAGE, HISTORY_PARAM, historyShown, type HistoryEntry, type HistoryPage, type HistoryValue } from "~/db/history";
import { ConfirmDialog } from "./confirm-dialog";
import { busySubmit } from "./form-fields";
import { screenHref } from "./screen-state";
import { historyMessages } from "./history-messages";
import { useFollowNextVersion } from "./row-kept-while-typing";
import { useUnsavedTyping } from "./warn-before-leaving";

/** What a restore posts: the row, the version the editor sees now, and the entry whose version comes back. */
export interface RestoreTarget {
  action: string;
  intent: string;
  id: string;
  version: number;
}

export interface HistoryListProps<F extends string> {
  history: HistoryPage<F>;
  fieldLabel: (field: F) => string;
  /** A stored value in words; `null` is shown as '(none)' before this is asked. */
  formatValue: (field: F, value: string | number | boolean) => string;
  /** Given, each earlier version gets a button that puts it back. */
  restore?: RestoreTarget;
  /** Whether an entry made a version of its own to put back; without it, each but a delete did. */
  restorable?: (entry: HistoryEntry<F>) => boolean;
}

/**
 * A row's history in its edit modal, closed until opened: each change with who made it and when,
 * and a table of the fields it changed, before and after. Its newest entries first; 'Show older
 * changes' asks the address for a page more (HISTORY_PARAM), and takes the person to the first of them.
 */
export function HistoryList<F extends string>({ history, fieldLabel, formatValue, restore, restorable }: HistoryListProps<F>) {
  const { entries, more } = history;
  const t = useT(historyMessages);
  const language = useLanguage();
  const sentIntent = useSentIntent();
  const [searchParams] = useSearchParams();
  const { pathname } = useLocation();
  const olderHref = screenHref(pathname, searchParams, { [HISTORY_PARAM]: String(historyShown(searchParams) + HISTORY_PAGE) });
  // Where the older entries begin, once asked for: the first of them takes the focus when it comes.
  const olderFrom = useRef<number | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useEffect(() => {
    const from = olderFrom.current;
    if (from === null || entries.length <= from) return;
    olderFrom.current = null;
    const first = list.current?.children[from];
    if (first instanceof HTMLElement) first.focus();
  }, [entries.length]);
  const value = (field: F, stored: HistoryValue) => (stored === null ? t("history.none") : formatValue(field, stored));
  const restoring = restore !== undefined && sentIntent === restore.intent;
  // With typing in the form above, which the restored version replaces: asked first (decision 0045).
  const typing = useUnsavedTyping();
  const [asking, setAsking] = useState<string | null>(null);
  const followNextVersion = useFollowNextVersion();
  return (
    <>
      <details className="history" open={searchParams.has(HISTORY_PARAM) || undefined}>
        <summary>{t(more ? "history.titleNewest" : "history.title", { count: entries.length })}</summary>
        {entries.length === 0 ? (
          <p className="empty-state">{t("history.empty")}</p>
        ) : (
          <ol className="history-entries" ref={list}>
            {entries.map((entry, index) => {
              const headingId = `history-${entry.id}`;
              const canRestore = restore !== undefined && index > 0 && entry.action !== "delete" && (restorable?.(entry) ?? true);
              return (
                <li key={entry.id} aria-labelledby={headingId} tabIndex={-1}>
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
                      <RestoreFields restore={restore} entryId={entry.id} />
                      {typing ? (
                        <button type="button" className="button button-small" aria-describedby={headingId} aria-haspopup="dialog" onClick={() => setAsking(entry.id)}>
                          {t("history.restore")}
                        </button>
                      ) : (
                        <button type="submit" name="intent" value={restore.intent} className="button button-small" aria-describedby={headingId} {...busySubmit(restoring)}>
                          {restoring ? t("history.restoring") : t("history.restore")}
                        </button>
                      )}
                    </Form>
                  )}
                </li>
              );
            })}
          </ol>
        )}
        {more && (
          <p>
            <Link to={olderHref} replace preventScrollReset onClick={() => (olderFrom.current = entries.length)}>
              {t("history.older")}
            </Link>
          </p>
        )}
      </details>
      {restore && (
        <ConfirmDialog
          open={asking !== null}
          title={t("history.restoreTitle")}
          message={t("history.restoreLosesTyping")}
          onCancel={() => setAsking(null)}
          form={(buttons) => (
            <Form
              method="post"
              action={restore.action}
              preventScrollReset
              onSubmit={() => {
                setAsking(null);
                followNextVersion();
              }}
            >
              {asking !== null && <RestoreFields restore={restore} entryId={asking} />}
              {buttons}
            </Form>
          )}
          confirm={
            <button type="submit" name="intent" value={restore.intent} className="button button-primary">
              {t("history.restore")}
            </button>
          }
        />
      )}
    </>
  );
}

/** What a restore sends besides its intent: the row, the version the editor sees, the entry to put back. */
function RestoreFields({ restore, entryId }: { restore: RestoreTarget; entryId: string }) {
  return (
    <>
      <input type="hidden" name="id" value={restore.id} />
      <input type="hidden" name="version" value={restore.version} />
      <input type="hidden" name="auditId" value={entryId} />
    </>
  );
}
