import { defineMessages, type FeatureMessageKey } from "~/i18n/messages/define-messages";

/** The admin dashboard's frame, its Overview and its Data Management tab (Site Settings has its own, features/site). */
export const adminMessages = defineMessages(
  {
    "admin.title": "Admin Dashboard",
    "admin.description": "Users, menu and data of the restaurant.",
    "admin.accessDenied": "Access denied. Admin privileges required.",
    "admin.tabsLabel": "Dashboard sections",
    "admin.tabOverview": "Overview",
    "admin.tabUsers": "Users",
    "admin.tabMenu": "Menu Management",
    "admin.tabData": "Data Management",
    "admin.tabSettings": "Site Settings",

    "admin.overviewLoadFailed": "Failed to load the overview",
    "admin.countMenuItems": "Menu items",
    "admin.countCategories": "Categories",
    "admin.countActiveInactive": "{active} active, {inactive} inactive",
    "admin.countEvents": "Events",
    "admin.countUsers": "Users",
    "admin.countUsersByRole": "{admin} admin, {staff} staff, {pending} pending",
    "admin.countInventory": "Inventory items",
    "admin.countRecipes": "Recipes",
    "admin.countShoppingLists": "Shopping lists",
    "admin.countShoppingListsByStatus": "{draft} draft, {sent} sent, {completed} completed",

    "admin.dataIntro": "This tab will hold the tools that move the restaurant's data in and out:",
    "admin.dataPopulate": "Populate: load the built-in list of about 100 menu items into an empty menu.",
    "admin.dataExport": "Export: download the menu, events and settings as one file, for a backup or another site.",
    "admin.dataImport": "Import: load such a file back, checked first, all of it or nothing.",
    "admin.dataNotYet": "None of these is available yet. Until then the menu is edited in Menu Management.",
  },
  {
    "admin.title": "Yönetim Paneli",
    "admin.description": "Restoranın kullanıcıları, menüsü ve verileri.",
    "admin.accessDenied": "Erişim reddedildi. Yönetici yetkisi gerekir.",
    "admin.tabsLabel": "Panel bölümleri",
    "admin.tabOverview": "Genel Bakış",
    "admin.tabUsers": "Kullanıcılar",
    "admin.tabMenu": "Menü Yönetimi",
    "admin.tabData": "Veri Yönetimi",
    "admin.tabSettings": "Site Ayarları",

    "admin.overviewLoadFailed": "Genel bakış yüklenemedi",
    "admin.countMenuItems": "Menü öğeleri",
    "admin.countCategories": "Kategoriler",
    "admin.countActiveInactive": "{active} aktif, {inactive} pasif",
    "admin.countEvents": "Etkinlikler",
    "admin.countUsers": "Kullanıcılar",
    "admin.countUsersByRole": "{admin} yönetici, {staff} personel, {pending} onay bekliyor",
    "admin.countInventory": "Envanter kalemleri",
    "admin.countRecipes": "Tarifler",
    "admin.countShoppingLists": "Alışveriş listeleri",
    "admin.countShoppingListsByStatus": "{draft} taslak, {sent} gönderildi, {completed} tamamlandı",

    "admin.dataIntro": "Bu sekmede restoranın verilerini içeri ve dışarı taşıyan araçlar yer alacak:",
    "admin.dataPopulate": "Doldur: yerleşik, yaklaşık 100 öğelik listeyi boş bir menüye yükler.",
    "admin.dataExport": "Dışa aktar: menüyü, etkinlikleri ve ayarları yedek ya da başka bir site için tek dosya olarak indirir.",
    "admin.dataImport": "İçe aktar: böyle bir dosyayı önce denetleyip geri yükler; ya tamamını ya hiçbirini.",
    "admin.dataNotYet": "Bunların hiçbiri henüz kullanılamıyor. O zamana kadar menü Menü Yönetimi'nden düzenlenir.",
  },
);

export type AdminMessageKey = FeatureMessageKey<typeof adminMessages>;
