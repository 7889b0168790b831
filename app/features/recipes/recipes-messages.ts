import { defineMessages } from "~/i18n/messages/define-messages";

/** The recipes page. */
export const recipesMessages = defineMessages(
  {
    "recipes.title": "Recipe Management",
    "recipes.subtitle": "Manage restaurant recipes and ingredients",
    "recipes.empty": "No recipes found. Add your first recipe to get started.",
  },
  {
    "recipes.title": "Tarif Yönetimi",
    "recipes.subtitle": "Restoran tariflerini ve malzemelerini yönetin",
    "recipes.empty": "Tarif bulunamadı. Başlamak için ilk tarifinizi ekleyin.",
  },
);
