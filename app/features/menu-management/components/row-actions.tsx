import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import { SavingSwitch } from "~/ui/saving-switch";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { menuManagementScreenMessages } from "../menu-management-texts";

/** The row a button acts on: an item or a category, with the version the screen saw. */
export interface RowTarget {
  kind: "item" | "category";
  id: string;
  version: number;
}

/** A row's one visible control: its Active switch, saved at once (a refusal is said beside it). */
export function ActiveSwitch({ target, isActive, action, name }: { target: RowTarget; isActive: boolean; action: string; name: string }) {
  const t = useT(menuManagementScreenMessages);
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  return (
    <SavingSwitch
      className="menu-admin-switch"
      label={t("menuManagement.activeSwitch", { name })}
      hideLabel
      checked={isActive}
      action={action}
      fields={{ intent: target.kind === "item" ? "toggleItem" : "toggleCategory", id: target.id, version: String(target.version) }}
      describe={describe}
    />
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
