import { defineMessages } from "~/i18n/messages/define-messages";

/** A dish's page: its way back to the menu, and what it says when the dish is not there or cannot be read. */
export const menuItemMessages = defineMessages(
  {
    "menuItem.notFoundTitle": "Item Not Found",
    "menuItem.notFoundText": "The menu item you're looking for doesn't exist.",
    "menuItem.unavailableTitle": "This dish cannot be shown right now",
    "menuItem.unavailableText": "Our menu could not be read just now. The saved menu is still there; please try this dish again in a moment.",
    "menuItem.back": "Back to menu",
  },
  {
    "menuItem.notFoundTitle": "Ürün Bulunamadı",
    "menuItem.notFoundText": "Aradığınız menü ürünü mevcut değil.",
    "menuItem.unavailableTitle": "Bu ürün şu an gösterilemiyor",
    "menuItem.unavailableText": "Menümüz şu an okunamadı. Kayıtlı menümüz hâlâ burada; bu ürüne birazdan yeniden bakın.",
    "menuItem.back": "Menüye dön",
  },
);
