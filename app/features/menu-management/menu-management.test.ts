import { describe, expect, it } from "vitest";
import { messagesOf } from "../../../tests/support/schema-messages";
import { translator } from "~/i18n/translate";
import { LANGUAGES } from "~/i18n/localize";
import { formatCount } from "~/lib/count";
import { menuItemSchema, NAME_MAX_LENGTH, REASON_MAX_LENGTH, TEXT_MAX_LENGTH } from "./menu-management";
import { menuManagementMessages } from "./menu-management-messages";

describe("a menu item's texts and their limits", () => {
  it("refuse a text over its limit with the message that names that limit, and take one at it", () => {
    const fields = [
      { field: "nameTr", max: NAME_MAX_LENGTH, message: "menuManagement.nameTooLong" },
      { field: "descriptionEn", max: TEXT_MAX_LENGTH, message: "menuManagement.textTooLong" },
      { field: "allergenReason", max: REASON_MAX_LENGTH, message: "menuManagement.reasonTooLong" },
    ];
    for (const { field, max, message } of fields) {
      expect(messagesOf(menuItemSchema("en"), { [field]: "a".repeat(max + 1) })[field], field).toEqual([message]);
      expect(messagesOf(menuItemSchema("en"), { [field]: "a".repeat(max) })[field], field).toBeUndefined();
    }
  });

  it("say in both languages the number of characters their field takes", () => {
    const limits = { "menuManagement.nameTooLong": NAME_MAX_LENGTH, "menuManagement.textTooLong": TEXT_MAX_LENGTH, "menuManagement.reasonTooLong": REASON_MAX_LENGTH };
    for (const language of LANGUAGES) {
      const t = translator(language, menuManagementMessages);
      for (const [key, max] of Object.entries(limits)) expect(t(key as keyof typeof limits), `${language} ${key}`).toContain(`${formatCount(max, language)} `);
    }
  });
});
