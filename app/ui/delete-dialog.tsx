import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import type { RowUser } from "~/lib/row-reference";
import { backOfficeMessages } from "./back-office-messages";
import { ConfirmDialog } from "./confirm-dialog";

export interface DeleteDialogProps {
  /** The row to delete, at the version the person saw; null: the dialog is closed. */
  row: { id: string; version: number } | null;
  /** The brief's question: 'Are you sure you want to delete this inventory item?' */
  message: string;
  /** Where the form posts: the screen's action. Its intent gets `id`, `version` and `fields`. */
  action: string;
  onClose: () => void;
  /** The intent Delete posts. */
  intent?: string;
  /** What else the intent reads, as hidden fields. */
  fields?: Record<string, string>;
  /**
   * The rows that use this one, which `message` names ('Used in 2 recipes: Sos, Püre'). They go
   * with the delete (`usedBy`, deleteUsedRowSchema), so the server refuses it if another row
   * started using this one since the person read the question.
   */
  usedBy?: readonly RowUser[];
}

/** The brief's delete confirmation: the question, Cancel, and Delete, which posts the delete intent. */
export function DeleteDialog({ row, message, action, onClose, intent = "delete", fields = {}, usedBy }: DeleteDialogProps) {
  const t = useT(backOfficeMessages);
  return (
    <ConfirmDialog
      open={row !== null}
      message={message}
      onCancel={onClose}
      form={(buttons) => (
        <Form method="post" action={action} onSubmit={onClose} preventScrollReset>
          <input type="hidden" name="id" value={row?.id ?? ""} />
          <input type="hidden" name="version" value={row?.version ?? ""} />
          {usedBy && <input type="hidden" name="usedBy" value={usedBy.map((user) => user.id).join(",")} />}
          {Object.entries(fields).map(([name, value]) => (
            <input key={name} type="hidden" name={name} value={value} />
          ))}
          {buttons}
        </Form>
      )}
      confirm={
        <button type="submit" name="intent" value={intent} className="button button-danger">
          {t("backOffice.delete")}
        </button>
      }
    />
  );
}
