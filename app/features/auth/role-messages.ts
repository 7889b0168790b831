import { defineMessages } from "~/i18n/messages/define-messages";

/** The roles' names, as the users' table and the login page show them. */
export const roleMessages = defineMessages(
  {
    "role.admin": "Admin",
    "role.staff": "Staff",
    "role.pending": "Pending",
  },
  {
    "role.admin": "Yönetici",
    "role.staff": "Personel",
    "role.pending": "Onay bekliyor",
  },
);
