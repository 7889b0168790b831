import { describe, expect, it } from "vitest";
import { formatDateTime, restaurantDay, restaurantYear } from "./dates";

describe("formatDateTime", () => {
  it("shows UTC times in Istanbul's time (UTC+3)", () => {
    expect(formatDateTime("2026-11-21T21:30:00.000Z", "en")).toBe("22 Nov 2026, 00:30");
    expect(formatDateTime("2026-11-21T21:30:00.000Z", "tr")).toBe("22 Kas 2026 00:30");
  });
});

describe("restaurantDay", () => {
  it("is the day in Istanbul: the new year begins there at 21:00 UTC", () => {
    expect(restaurantDay(new Date("2026-12-31T20:59:59.999Z"))).toBe("2026-12-31");
    expect(restaurantDay(new Date("2026-12-31T21:00:00.000Z"))).toBe("2027-01-01");
    expect(restaurantYear(new Date("2026-12-31T20:59:59.999Z"))).toBe("2026");
    expect(restaurantYear(new Date("2026-12-31T21:00:00.000Z"))).toBe("2027");
  });

  it("is read from the date's parts, not from how a locale writes a date, which an ICU release may change", () => {
    // Every format in this process writing a day as en-US does, as an ICU release might have en-CA do.
    const format = Object.getOwnPropertyDescriptor(Intl.DateTimeFormat.prototype, "format")!;
    Object.defineProperty(Intl.DateTimeFormat.prototype, "format", { configurable: true, get: () => () => "12/31/2026" });
    try {
      expect(restaurantDay(new Date("2026-12-31T12:00:00.000Z"))).toBe("2026-12-31");
    } finally {
      Object.defineProperty(Intl.DateTimeFormat.prototype, "format", format);
    }
  });
});
