import { defineMessages } from "~/i18n/messages/define-messages";

/** The shopping lists page. */
export const shoppingListsMessages = defineMessages(
  {
    "shoppingLists.title": "Shopping List Management",
    "shoppingLists.subtitle": "Create vendor-specific shopping lists",
    "shoppingLists.empty": "No shopping lists found. Create your first list to get started.",
  },
  {
    "shoppingLists.title": "Alışveriş Listesi Yönetimi",
    "shoppingLists.subtitle": "Tedarikçiye özel alışveriş listeleri oluşturun",
    "shoppingLists.empty": "Alışveriş listesi bulunamadı. Başlamak için ilk listenizi oluşturun.",
  },
);
