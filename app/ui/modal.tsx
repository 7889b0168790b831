import { useEffect, useId, useRef, type ReactNode } from "react";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";

export interface ModalProps {
  open: boolean;
  title: string;
  onClose: () => void;
  children: ReactNode;
  /** "alertdialog" for a question that needs an answer (ConfirmDialog). */
  role?: "dialog" | "alertdialog";
  className?: string;
}

/**
 * A modal on the native <dialog>: `showModal()` makes the rest of the page inert, so focus stays
 * inside; Escape asks `onClose` (the browser's `cancel`), and focus goes back to where it was. Mark
 * the element that should have the first focus with `data-autofocus`.
 *
 * Only `open` closes it, as × does: Escape asks `onClose` too and leaves the closing to it, so a
 * modal whose close is held (a form's unsaved typing: useWarnBeforeLeaving) stays open with what
 * was typed. Where the browser closes it all the same (a second Escape with no click or key
 * between), it is shown again at once while `open` still says so.
 */
export function Modal({ open, title, onClose, children, role, className }: ModalProps) {
  const t = useT(backOfficeMessages);
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const shown = useRef(open);
  shown.current = open;

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      element.showModal();
      // React keeps `autoFocus` to itself, so the dialog's own focusing steps never see it: an
      // element marked data-autofocus takes the first focus instead of the close button.
      element.querySelector<HTMLElement>("[data-autofocus]")?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className={`modal ${className ?? ""}`.trim()}
      aria-labelledby={titleId}
      role={role}
      // A question asked over this modal is a dialog of its own, inside it: React passes its cancel and
      // close up to this one, which are not this one's (they took its form's typing, or asked to).
      onCancel={(event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        if (event.target !== event.currentTarget) return;
        if (shown.current) dialog.current?.showModal();
        onClose();
      }}
    >
      <div className="modal-header">
        <h2 id={titleId}>{title}</h2>
        <button type="button" className="modal-close" onClick={onClose} aria-label={t("backOffice.close")}>
          ×
        </button>
      </div>
      {open && <div className="modal-body">{children}</div>}
    </dialog>
  );
}
