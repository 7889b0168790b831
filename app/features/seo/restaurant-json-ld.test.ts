import { describe, expect, it } from "vitest";
import { defaultSiteSettings, type SiteSettings } from "~/features/site/site-settings";
import { openingHoursSpecification, restaurantJsonLd, restaurantJsonLdText } from "./restaurant-json-ld";
import { serializeJsonLd } from "./serialize-json-ld";

const ORIGIN = "https://patates.example.com";

const english = restaurantJsonLd({ settings: defaultSiteSettings, language: "en", origin: ORIGIN });
const turkish = restaurantJsonLd({ settings: defaultSiteSettings, language: "tr", origin: ORIGIN });

describe("openingHoursSpecification", () => {
  const week = defaultSiteSettings.openingHours;

  it("keeps an interval past midnight on the day it opens, closing before it opens, as Google reads late hours", () => {
    const specification = openingHoursSpecification({ ...week, friday: { opens: "11:00", closes: "01:30" }, saturday: null });
    expect(specification.find((line) => line.dayOfWeek.includes("Friday"))).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Friday"],
      opens: "11:00",
      closes: "01:30",
    });
    // Not split into Friday 11:00–23:59 and Saturday 00:00–01:30: Saturday is closed, and says so.
    expect(specification.filter((line) => line.dayOfWeek.includes("Saturday"))).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "00:00", closes: "00:00" },
    ]);
  });

  it("gathers the days with the same hours, wherever they are in the week, and names every day once", () => {
    const specification = openingHoursSpecification({ ...week, monday: null, wednesday: null, sunday: { opens: "11:00", closes: "01:30" } });
    expect(specification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Wednesday"], opens: "00:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Tuesday", "Thursday"], opens: "11:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday", "Sunday"], opens: "11:00", closes: "01:30" },
    ]);
    expect(specification.flatMap((line) => line.dayOfWeek).sort()).toEqual(["Friday", "Monday", "Saturday", "Sunday", "Thursday", "Tuesday", "Wednesday"]);
  });

  it("writes a day open around the clock as Google asks, 00:00 to 23:59", () => {
    expect(openingHoursSpecification({ ...week, sunday: { opens: "00:00", closes: "23:59" } }).at(-1)).toEqual({
      "@type": "OpeningHoursSpecification",
      dayOfWeek: ["Sunday"],
      opens: "00:00",
      closes: "23:59",
    });
  });
});

describe("restaurantJsonLd", () => {
  it("describes the restaurant", () => {
    expect(english).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Restaurant",
      "@id": `${ORIGIN}/#restaurant`,
      name: "Patates İstanbul",
      url: `${ORIGIN}/?lang=en`,
      image: `${ORIGIN}/images/restaurant.svg`,
      telephone: "+902165550123",
      email: "merhaba@patates.istanbul",
      sameAs: ["https://www.instagram.com/patates.istanbul/"],
      address: {
        "@type": "PostalAddress",
        streetAddress: "Caferağa Mah. Moda Cad. No: 12, 34710 Kadıköy/İstanbul",
        addressLocality: "İstanbul",
        addressCountry: "TR",
      },
    });
    expect(english.servesCuisine.length).toBeGreaterThan(0);
  });

  it("speaks the page's language", () => {
    expect(english.description).toBe("A potato kitchen in Istanbul: kumpir, rösti, gratins and bowls, with drinks to match.");
    expect(turkish.description).toBe("İstanbul'da bir patates mutfağı: kumpir, rösti, graten ve kaseler, yanında uygun içecekler.");
    expect(turkish.url).toBe(`${ORIGIN}/?lang=tr`);
    expect(turkish.servesCuisine).not.toEqual(english.servesCuisine);
  });

  it("names its menu by the menu page's address in the page's language, and lists no dishes: /menu's JSON-LD does", () => {
    expect(english.hasMenu).toEqual({ "@type": "Menu", name: "Menu", url: `${ORIGIN}/menu?lang=en`, inLanguage: "en" });
    expect(turkish.hasMenu).toEqual({ "@type": "Menu", name: "Menü", url: `${ORIGIN}/menu?lang=tr`, inLanguage: "tr" });
  });

  it("turns the brief's hours into day groups, midnight as 00:00 and after midnight as it is", () => {
    expect(english.openingHoursSpecification).toEqual([
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Sunday"], opens: "11:00", closes: "00:00" },
      { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday", "Saturday"], opens: "11:00", closes: "01:30" },
    ]);
  });

  it("follows the settings an admin changed", () => {
    const settings: SiteSettings = {
      ...defaultSiteSettings,
      restaurantName: "Patates Moda",
      address: "Moda Cad. No: 1",
      phones: ["+90 216 000 00 00", "+90 532 000 00 00"],
      email: "moda@patates.example.com",
      instagramHandle: "patates.moda",
      openingHours: { ...defaultSiteSettings.openingHours, friday: { opens: "12:00", closes: "02:15" }, sunday: { opens: "09:30", closes: "22:00" } },
    };
    const data = restaurantJsonLd({ settings, language: "en", origin: ORIGIN });
    expect(data).toMatchObject({
      name: "Patates Moda",
      telephone: "+90 216 000 00 00",
      email: "moda@patates.example.com",
      sameAs: ["https://www.instagram.com/patates.moda/"],
      address: { streetAddress: "Moda Cad. No: 1" },
      openingHoursSpecification: [
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "11:00", closes: "00:00" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Friday"], opens: "12:00", closes: "02:15" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Saturday"], opens: "11:00", closes: "01:30" },
        { "@type": "OpeningHoursSpecification", dayOfWeek: ["Sunday"], opens: "09:30", closes: "22:00" },
      ],
    });
  });

  it("survives the trip through the script element unchanged", () => {
    const hostile = { ...defaultSiteSettings, restaurantName: "</script><b>", address: "<!-- & -->" };
    const data = restaurantJsonLd({ settings: hostile, language: "en", origin: ORIGIN });
    const text = restaurantJsonLdText({ settings: hostile, language: "en", origin: ORIGIN });
    expect(text).toBe(serializeJsonLd(data));
    expect(text).not.toContain("</script");
    expect(JSON.parse(text)).toEqual(data);
  });
});
