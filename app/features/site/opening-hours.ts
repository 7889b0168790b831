import type { Translate } from "~/i18n/translate";

/**
 * The restaurant's week: each day closed, or open for one interval. What pages need to show it
 * (grouping, times as people read them) and stays free of zod, like site-settings.ts.
 */
export const WEEKDAYS = ["monday", "tuesday", "wednesday", "thursday", "friday", "saturday", "sunday"] as const;

export type Weekday = (typeof WEEKDAYS)[number];

/**
 * One day's interval, times "HH:MM" from 00:00 to 23:59. A closing time at or before the opening
 * time is on the next day: 11:00–01:30 closes at half past one after midnight, 11:00–00:00 at
 * midnight. Opening and closing at the same time is refused (schema): it could mean either no
 * hours or all of them.
 */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Every weekday's hours; null is closed all day. */
export type WeeklyHours = Record<Weekday, DayHours | null>;

/** "HH:MM", 00:00 to 23:59. */
export const TIME_OF_DAY = /^(?:[01]\d|2[0-3]):[0-5]\d$/;

export function isTimeOfDay(text: string): boolean {
  return TIME_OF_DAY.test(text);
}

/** Whether the interval ends after midnight (or at it). "HH:MM" texts sort as the times do. */
export function closesNextDay(hours: DayHours): boolean {
  return hours.closes <= hours.opens;
}

export function sameHours(a: DayHours | null, b: DayHours | null): boolean {
  return a === null || b === null ? a === b : a.opens === b.opens && a.closes === b.closes;
}

/**
 * A closing time as people write it: closing at midnight is 24:00 (the brief's "11:00-24:00"),
 * which an 00:00 would not say.
 */
export function closingTimeText(closes: string): string {
  return closes === "00:00" ? "24:00" : closes;
}

export interface DayRun {
  first: Weekday;
  last: Weekday;
  hours: DayHours | null;
}

/** Consecutive days with the same hours, Monday first: "Monday–Thursday 11:00–24:00". */
export function consecutiveDayRuns(week: WeeklyHours): DayRun[] {
  const runs: DayRun[] = [];
  for (const day of WEEKDAYS) {
    const hours = week[day];
    const current = runs.at(-1);
    if (current && sameHours(current.hours, hours)) current.last = day;
    else runs.push({ first: day, last: day, hours });
  }
  return runs;
}

/**
 * The week in words, a line per run of days: "Monday–Thursday" "11:00–24:00", "Sunday" "Closed".
 * In the page's language (`t`: the core texts, which hold the days' names).
 */
export function openingHoursLines(week: WeeklyHours, t: Translate): { days: string; hours: string }[] {
  return consecutiveDayRuns(week).map(({ first, last, hours }) => ({
    days: first === last ? t(`hours.${first}`) : t("hours.dayRange", { from: t(`hours.${first}`), to: t(`hours.${last}`) }),
    hours: hours ? t("hours.interval", { opens: hours.opens, closes: closingTimeText(hours.closes) }) : t("hours.closed"),
  }));
}
