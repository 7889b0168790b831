import { useState } from "react";
import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { menuManagementScreenMessages } from "../menu-management-texts";

export interface BulkBarProps {
  /** The selected items, with the versions the screen saw. */
  chosen: readonly { id: string; version: number }[];
  action: string;
  /** A bulk action was sent: the selection is spent. */
  onSent: () => void;
}

/**
 * Activate, Deactivate or Delete the selected items. The bar is there only while something is
 * selected (the brief: a bulk action needs at least one item), and it stays in reach at the foot of
 * the screen while the list scrolls (back-office.css), with the count said as it changes.
 */
export function BulkBar({ chosen, action, onSent }: BulkBarProps) {
  const t = useT(menuManagementScreenMessages);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const fields = chosen.map((item) => <input key={item.id} type="hidden" name="selected" value={`${item.id}:${item.version}`} />);
  return (
    <>
      {chosen.length > 0 && (
        <Form method="post" action={action} className="bulk-bar" aria-label={t("menuManagement.bulkLabel")} onSubmit={onSent} preventScrollReset>
          <span role="status" className="bulk-bar-count">
            {t("menuManagement.selectedCount", { n: chosen.length })}
          </span>
          {fields}
          <button type="submit" name="action" value="activate" className="button button-small">
            {t("menuManagement.bulkActivate")}
          </button>
          <button type="submit" name="action" value="deactivate" className="button button-small">
            {t("menuManagement.bulkDeactivate")}
          </button>
          <button type="button" className="button button-small button-danger" onClick={() => setConfirmingDelete(true)}>
            {t("menuManagement.bulkDelete")}
          </button>
          <input type="hidden" name="intent" value="bulk" />
        </Form>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        message={t("menuManagement.bulkDeleteConfirm")}
        onCancel={() => setConfirmingDelete(false)}
        form={(buttons) => (
          <Form
            method="post"
            action={action}
            onSubmit={() => {
              setConfirmingDelete(false);
              onSent();
            }}
            preventScrollReset
          >
            <input type="hidden" name="intent" value="bulk" />
            {fields}
            {buttons}
          </Form>
        )}
        confirm={
          <button type="submit" name="action" value="delete" className="button button-danger">
            {t("backOffice.delete")}
          </button>
        }
      />
    </>
  );
}
