import type { SubmissionResult } from "@conform-to/react";
import { createContext, useCallback, useContext, useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from "react";
import { useActionData } from "react-router";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";
import { withFormTyping } from "./leaving";
import { isRefusal } from "./write-status";

/**
 * No lost edits (docs/decisions/0045-no-lost-edits.md, "A row saved elsewhere"): a form is drawn for
 * a row's version, and a new version of the row (a colleague's save, brought in when the screen's
 * data loads again after any write or a language switch) drew a fresh form and took the typing with
 * it. While the form holds typing not yet saved it keeps the version it was begun on: its save is
 * then refused as stale (409), not written over the other, and a note by its buttons says so and
 * offers the newer version. A form with nothing unsaved follows the row at once, as does the
 * person's own save (its reply empties the form of typing).
 */

export interface EditedRow {
  id: string | number;
  version: number;
}

interface KeptRow {
  /**
   * The version a reply must have been sent from to be the form's: the one it is drawn for, once it
   * has been drawn for another version of the row before; null, any (a page drawn by the server
   * after a refused post without script shows the refusal on the version it now has).
   */
  version: number | null;
  /** The row came in a newer version than the one the form shows. */
  changedMeanwhile: boolean;
  /** Counts the form under `key` as holding unsaved typing, or no longer (useBackOfficeForm). */
  markTyping: (key: string, typing: boolean) => void;
  /** Drops the typing and draws the form for the newer version. */
  showNewer: () => void;
  /** Whether the form drawn now follows a press of showNewer, and should take the focus; asked once. */
  takeFocus: () => boolean;
  /** The person's own write of the row, besides the form's save, is on its way: its version is followed, typing or not, unless the write is refused. */
  followNextVersion: () => void;
}

const KeptRowContext = createContext<KeptRow | null>(null);

/**
 * Draws `children` for `row` as the form inside was begun on: the row itself, or, while the form
 * holds typing not yet saved, the version it was begun on (so, a row whenever `row` is one). Around a
 * back-office form that edits a row, whose key is the kept row's id and version.
 */
export function RowKeptWhileTyping<Row extends EditedRow | null>({ row, children }: { row: Row; children: (kept: Row) => ReactNode }) {
  const [kept, setKept] = useState(row);
  // Drawn for another version of the row before (a reply of that version is not this form's).
  const [movedOn, setMovedOn] = useState(false);
  // The person's own write of the row (a restored version), which they were told takes the typing:
  // the screen's reply when it was sent, so that the write's own reply can be told from it.
  const [followingNext, setFollowingNext] = useState<{ sentOver: unknown } | null>(null);
  const [typingForms, setTypingForms] = useState<ReadonlySet<string>>(() => new Set());
  const focusNext = useRef(false);
  const reply = useActionData();
  // That write refused (a restore over a version saved meanwhile, 409): the typing it was to replace
  // stays, and the newer version the refusal loads is kept from it like any other.
  const ownWriteRefused = followingNext !== null && reply !== followingNext.sentOver && isRefusal(reply);
  if (ownWriteRefused) setFollowingNext(null);
  const following = followingNext !== null && !ownWriteRefused;
  const changedMeanwhile = isNewerVersion(row, kept);
  const follows = row !== kept && !(changedMeanwhile && typingForms.size > 0 && !following);
  if (follows) {
    setKept(row);
    if (changedMeanwhile && following) setFollowingNext(null);
    const stillMovedOn = changedMeanwhile || (movedOn && row !== null && kept !== null && row.id === kept.id);
    if (stillMovedOn !== movedOn) setMovedOn(stillMovedOn);
  }

  const markTyping = useCallback((key: string, typing: boolean) => setTypingForms((previous) => withFormTyping(previous, key, typing)), []);
  const showNewer = useCallback(() => {
    focusNext.current = true;
    setKept(row);
    setMovedOn(true);
  }, [row]);
  const takeFocus = useCallback(() => {
    const take = focusNext.current;
    focusNext.current = false;
    return take;
  }, []);
  const version = movedOn ? (kept?.version ?? null) : null;
  const followNextVersion = useCallback(() => setFollowingNext({ sentOver: reply }), [reply]);
  const value = useMemo<KeptRow>(
    () => ({ version, changedMeanwhile, markTyping, showNewer, takeFocus, followNextVersion }),
    [version, changedMeanwhile, markTyping, showNewer, takeFocus, followNextVersion],
  );
  return <KeptRowContext.Provider value={value}>{children(follows ? row : kept)}</KeptRowContext.Provider>;
}

/** What tells the RowKeptWhileTyping around it that the person's own write of the row is on its way; outside one, nothing. */
export function useFollowNextVersion(): () => void {
  return useContext(KeptRowContext)?.followNextVersion ?? ignore;
}

function ignore() {}

/** Tells the RowKeptWhileTyping around a form whether it holds typing not yet saved; outside one it does nothing. */
export function useReportTyping(typing: boolean): void {
  const markTyping = useContext(KeptRowContext)?.markTyping;
  const key = useId();
  // Before paint: a saved form, emptied of typing by its reply, follows its new version in the same frame.
  useLayoutEffect(() => {
    if (!markTyping) return;
    markTyping(key, typing);
    return () => markTyping(key, false);
  }, [markTyping, key, typing]);
}

/**
 * The action's reply, if it answered the version of the row the form is drawn for: a refusal of the
 * version the typing was begun on (409) holds that typing and its version, and is not for the form
 * drawn anew for the newer version, which starts from that version's values. A reply that carries
 * no version (a save's, which empties the form), a form never drawn for another version of its row
 * (the server's page after a refused post without script), and a form outside a RowKeptWhileTyping
 * take it as it is.
 */
export function useReplyToKeptRow(result: SubmissionResult<string[]> | undefined): SubmissionResult<string[]> | undefined {
  const version = useContext(KeptRowContext)?.version ?? null;
  return version === null || answersVersion(result, version) ? result : undefined;
}

/** Whether `row` is another version of the row `kept` (a form kept on `kept` would be stale). */
export function isNewerVersion(row: EditedRow | null, kept: EditedRow | null): boolean {
  return row !== null && kept !== null && row.id === kept.id && row.version !== kept.version;
}

/** Whether an action's reply is for `version` of the row: it was sent from that version, or carries none. */
export function answersVersion(result: SubmissionResult<string[]> | undefined, version: number): boolean {
  const sentFrom = result?.initialValue?.version;
  return typeof sentFrom !== "string" || sentFrom === String(version);
}

/**
 * By a form's buttons (FormActions): a polite live region, there from the start, that says when the
 * row was saved elsewhere while the form held typing, and the button that shows the newer version.
 */
export function RowSavedMeanwhileNote() {
  const keptRow = useContext(KeptRowContext);
  const t = useT(backOfficeMessages);
  const place = useRef<HTMLDivElement>(null);
  const takeFocus = keptRow?.takeFocus;
  const changedMeanwhile = keptRow?.changedMeanwhile ?? false;
  // After 'show the newer version', whose button is gone: the form's first field, drawn anew or not.
  useLayoutEffect(() => {
    if (changedMeanwhile || !takeFocus?.()) return;
    const form = place.current?.closest("form");
    form?.querySelector<HTMLElement>("input:not([type=hidden]), select, textarea")?.focus();
  }, [changedMeanwhile, takeFocus]);
  if (!keptRow) return null;
  return (
    <div ref={place} className={changedMeanwhile ? "notice row-saved-meanwhile" : "row-saved-meanwhile"}>
      <p role="status">{changedMeanwhile ? t("backOffice.savedMeanwhile") : null}</p>
      {changedMeanwhile && (
        <button type="button" className="button button-small" onClick={keptRow.showNewer}>
          {t("backOffice.showNewer")}
        </button>
      )}
    </div>
  );
}
