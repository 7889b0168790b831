import { Form } from "react-router";
import { useT } from "~/i18n/language-context";
import { ConfirmDialog } from "~/ui/confirm-dialog";
import type { RecipeDetail } from "../recipes";
import { recipesMessages } from "../recipes-messages";

/**
 * The delete confirmation: the brief's question, or, for a recipe other recipes use, 'This recipe is
 * used in: {names}. Delete anyway?'. The names asked about go with the delete, so the server can
 * tell whether another recipe started using it since.
 */
export function RecipeDeleteDialog({ open, onCancel, recipe, action }: { open: boolean; onCancel: () => void; recipe: Pick<RecipeDetail, "id" | "version" | "usedBy">; action: string }) {
  const t = useT(recipesMessages);
  const message = recipe.usedBy.length > 0 ? t("recipes.usedInConfirm", { names: recipe.usedBy.map((user) => user.name).join(", ") }) : t("recipes.deleteConfirm");
  return (
    <ConfirmDialog
      open={open}
      message={message}
      onCancel={onCancel}
      form={(buttons) => (
        <Form method="post" action={action} onSubmit={onCancel}>
          <input type="hidden" name="id" value={recipe.id} />
          <input type="hidden" name="version" value={recipe.version} />
          <input type="hidden" name="usedBy" value={recipe.usedBy.map((user) => user.id).join(",")} />
          {buttons}
        </Form>
      )}
      confirm={
        <button type="submit" name="intent" value="delete" className="button button-danger">
          {t("recipes.delete")}
        </button>
      }
    />
  );
}
