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
    "admin.tabMenuCosts": "Menu Costs",
    "admin.tabPriceList": "Price List",
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
    "admin.tabMenuCosts": "Menü Maliyetleri",
    "admin.tabPriceList": "Fiyat Listesi",
    "admin.tabSettings": "Site Ayarları",

    "admin.overviewLoadFailed": "Genel bakış yüklenemedi",
    "admin.countMenuItems": "Menü öğeleri",
    "admin.countCategories": "Kategoriler",
    "admin.countActiveInactive": "{active} aktif, {inactive} pasif",
    "admin.countEvents": "Etkinlikler",
    "admin.countUsers": "Kullanıcılar",
    "admin.countUsersByRole": "{admin} yönetici, {staff} personel, {pending} onay bekliyor",
    "admin.countInventory": "Envanter ürünleri",
    "admin.countRecipes": "Tarifler",
    "admin.countShoppingLists": "Alışveriş listeleri",
    "admin.countShoppingListsByStatus": "{draft} taslak, {sent} gönderildi, {completed} tamamlandı",

  },
);

export type AdminMessageKey = FeatureMessageKey<typeof adminMessages>;
