import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultSiteSettings } from "./site-settings";
import { serviceDayEnd } from "./service-day";
import type { WeeklyHours } from "./opening-hours";

// The brief's week: Friday and Saturday 11:00–01:30, the other days 11:00–24:00.
const week = defaultSiteSettings.openingHours;
/** An instant given as Istanbul's wall clock (UTC+3). */
const istanbul = (wall: string) => new Date(`${wall}+03:00`);

describe("the service day", () => {
  it("a dish marked at 22:00 on a Friday (closing 01:30) holds at 01:00 and ends at the service day's end", () => {
    const end = serviceDayEnd(week, istanbul("2026-11-27T22:00:00"), 60);
    // Saturday 01:30 and the hour's margin.
    expect(end).toEqual(istanbul("2026-11-28T02:30:00"));
    expect(istanbul("2026-11-28T01:00:00").getTime()).toBeLessThan(end.getTime());
    // Asked again after midnight, during the same service: the same end.
    expect(serviceDayEnd(week, istanbul("2026-11-28T01:00:00"), 60)).toEqual(end);
    // Once it has ended, the next service is Saturday's, which ends on Sunday.
    expect(serviceDayEnd(week, istanbul("2026-11-28T02:30:00"), 60)).toEqual(istanbul("2026-11-29T02:30:00"));
  });

  it("belongs to the coming service between two: marked in the morning, it holds for that evening", () => {
    expect(serviceDayEnd(week, istanbul("2026-11-26T09:15:00"), 60)).toEqual(istanbul("2026-11-27T01:00:00"));
  });

  it("a closing at midnight ends the day at midnight and the margin", () => {
    expect(serviceDayEnd(week, istanbul("2026-11-29T20:00:00"), 30)).toEqual(istanbul("2026-11-30T00:30:00"));
  });

  it("a day with no hours has no service: what is said on it holds through the next day that opens", () => {
    const closedMonday: WeeklyHours = { ...week, monday: null };
    // Sunday's service ends on Monday at 01:00; on Monday afternoon the next service is Tuesday's.
    expect(serviceDayEnd(closedMonday, istanbul("2026-11-30T14:00:00"), 60)).toEqual(istanbul("2026-12-02T01:00:00"));
    // Sunday's service, after midnight, still runs into the closed Monday.
    expect(serviceDayEnd(closedMonday, istanbul("2026-11-30T00:20:00"), 60)).toEqual(istanbul("2026-11-30T01:00:00"));
  });

  it("a week with no hours at all ends the service day at the next midnight and the margin", () => {
    const closed = Object.fromEntries(Object.keys(week).map((day) => [day, null])) as WeeklyHours;
    expect(serviceDayEnd(closed, istanbul("2026-11-26T15:00:00"), 60)).toEqual(istanbul("2026-11-27T01:00:00"));
  });

  it("always ends after the moment it is asked at, and within eight days", () => {
    const time = fc.tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 })).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`);
    const day = fc.option(fc.tuple(time, time).filter(([opens, closes]) => opens !== closes).map(([opens, closes]) => ({ opens, closes })), { nil: null });
    const anyWeek = fc.record({ monday: day, tuesday: day, wednesday: day, thursday: day, friday: day, saturday: day, sunday: day });
    fc.assert(
      fc.property(anyWeek, fc.date({ min: new Date("2020-01-01"), max: new Date("2035-01-01"), noInvalidDate: true }), fc.integer({ min: 0, max: 600 }), (hours, now, margin) => {
        const end = serviceDayEnd(hours, now, margin).getTime();
        expect(end).toBeGreaterThan(now.getTime());
        expect(end - now.getTime()).toBeLessThanOrEqual(8 * 24 * 60 * 60_000 + margin * 60_000);
      }),
      { numRuns: 500 },
    );
  });
});
