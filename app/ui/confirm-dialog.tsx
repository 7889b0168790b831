import type { ReactNode } from "react";
import { useT } from "~/i18n/language-context";
import { backOfficeMessages } from "./back-office-messages";
import { Modal } from "./modal";

export interface ConfirmDialogProps {
  open: boolean;
  /** The brief's question: 'Are you sure you want to delete this inventory item?' */
  message: string;
  onCancel: () => void;
  /**
   * The confirming button, usually a submit button of a form around it (`confirm` is rendered
   * inside `form`), so the action runs without any script of its own.
   */
  confirm: ReactNode;
  form?: (buttons: ReactNode) => ReactNode;
  /** The dialog's title; 'Please confirm' unless given. */
  title?: string;
  /** The harmless answer's words; 'Cancel' unless given ('Stay'). */
  cancelLabel?: string;
}

/** The brief's confirmations, in a modal: never `window.confirm`. Cancel has the focus first. */
export function ConfirmDialog({ open, message, onCancel, confirm, form, title, cancelLabel }: ConfirmDialogProps) {
  const t = useT(backOfficeMessages);
  const buttons = (
    <div className="form-actions">
      {/* Focus starts on the harmless answer. */}
      <button type="button" className="button" onClick={onCancel} data-autofocus>
        {cancelLabel ?? t("backOffice.cancel")}
      </button>
      {confirm}
    </div>
  );
  return (
    <Modal open={open} title={title ?? t("backOffice.confirmTitle")} onClose={onCancel} role="alertdialog" className="confirm-dialog">
      <p>{message}</p>
      {form ? form(buttons) : buttons}
    </Modal>
  );
}
