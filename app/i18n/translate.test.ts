import { describe, expect, expectTypeOf, it } from "vitest";
import { defineMessages } from "./messages/define-messages";
import { translate, translator, type CoreMessageKey } from "./translate";

// A catalogue of the test's own: the mechanism is tested apart from any feature's wording.
const bookingMessages = defineMessages(
  { "booking.title": "Bookings", "booking.guests": "{count} guests at {time}" },
  { "booking.title": "Rezervasyonlar", "booking.guests": "{time} için {count} kişi" },
);

describe("translate", () => {
  it("fills placeholders and leaves unknown ones visible", () => {
    expect(translate("en", "footer.copyright", { year: "2026", name: "Patates" })).toBe(
      "© 2026 Patates. All rights reserved.",
    );
    expect(translate("tr", "nav.homeLink")).toBe("{name}, ana sayfa");
  });
});

describe("translator", () => {
  it("knows the core keys without a catalogue", () => {
    expect(translator("en")("nav.menu")).toBe("Menu");
    expect(translator("tr")("nav.menu")).toBe("Menü");
    expectTypeOf(translator("en")).parameter(0).toEqualTypeOf<CoreMessageKey>();
  });

  it("translates a feature's keys in both languages when given its catalogue", () => {
    expect(translator("en", bookingMessages)("booking.title")).toBe("Bookings");
    expect(translator("tr", bookingMessages)("booking.title")).toBe("Rezervasyonlar");
  });

  it("fills a feature text's placeholders", () => {
    expect(translator("en", bookingMessages)("booking.guests", { count: 4, time: "20:00" })).toBe("4 guests at 20:00");
    expect(translator("tr", bookingMessages)("booking.guests", { count: 4, time: "20:00" })).toBe("20:00 için 4 kişi");
    expect(translator("en", bookingMessages)("booking.guests", { count: 4 })).toBe("4 guests at {time}");
  });

  it("writes a whole number as the language writes a count, and text as it is given", () => {
    expect(translator("en", bookingMessages)("booking.guests", { count: 1200, time: "20:00" })).toBe("1,200 guests at 20:00");
    expect(translator("tr", bookingMessages)("booking.guests", { count: 1200, time: "20:00" })).toBe("20:00 için 1.200 kişi");
    expect(translator("tr", bookingMessages)("booking.guests", { count: 12000000, time: "20:00" })).toBe("20:00 için 12.000.000 kişi");
    // A year, or a number already written by its formatter, comes as text and stays as it is.
    expect(translate("tr", "footer.copyright", { year: "2026", name: "Patates" })).toContain("2026");
    expect(translator("en", bookingMessages)("booking.guests", { count: "1200", time: "20:00" })).toBe("1200 guests at 20:00");
    // A fraction is not a count: never rounded away.
    expect(translator("en", bookingMessages)("booking.guests", { count: 2.5, time: "20:00" })).toBe("2.5 guests at 20:00");
  });

  it("still knows the core keys beside a feature's", () => {
    const t = translator("tr", bookingMessages);
    expect(t("footer.copyright", { year: "2026", name: "Patates" })).toBe(translate("tr", "footer.copyright", { year: "2026", name: "Patates" }));
    expectTypeOf(t).parameter(0).toEqualTypeOf<CoreMessageKey | "booking.title" | "booking.guests">();
  });
});
