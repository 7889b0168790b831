import { PAGE_LANGUAGE_FIELD } from "~/i18n/language";
import { useLanguage, useT } from "~/i18n/language-context";
import { localize } from "~/i18n/localize";
import { DeleteDialog } from "~/ui/delete-dialog";
import type { RecipeDetail } from "../recipes";
import { recipesMessages } from "../recipes-messages";

/**
 * The delete confirmation: the brief's question, or, for a recipe other recipes use, 'This recipe is
 * used in: {names}. Delete anyway?'; a recipe dishes on the menu are made from names them too, and
 * says what deleting it does to them (no recipe: no cost, allergens by hand alone). The recipes and
 * dishes asked about go with the delete, so the server can tell whether another started using it since.
 */
export function RecipeDeleteDialog({ open, onCancel, recipe, action }: { open: boolean; onCancel: () => void; recipe: Pick<RecipeDetail, "id" | "version" | "usedBy" | "dishes">; action: string }) {
  const t = useT(recipesMessages);
  const language = useLanguage();
  const names = recipe.usedBy.map((user) => user.name).join(", ");
  const dishes = recipe.dishes.map((dish) => localize(dish.name, language)).join(", ");
  const message =
    recipe.dishes.length > 0
      ? recipe.usedBy.length > 0
        ? t("recipes.usedInAndByDishesConfirm", { names, dishes })
        : t("recipes.usedByDishesConfirm", { dishes })
      : recipe.usedBy.length > 0
        ? t("recipes.usedInConfirm", { names })
        : t("recipes.deleteConfirm");
  return (
    <DeleteDialog
      row={open ? recipe : null}
      message={message}
      action={action}
      onClose={onCancel}
      usedBy={recipe.usedBy}
      // The page's language names the dishes should the server refuse the delete.
      fields={{ dishes: recipe.dishes.map((dish) => dish.id).join(","), [PAGE_LANGUAGE_FIELD]: language }}
    />
  );
}
