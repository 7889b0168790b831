import { describe, expect, it } from "vitest";
import { translator } from "~/i18n/translate";
import { closesNextDay, closingTimeText, consecutiveDayRuns, openingHoursLines, type WeeklyHours } from "./opening-hours";
import { defaultSiteSettings } from "./site-settings";

const LATE = { opens: "11:00", closes: "01:30" };
const DAY = { opens: "09:00", closes: "17:00" };

describe("opening hours", () => {
  it("know an interval that closes at or before it opens ends after midnight", () => {
    expect(closesNextDay({ opens: "11:00", closes: "01:30" })).toBe(true);
    expect(closesNextDay({ opens: "11:00", closes: "00:00" })).toBe(true);
    expect(closesNextDay({ opens: "09:00", closes: "17:00" })).toBe(false);
    expect(closesNextDay({ opens: "00:00", closes: "23:59" })).toBe(false);
  });

  it("write closing at midnight as 24:00, as the brief and people do", () => {
    expect(closingTimeText("00:00")).toBe("24:00");
    expect(closingTimeText("01:30")).toBe("01:30");
  });

  it("group consecutive days with the same hours, Monday first, never wrapping round to Monday", () => {
    const week: WeeklyHours = { monday: null, tuesday: DAY, wednesday: DAY, thursday: null, friday: LATE, saturday: LATE, sunday: null };
    expect(consecutiveDayRuns(week)).toEqual([
      { first: "monday", last: "monday", hours: null },
      { first: "tuesday", last: "wednesday", hours: DAY },
      { first: "thursday", last: "thursday", hours: null },
      { first: "friday", last: "saturday", hours: LATE },
      { first: "sunday", last: "sunday", hours: null },
    ]);
  });

  it("read the brief's week in both languages", () => {
    expect(openingHoursLines(defaultSiteSettings.openingHours, translator("en"))).toEqual([
      { days: "Monday–Thursday", hours: "11:00–24:00" },
      { days: "Friday–Saturday", hours: "11:00–01:30" },
      { days: "Sunday", hours: "11:00–24:00" },
    ]);
    expect(openingHoursLines(defaultSiteSettings.openingHours, translator("tr"))).toEqual([
      { days: "Pazartesi–Perşembe", hours: "11:00–24:00" },
      { days: "Cuma–Cumartesi", hours: "11:00–01:30" },
      { days: "Pazar", hours: "11:00–24:00" },
    ]);
  });

  it("say which days are closed, and list a day alone when its neighbours differ", () => {
    const week: WeeklyHours = { ...defaultSiteSettings.openingHours, monday: null, friday: { opens: "12:00", closes: "02:15" } };
    expect(openingHoursLines(week, translator("en"))).toEqual([
      { days: "Monday", hours: "Closed" },
      { days: "Tuesday–Thursday", hours: "11:00–24:00" },
      { days: "Friday", hours: "12:00–02:15" },
      { days: "Saturday", hours: "11:00–01:30" },
      { days: "Sunday", hours: "11:00–24:00" },
    ]);
    expect(openingHoursLines(week, translator("tr"))[0]).toEqual({ days: "Pazartesi", hours: "Kapalı" });
  });
});
