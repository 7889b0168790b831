import { useT } from "~/i18n/language-context";
import { DeleteDialog } from "~/ui/delete-dialog";
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
  return <DeleteDialog row={open ? recipe : null} message={message} action={action} onClose={onCancel} usedBy={recipe.usedBy} />;
}
