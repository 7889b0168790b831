import { describe, expect, it } from "vitest";
import { defaultSiteSettings, instagramProfile, reservationPhone } from "./site-settings";

describe("site settings", () => {
  it("carry the brief's opening hours by default: Monday to Thursday and Sunday to midnight, Friday and Saturday past it", () => {
    const toMidnight = { opens: "11:00", closes: "00:00" };
    const late = { opens: "11:00", closes: "01:30" };
    expect(defaultSiteSettings.openingHours).toEqual({
      monday: toMidnight,
      tuesday: toMidnight,
      wednesday: toMidnight,
      thursday: toMidnight,
      friday: late,
      saturday: late,
      sunday: toMidnight,
    });
  });

  it("give the first phone for reservations unless one of their own is set", () => {
    expect(reservationPhone(defaultSiteSettings)).toBe("+902165550123");
    expect(reservationPhone({ ...defaultSiteSettings, reservationPhone: "+905551112233" })).toBe("+905551112233");
  });

  it("make the Instagram profile from the account's name", () => {
    expect(instagramProfile(defaultSiteSettings)).toEqual({ handle: "@patates.istanbul", url: "https://www.instagram.com/patates.istanbul/" });
  });
});
