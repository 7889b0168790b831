import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, useState, type ReactNode } from "react";
import { useBlocker, type BlockerFunction } from "react-router";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";
import { ConfirmDialog } from "./confirm-dialog";
import { isWriteMethod, keepsForms, withFormTyping } from "./leaving";

/**
 * No lost edits (docs/decisions/0045-no-lost-edits.md): while a back-office form holds typing not
 * yet saved, leaving it asks first. A link, the browser's back button, another row, a modal's ×
 * or Escape (it closes by changing the address) are held by React Router's blocker and asked about
 * in the page's language ('Leave without saving?', Stay first); a reload or a closed tab gets the
 * browser's own question (`beforeunload`). A write is never held, nor the redirect after it, nor
 * a change of the search, tab or paging that leaves the form where it is.
 */

interface UnsavedForms {
  /** Counts the form under `key` as holding unsaved typing, or no longer. */
  mark: (key: string, unsaved: boolean) => void;
  /** A form of the screen holds typing not yet saved. */
  any: boolean;
}

const UnsavedFormsContext = createContext<UnsavedForms | null>(null);

/**
 * Asks before a navigation leaves unsaved typing (useWarnBeforeLeaving): around every back-office
 * screen (app/routes/back-office.tsx). React Router takes one blocker at a time, so it is here,
 * once, for every form of the screen.
 */
export function WarnBeforeLeavingProvider({ children }: { children: ReactNode }) {
  const t = useT(backOfficeMessages);
  const [unsaved, setUnsaved] = useState<ReadonlySet<string>>(() => new Set());
  const anyUnsaved = useRef(false);
  // A form being sent: its write, and the redirect that answers it, go through.
  const writing = useRef(false);

  const mark = useCallback((key: string, isUnsaved: boolean) => {
    setUnsaved((previous) => {
      const next = withFormTyping(previous, key, isUnsaved);
      anyUnsaved.current = next.size > 0;
      return next;
    });
  }, []);

  useEffect(() => {
    // Capture phase: before the form's own handler starts the navigation.
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target;
      if (!(form instanceof HTMLFormElement)) return;
      const method = event.submitter?.getAttribute("formmethod") ?? form.getAttribute("method") ?? "get";
      if (!isWriteMethod(method)) return;
      writing.current = true;
      setTimeout(() => {
        writing.current = false;
      }, 0);
    };
    document.addEventListener("submit", onSubmit, true);
    return () => document.removeEventListener("submit", onSubmit, true);
  }, []);

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) => anyUnsaved.current && !writing.current && !keepsForms(currentLocation, nextLocation),
    [],
  );
  const blocker = useBlocker(shouldBlock);

  const hasUnsaved = unsaved.size > 0;
  const forms = useMemo<UnsavedForms>(() => ({ mark, any: hasUnsaved }), [mark, hasUnsaved]);
  useEffect(() => {
    if (!hasUnsaved) return;
    // The browser asks in its own words; no text of ours is shown.
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [hasUnsaved]);

  const stay = () => {
    if (blocker.state === "blocked") blocker.reset();
  };
  return (
    <UnsavedFormsContext.Provider value={forms}>
      {children}
      <ConfirmDialog
        open={blocker.state === "blocked"}
        title={t("backOffice.leaveTitle")}
        message={t("backOffice.leaveText")}
        cancelLabel={t("backOffice.stay")}
        onCancel={stay}
        confirm={
          <button type="button" className="button button-danger" onClick={() => blocker.state === "blocked" && blocker.proceed()}>
            {t("backOffice.leave")}
          </button>
        }
      />
    </UnsavedFormsContext.Provider>
  );
}

/**
 * Asks before leaving while `dirty` (a form's typing not yet saved): every back-office form has it
 * through useBackOfficeForm. Outside the back office's frame it does nothing.
 */
export function useWarnBeforeLeaving(dirty: boolean): void {
  const mark = useContext(UnsavedFormsContext)?.mark;
  const key = useId();
  useEffect(() => {
    if (!mark || !dirty) return;
    mark(key, true);
    return () => mark(key, false);
  }, [mark, dirty, key]);
}

/**
 * Whether a form of the screen holds typing not yet saved: a write that would take it away (putting
 * back an earlier version from the history) asks first. Outside the back office's frame, never.
 */
export function useUnsavedTyping(): boolean {
  return useContext(UnsavedFormsContext)?.any ?? false;
}
