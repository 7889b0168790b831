import { describe, expect, it } from "vitest";
import { defaultSiteSettings, mergeSiteSettings, phoneDigits, siteSettingsSchema, telHref, whatsappHref } from "./site-settings";

describe("site settings", () => {
  it("defaults satisfy their own schema and carry the brief's opening hours", () => {
    expect(siteSettingsSchema.safeParse(defaultSiteSettings).success).toBe(true);
    expect(defaultSiteSettings.openingHours).toEqual([
      { days: "mondayToThursday", opens: "11:00", closes: "24:00" },
      { days: "fridayToSaturday", opens: "11:00", closes: "01:30" },
      { days: "sunday", opens: "11:00", closes: "24:00" },
    ]);
  });

  it("takes valid stored values over the defaults", () => {
    const settings = mergeSiteSettings([{ key: "restaurantName", value: JSON.stringify("Patates Moda") }]);
    expect(settings.restaurantName).toBe("Patates Moda");
    expect(settings.address).toBe(defaultSiteSettings.address);
  });

  it("ignores unknown keys, broken JSON and values that fail the schema", () => {
    const settings = mergeSiteSettings([
      { key: "menu_seeded_at", value: JSON.stringify("2026-01-01T00:00:00.000Z") },
      { key: "email", value: JSON.stringify("not an email") },
      { key: "address", value: "{broken" },
    ]);
    expect(settings).toEqual(defaultSiteSettings);
  });

  it("reduces phone numbers to digits", () => {
    expect(phoneDigits("+90 (532) 555-01-23")).toBe("905325550123");
    expect(telHref("+90 216 555 01 23")).toBe("tel:+902165550123");
    expect(whatsappHref("+90 532 555 01 23")).toBe("https://wa.me/905325550123");
  });
});
