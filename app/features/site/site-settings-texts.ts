import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { siteSettingsMessages } from "./site-settings-messages";

/** The Site Settings tab's texts: its own and the shared back-office ones (failures, a stale save). */
export const siteSettingsScreenMessages = backOfficeScreenMessages(siteSettingsMessages);
