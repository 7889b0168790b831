import { defineMessages, type FeatureMessageKey } from "~/i18n/messages/define-messages";

/** The Users tab of the admin dashboard: the users, their roles and the messages of a role change. */
export const usersMessages = defineMessages(
  {
    "users.columnUser": "User",
    "users.columnRole": "Role",
    "users.columnActive": "Active",
    "users.columnLastLogin": "Last login",
    "users.columnActions": "Actions",
    "users.never": "Never",
    "users.save": "Save",
    "users.saving": "Saving...",
    "users.saved": "Saved.",
    "users.empty": "No users yet.",
    "users.tabAll": "All",
    "users.group.pending": "Waiting for approval",
    "users.group.staff": "Staff",
    "users.group.admin": "Admins",
    "users.group.disabled": "Switched off",
    "users.searchLabel": "Search users",
    "users.searchPlaceholder": "Name or e-mail",
    "users.noMatches": "No users match your filters",
    "users.loadFailed": "Failed to load users",
    "users.updateFailed": "Failed to update user role",
    "users.lastAdmin":
      "You are the last active admin. Make another person an active admin first, so the site always has one.",
    "users.stale": "Someone else changed this user while you were editing. The latest values are shown; check them and save again.",
    "users.notFound": "This user no longer exists.",
    "users.invalidRole": "Choose a role: pending, staff or admin.",
  },
  {
    "users.columnUser": "Kullanıcı",
    "users.columnRole": "Rol",
    "users.columnActive": "Aktif",
    "users.columnLastLogin": "Son giriş",
    "users.columnActions": "İşlemler",
    "users.never": "Hiç giriş yapmadı",
    "users.save": "Kaydet",
    "users.saving": "Kaydediliyor...",
    "users.saved": "Kaydedildi.",
    "users.empty": "Henüz kullanıcı yok.",
    "users.tabAll": "Tümü",
    "users.group.pending": "Onay bekleyenler",
    "users.group.staff": "Personel",
    "users.group.admin": "Yöneticiler",
    "users.group.disabled": "Kapalı hesaplar",
    "users.searchLabel": "Kullanıcılarda ara",
    "users.searchPlaceholder": "Ad veya e-posta",
    "users.noMatches": "Filtrelerinize uyan kullanıcı yok",
    "users.loadFailed": "Kullanıcılar yüklenemedi",
    "users.updateFailed": "Kullanıcı rolü güncellenemedi",
    "users.lastAdmin":
      "Son aktif yönetici sizsiniz. Sitenin her zaman bir yöneticisi olması için önce başka birini aktif yönetici yapın.",
    "users.stale": "Siz düzenlerken başka biri bu kullanıcıyı değiştirdi. Güncel değerler gösteriliyor; kontrol edip tekrar kaydedin.",
    "users.notFound": "Bu kullanıcı artık yok.",
    "users.invalidRole": "Bir rol seçin: onay bekliyor, personel veya yönetici.",
  },
);

/** A key of the admin page's texts: the role change action answers with one. */
export type UsersMessageKey = FeatureMessageKey<typeof usersMessages>;
