import { defineMessages } from "~/i18n/messages/define-messages";

/** The public menu's own texts: its search, the categories grid, the number of dishes, the allergen filter's count when it hides none. */
export const menuMessages = defineMessages(
  {
    "menu.allCategories": "Categories",
    "menu.closeCategories": "Close categories",
    "menu.oneDish": "1 dish",
    "menu.dishCount": "{count} dishes",
    "menu.searchLabel": "Search the menu",
    "menu.searchPlaceholder": "Search dishes and drinks",
    "menu.searchSubmit": "Search",
    "menu.searchFoundOne": "1 dish found for “{query}”.",
    "menu.searchFound": "{count} dishes found for “{query}”.",
    "menu.noItemsFound": "No menu items found.",
    "menu.noResults": "Nothing on the menu matches “{query}”.",
    "menu.noResultsHint": "Check the spelling, or try a shorter word.",
    "menu.clearSearch": "Clear the search",
    "menu.nothingHidden": "No dish hidden: none is said to contain or maybe contain {names}.",
  },
  {
    "menu.allCategories": "Kategoriler",
    "menu.closeCategories": "Kategorileri kapat",
    "menu.oneDish": "1 ürün",
    "menu.dishCount": "{count} ürün",
    "menu.searchLabel": "Menüde ara",
    "menu.searchPlaceholder": "Yemek ya da içecek ara",
    "menu.searchSubmit": "Ara",
    "menu.searchFoundOne": "“{query}” için 1 ürün bulundu.",
    "menu.searchFound": "“{query}” için {count} ürün bulundu.",
    "menu.noItemsFound": "Ürün bulunamadı.",
    "menu.noResults": "Menüde “{query}” ile eşleşen bir şey yok.",
    "menu.noResultsHint": "Yazımı kontrol edin ya da daha kısa bir kelime deneyin.",
    "menu.clearSearch": "Aramayı temizle",
    "menu.nothingHidden": "Gizlenen ürün yok: hiçbirinin {names} içerdiği ya da içerebileceği belirtilmemiş.",
  },
);
