import { describe, expect, it } from "vitest";
import { defaultSiteSettings, phoneDigits, telHref, whatsappHref } from "./site-settings";

describe("site settings", () => {
  it("carry the brief's opening hours by default", () => {
    expect(defaultSiteSettings.openingHours).toEqual([
      { days: "mondayToThursday", opens: "11:00", closes: "24:00" },
      { days: "fridayToSaturday", opens: "11:00", closes: "01:30" },
      { days: "sunday", opens: "11:00", closes: "24:00" },
    ]);
  });

  it("reduces phone numbers to digits", () => {
    expect(phoneDigits("+90 (532) 555-01-23")).toBe("905325550123");
    expect(telHref("+90 216 555 01 23")).toBe("tel:+902165550123");
    expect(whatsappHref("+90 532 555 01 23")).toBe("https://wa.me/905325550123");
  });
});
