import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { backupMessages } from "./backup-messages";
import { dataManagementMessages } from "./data-management-messages";
import { menuArchiveMessages } from "./menu-archive-messages";

/** The screen's texts: populate's, the menu archive's, the backups', and the shared back-office ones (failure messages). */
export const dataManagementScreenMessages = backOfficeScreenMessages(dataManagementMessages, menuArchiveMessages, backupMessages);
