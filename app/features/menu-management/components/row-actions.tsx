import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { menuManagementScreenMessages } from "../menu-management-texts";

/** The row a button acts on: an item or a category, with the version the screen saw. */
export interface RowTarget {
  kind: "item" | "category";
  id: string;
  version: number;
}

/** Activate/Deactivate: a small form posting the state asked for. */
export function ToggleForm({ target, isActive, action, describedBy }: { target: RowTarget; isActive: boolean; action: string; describedBy: string }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <Form method="post" action={action} className="row-form" preventScrollReset>
      <input type="hidden" name="id" value={target.id} />
      <input type="hidden" name="version" value={target.version} />
      <input type="hidden" name="isActive" value={isActive ? "false" : "true"} />
      <button type="submit" name="intent" value={target.kind === "item" ? "toggleItem" : "toggleCategory"} className="button button-small" aria-describedby={describedBy}>
        {isActive ? t("menuManagement.deactivate") : t("menuManagement.activate")}
      </button>
    </Form>
  );
}

/** The brief's confirmation before a delete, posting the delete of the row it was opened for. */
export function DeleteConfirm({ target, action, onDone }: { target: RowTarget | null; action: string; onDone: () => void }) {
  const t = useT(menuManagementScreenMessages);
  return (
    <ConfirmDialog
      open={target !== null}
      message={target?.kind === "category" ? t("menuManagement.deleteCategoryConfirm") : t("menuManagement.deleteItemConfirm")}
      onCancel={onDone}
      form={(buttons) => (
        <Form method="post" action={action} onSubmit={onDone} preventScrollReset>
          <input type="hidden" name="id" value={target?.id ?? ""} />
          <input type="hidden" name="version" value={target?.version ?? ""} />
          {buttons}
        </Form>
      )}
      confirm={
        <button type="submit" name="intent" value={target?.kind === "category" ? "deleteCategory" : "deleteItem"} className="button button-danger">
          {t("backOffice.delete")}
        </button>
      }
    />
  );
}
