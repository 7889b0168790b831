import { describe, expect, it } from "vitest";
import { combineMessages, defineMessages } from "./define-messages";

describe("catalogues combined", () => {
  it("hold the texts of every catalogue given, in both languages", () => {
    const page = defineMessages({ "page.title": "Events" }, { "page.title": "Etkinlikler" });
    const list = defineMessages({ "list.empty": "Nothing yet" }, { "list.empty": "Henüz yok" });
    const roles = defineMessages({ "role.staff": "Staff" }, { "role.staff": "Personel" });
    expect(combineMessages(page, list, roles)).toEqual({
      en: { "page.title": "Events", "list.empty": "Nothing yet", "role.staff": "Staff" },
      tr: { "page.title": "Etkinlikler", "list.empty": "Henüz yok", "role.staff": "Personel" },
    });
  });
});
