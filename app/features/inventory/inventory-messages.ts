import { defineMessages } from "~/i18n/messages/define-messages";

/** The inventory page. */
export const inventoryMessages = defineMessages(
  {
    "inventory.title": "Inventory Management",
    "inventory.subtitle": "Manage food and beverage inventory items",
    "inventory.empty": "No inventory items found. Add your first item to get started.",
  },
  {
    "inventory.title": "Envanter Yönetimi",
    "inventory.subtitle": "Yiyecek ve içecek envanterini yönetin",
    "inventory.empty": "Envanterde ürün bulunamadı. Başlamak için ilk ürününüzü ekleyin.",
  },
);
