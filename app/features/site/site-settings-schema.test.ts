import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { messagesOf } from "../../../tests/support/schema-messages";
import { defaultSiteSettings, type SiteSettings } from "./site-settings";
import { siteSettingsFormSchema, siteSettingsFormValues } from "./site-settings-form";
import { isWebAddress, mergeSiteSettings, siteSettingsSchema } from "./site-settings-schema";

const stored = (changes: Partial<Record<keyof SiteSettings, unknown>>) => ({ ...defaultSiteSettings, ...changes });
const row = (key: string, value: unknown) => ({ key, value: JSON.stringify(value) });

describe("the site settings' rules", () => {
  it("accept the defaults as they are", () => {
    expect(siteSettingsSchema.parse(defaultSiteSettings)).toEqual(defaultSiteSettings);
  });

  it("take http and https addresses only", () => {
    for (const good of ["https://maps.google.com/?q=Moda", "http://example.com", "HTTPS://EXAMPLE.COM/yol", "https://www.google.com/maps/dir/?api=1&destination=Kad%C4%B1k%C3%B6y"]) {
      expect(isWebAddress(good), good).toBe(true);
      expect(messagesOf(siteSettingsSchema, stored({ mapsUrl: good })), good).toEqual({});
    }
    const bad = [
      "javascript:alert(1)",
      "JavaScript:alert(document.cookie)",
      "data:text/html,<script>alert(1)</script>",
      "ftp://example.com/map",
      "https:example.com",
      "//example.com",
      "https://",
      "maps.google.com",
      "http://exa mple.com",
      "vbscript:msgbox(1)",
    ];
    for (const address of bad) {
      expect(isWebAddress(address), address).toBe(false);
      expect(messagesOf(siteSettingsSchema, stored({ directionsUrl: address })), address).toEqual({ directionsUrl: ["siteSettings.urlInvalid"] });
    }
    expect(messagesOf(siteSettingsSchema, stored({ mapsUrl: "https://example.com/\u0000" }))).toEqual({ mapsUrl: ["backOffice.invalidValue"] });
    expect(messagesOf(siteSettingsSchema, stored({ mapsUrl: `https://example.com/${"a".repeat(2000)}` }))).toEqual({ mapsUrl: ['siteSettings.tooLong|{"max":2000}'] });
  });

  it("keep phone numbers in E.164, read with Türkiye as the country when none is given", () => {
    const parse = (phone: string) => siteSettingsSchema.parse(stored({ whatsappNumber: phone })).whatsappNumber;
    expect(parse("0532 555 01 23")).toBe("+905325550123");
    expect(parse("532 555 01 23")).toBe("+905325550123");
    expect(parse("(0216) 555-01-23")).toBe("+902165550123");
    expect(parse("+90 532 555 01 23")).toBe("+905325550123");
    expect(parse("0090 532 555 01 23")).toBe("+905325550123");
    expect(parse("+44 20 7946 0958")).toBe("+442079460958");
  });

  it("refuse what is not a phone number, or carries an extension E.164 cannot keep", () => {
    for (const phone of ["12", "abc", "555 01 23", "+90 532 555 01 23 ext 5", "0532 555 01 23 4567 8901 2345 6789 0123 45", "+999 123 456"]) {
      expect(messagesOf(siteSettingsSchema, stored({ phones: [phone, "0532 555 01 23"] })), phone).toEqual({ "phones.0": ["siteSettings.phoneInvalid"] });
    }
    expect(messagesOf(siteSettingsSchema, stored({ whatsappNumber: "  " }))).toEqual({ whatsappNumber: ["siteSettings.required"] });
    expect(messagesOf(siteSettingsSchema, stored({ reservationPhone: "1" }))).toEqual({ reservationPhone: ["siteSettings.phoneInvalid"] });
  });

  it("check e-mail addresses and the Instagram account's name", () => {
    expect(messagesOf(siteSettingsSchema, stored({ email: "merhaba@patates" }))).toEqual({ email: ["siteSettings.emailInvalid"] });
    expect(messagesOf(siteSettingsSchema, stored({ supportEmail: "a b@patates.istanbul" }))).toEqual({ supportEmail: ["siteSettings.emailInvalid"] });
    const handle = (text: string) => siteSettingsSchema.parse(stored({ instagramHandle: text })).instagramHandle;
    expect(handle("@patates.moda")).toBe("patates.moda");
    expect(handle("https://www.instagram.com/patates_moda/")).toBe("patates_moda");
    for (const bad of ["patates moda", "a".repeat(31), "@", "javascript:alert(1)", "https://evil.example/patates"]) {
      expect(messagesOf(siteSettingsSchema, stored({ instagramHandle: bad })), bad).toEqual({ instagramHandle: ["siteSettings.instagramInvalid"] });
    }
  });

  it("take each day closed or one interval, times from 00:00 to 23:59, an interval past midnight included", () => {
    const hours = (friday: unknown) => stored({ openingHours: { ...defaultSiteSettings.openingHours, friday } });
    expect(siteSettingsSchema.parse(hours({ opens: "11:00", closes: "01:30" })).openingHours.friday).toEqual({ opens: "11:00", closes: "01:30" });
    expect(siteSettingsSchema.parse(hours({ opens: "00:00", closes: "23:59" })).openingHours.friday).toEqual({ opens: "00:00", closes: "23:59" });
    expect(siteSettingsSchema.parse(hours(null)).openingHours.friday).toBeNull();
    for (const time of ["24:00", "7:00", "12:60", "1230", "12:30:00", "ab:cd", ""]) {
      expect(messagesOf(siteSettingsSchema, hours({ opens: "11:00", closes: time })), time).toEqual({ "openingHours.friday.closes": ["siteSettings.timeInvalid"] });
    }
    expect(messagesOf(siteSettingsSchema, hours({ opens: "11:00", closes: "11:00" }))).toEqual({ "openingHours.friday.closes": ["siteSettings.sameTimes"] });
    expect(messagesOf(siteSettingsSchema, hours({ opens: "11:00" }))).toEqual({ "openingHours.friday.closes": ["siteSettings.timeRequired"] });
  });

  it("refuse control characters in texts", () => {
    expect(messagesOf(siteSettingsSchema, stored({ restaurantName: "Patates\u0007" }))).toEqual({ restaurantName: ["backOffice.invalidValue"] });
    expect(messagesOf(siteSettingsSchema, stored({ address: "Moda\u001b[31m" }))).toEqual({ address: ["backOffice.invalidValue"] });
  });
});

describe("stored site settings", () => {
  it("take valid stored values over the defaults", () => {
    const settings = mergeSiteSettings([row("restaurantName", "Patates Moda")]);
    expect(settings.restaurantName).toBe("Patates Moda");
    expect(settings.address).toBe(defaultSiteSettings.address);
  });

  it("ignore other rows of the table, keys no longer used, broken JSON and values that fail the schema", () => {
    const settings = mergeSiteSettings([
      row("menu_seeded_at", "2026-01-01T00:00:00.000Z"),
      row("site_settings_version", 4),
      row("public_content_version", "2026-01-01T00:00:00.000Z-abc"),
      row("instagramUrl", "https://www.instagram.com/someone.else/"),
      row("toString", "x"),
      row("email", "not an email"),
      row("mapsUrl", "javascript:alert(1)"),
      { key: "address", value: "{broken" },
    ]);
    expect(settings).toEqual(defaultSiteSettings);
  });

  it("read opening hours stored in the old grouped shape as the week they meant, midnight's 24:00 as 00:00", () => {
    const settings = mergeSiteSettings([
      row("openingHours", [
        { days: "mondayToThursday", opens: "11:00", closes: "24:00" },
        { days: "fridayToSaturday", opens: "12:00", closes: "02:00" },
      ]),
    ]);
    const toMidnight = { opens: "11:00", closes: "00:00" };
    expect(settings.openingHours).toEqual({
      monday: toMidnight,
      tuesday: toMidnight,
      wednesday: toMidnight,
      thursday: toMidnight,
      friday: { opens: "12:00", closes: "02:00" },
      saturday: { opens: "12:00", closes: "02:00" },
      // No line named Sunday: closed.
      sunday: null,
    });
    // The brief's hours as they used to be stored are the defaults as they are now.
    const brief = [
      { days: "mondayToThursday", opens: "11:00", closes: "24:00" },
      { days: "fridayToSaturday", opens: "11:00", closes: "01:30" },
      { days: "sunday", opens: "11:00", closes: "24:00" },
    ];
    expect(mergeSiteSettings([row("openingHours", brief)]).openingHours).toEqual(defaultSiteSettings.openingHours);
  });

  it("ignore old grouped hours that do not make a valid week", () => {
    for (const lines of [[{ days: "sunday", opens: "25:00", closes: "24:00" }], [{ days: "everyday", opens: "11:00", closes: "22:00" }], [{ days: "sunday", opens: "11:00", closes: "11:00" }]]) {
      expect(mergeSiteSettings([row("openingHours", lines)]).openingHours).toEqual(defaultSiteSettings.openingHours);
    }
  });

  it("read phone numbers stored as people write them, and an account stored with its @", () => {
    const settings = mergeSiteSettings([
      row("phones", ["+90 216 555 01 23", "0532 555 01 24"]),
      row("whatsappNumber", "+90 532 555 01 25"),
      row("instagramHandle", "@patates.istanbul"),
    ]);
    expect(settings.phones).toEqual(["+902165550123", "+905325550124"]);
    expect(settings.whatsappNumber).toBe("+905325550125");
    expect(settings.instagramHandle).toBe("patates.istanbul");
  });
});

describe("the Site Settings form", () => {
  /** The form as the browser sends it, from the values it was filled with, with some fields changed. */
  function submitted(changes: Record<string, string | null> = {}): FormData {
    const data = new FormData();
    const add = (prefix: string, value: unknown) => {
      if (value !== null && typeof value === "object") {
        for (const [key, inner] of Object.entries(value)) add(Array.isArray(value) ? `${prefix}[${key}]` : prefix ? `${prefix}.${key}` : key, inner);
      } else data.append(prefix, String(value));
    };
    add("", siteSettingsFormValues(defaultSiteSettings, 3));
    for (const [name, value] of Object.entries(changes)) {
      if (value === null) data.delete(name);
      else data.set(name, value);
    }
    return data;
  }
  const parse = (changes?: Record<string, string | null>) => parseWithZod(submitted(changes), { schema: siteSettingsFormSchema });

  it("gives back the settings it was filled with, and their version", () => {
    const result = parse();
    expect(result.status).toBe("success");
    if (result.status === "success") expect(result.value).toEqual({ ...defaultSiteSettings, version: 3 });
  });

  it("reads times typed on a 24-hour clock, a phone's dot or comma included, and refuses a 12-hour one next to its field", () => {
    const typed = parse({ "openingHours.friday.opens": "9.30", "openingHours.friday.closes": "23,45" });
    expect(typed.status === "success" && typed.value.openingHours.friday).toEqual({ opens: "09:30", closes: "23:45" });
    const twelveHour = parse({ "openingHours.friday.closes": "7 pm" });
    expect(twelveHour.status === "error" && twelveHour.error).toEqual({ "openingHours.friday.closes": ["siteSettings.timeInvalid"] });
  });

  it("keeps a closed day closed, whatever its times say, and needs both times of an open day", () => {
    const closed = parse({ "openingHours.monday.closed": "on", "openingHours.monday.opens": "nonsense" });
    expect(closed.status === "success" && closed.value.openingHours.monday).toBeNull();
    const missing = parse({ "openingHours.friday.opens": "" });
    expect(missing.status === "error" && missing.error).toEqual({ "openingHours.friday.opens": ["siteSettings.timeRequired"] });
    const late = parse({ "openingHours.friday.opens": "11:00", "openingHours.friday.closes": "01:30" });
    expect(late.status === "success" && late.value.openingHours.friday).toEqual({ opens: "11:00", closes: "01:30" });
  });

  it("leaves the reservation phone to the first phone when it is empty", () => {
    const empty = parse({ reservationPhone: "" });
    expect(empty.status === "success" && empty.value.reservationPhone).toBeNull();
    const own = parse({ reservationPhone: "0533 444 55 66" });
    expect(own.status === "success" && own.value.reservationPhone).toBe("+905334445566");
  });

  it("names each refused field", () => {
    const result = parse({
      restaurantName: " ",
      "phones[1]": "12",
      mapsUrl: "javascript:alert(1)",
      email: "x",
      "openingHours.sunday.closes": "25:00",
      version: "-1",
    });
    expect(result.status === "error" && result.error).toEqual({
      restaurantName: ["siteSettings.required"],
      "phones[1]": ["siteSettings.phoneInvalid"],
      mapsUrl: ["siteSettings.urlInvalid"],
      email: ["siteSettings.emailInvalid"],
      "openingHours.sunday.closes": ["siteSettings.timeInvalid"],
      version: expect.any(Array),
    });
    expect(parse({ version: null }).status).toBe("error");
  });
});
