import { foodCostMessages } from "~/features/food-cost/food-cost-messages";
import { menuImagesMessages } from "~/features/menu-images/menu-images-messages";
import { backOfficeScreenMessages } from "~/ui/back-office-messages";
import { menuManagementMessages } from "./menu-management-messages";
import { soldOutMessages } from "~/features/sold-out/sold-out-messages";

/** Menu Management's texts: its own, its item images', the food cost's, sold out's (for the history), and the shared back-office ones (dialogs, failures). */
export const menuManagementScreenMessages = backOfficeScreenMessages(menuManagementMessages, menuImagesMessages, foodCostMessages, soldOutMessages);
