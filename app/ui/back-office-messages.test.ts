import { describe, expect, it } from "vitest";
import { defineMessages } from "~/i18n/messages/define-messages";
import { backOfficeMessages, backOfficeScreenMessages } from "./back-office-messages";

describe("a back-office screen's texts", () => {
  it("hold each of its catalogues and the shared back-office ones, in both languages", () => {
    const first = defineMessages({ "a.one": "One" }, { "a.one": "Bir" });
    const second = defineMessages({ "b.two": "Two" }, { "b.two": "İki" });
    const screen = backOfficeScreenMessages(first, second);
    expect(screen.en["a.one"]).toBe("One");
    expect(screen.tr["b.two"]).toBe("İki");
    expect(screen.tr["backOffice.showMore"]).toBe(backOfficeMessages.tr["backOffice.showMore"]);
    expect(Object.keys(screen.en).sort()).toEqual(Object.keys(screen.tr).sort());
  });
});
