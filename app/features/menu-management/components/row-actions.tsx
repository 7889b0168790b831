import { Form, useFetcher } from "react-router";
import { useT } from "~/i18n/language-context";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import type { FormReply } from "~/ui/form-reply";
import { Switch } from "~/ui/switch";
import { useDescribeMessage } from "~/ui/use-describe-message";
import { useHydrated } from "~/ui/use-hydrated";
import { menuManagementScreenMessages } from "../menu-management-texts";

/** The row a button acts on: an item or a category, with the version the screen saw. */
export interface RowTarget {
  kind: "item" | "category";
  id: string;
  version: number;
}

/**
 * A row's one visible control: its Active switch. Turning it posts the state asked for at once and
 * shows it while the save is on its way; a refusal (someone else changed the row) puts the row's
 * state back and says why beside it.
 */
export function ActiveSwitch({ target, isActive, action, name }: { target: RowTarget; isActive: boolean; action: string; name: string }) {
  const t = useT(menuManagementScreenMessages);
  const describe = useDescribeMessage(menuManagementScreenMessages, "backOffice.invalidValue");
  const hydrated = useHydrated();
  const fetcher = useFetcher<FormReply>();
  const asked = fetcher.formData?.get("isActive");
  const checked = typeof asked === "string" ? asked === "true" : isActive;
  const errors = fetcher.state === "idle" && fetcher.data?.result.status === "error" ? (fetcher.data.result.error?.[""] ?? []) : [];
  return (
    <div className="menu-admin-switch">
      <Switch
        label={t("menuManagement.activeSwitch", { name })}
        hideLabel
        checked={checked}
        disabled={!hydrated}
        onChange={(event) =>
          void fetcher.submit(
            { intent: target.kind === "item" ? "toggleItem" : "toggleCategory", id: target.id, version: String(target.version), isActive: String(event.currentTarget.checked) },
            { method: "post", action, preventScrollReset: true },
          )
        }
      />
      {errors.length > 0 && (
        <p className="field-error" role="alert">
          {errors.map(describe).join(" ")}
        </p>
      )}
    </div>
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
