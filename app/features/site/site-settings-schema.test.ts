import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./site-settings";
import { mergeSiteSettings, siteSettingsSchema } from "./site-settings-schema";

describe("stored site settings", () => {
  it("accept the defaults", () => {
    expect(siteSettingsSchema.safeParse(defaultSiteSettings).success).toBe(true);
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
});
