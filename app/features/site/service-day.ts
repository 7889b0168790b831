import { RESTAURANT_TIME_ZONE } from "~/lib/dates";
import { closesNextDay, WEEKDAYS, type DayHours, type Weekday, type WeeklyHours } from "./opening-hours";

/**
 * The service day: from a day's opening to its closing (after midnight for 11:00–01:30), plus a
 * margin for the last tables and the clearing up, in the restaurant's time (Europe/Istanbul). What
 * holds 'for tonight' (a dish sold out) holds until the end of the service day it was said in
 * (docs/decisions/0033-service-day.md). Pure: the clock is a parameter.
 */

/** How long after closing the service day ends, unless the restaurant sets its own. */
export const DEFAULT_SERVICE_MARGIN_MINUTES = 60;

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** A calendar day in the restaurant's time zone. */
interface LocalDate {
  year: number;
  month: number;
  day: number;
}

const partsFormat = new Intl.DateTimeFormat("en-US", {
  timeZone: RESTAURANT_TIME_ZONE,
  hourCycle: "h23",
  year: "numeric",
  month: "numeric",
  day: "numeric",
  hour: "numeric",
  minute: "numeric",
  second: "numeric",
});

/** The wall clock in Istanbul at `instant`. */
function localParts(instant: number): LocalDate & { hour: number; minute: number; second: number } {
  const parts = Object.fromEntries(partsFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return { year: Number(parts.year), month: Number(parts.month), day: Number(parts.day), hour: Number(parts.hour), minute: Number(parts.minute), second: Number(parts.second) };
}

/** How far Istanbul's clock is ahead of UTC at `instant`, in ms (three hours since 2016; found, not assumed). */
function offsetAt(instant: number): number {
  const local = localParts(instant);
  return Date.UTC(local.year, local.month - 1, local.day, local.hour, local.minute, local.second) - (instant - (instant % 1000));
}

/** The instant at which Istanbul's clock shows `minutes` after the start of `date` (which may pass midnight). */
function instantOf(date: LocalDate, minutes: number): number {
  const wall = Date.UTC(date.year, date.month - 1, date.day) + minutes * MINUTE;
  // The offset at the guess, then at the answer: right across a change of the zone's offset.
  const guess = wall - offsetAt(wall);
  return wall - offsetAt(guess);
}

/** The calendar day `days` after `date`. */
function addDays(date: LocalDate, days: number): LocalDate {
  const shifted = new Date(Date.UTC(date.year, date.month - 1, date.day) + days * DAY);
  return { year: shifted.getUTCFullYear(), month: shifted.getUTCMonth() + 1, day: shifted.getUTCDate() };
}

function weekdayOf(date: LocalDate): Weekday {
  // getUTCDay: 0 is Sunday; WEEKDAYS starts on Monday.
  return WEEKDAYS[(new Date(Date.UTC(date.year, date.month - 1, date.day)).getUTCDay() + 6) % 7]!;
}

const minutesOf = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** A day's service as instants: from its opening to its closing plus the margin. */
function serviceOf(date: LocalDate, hours: DayHours, marginMinutes: number): { opens: number; ends: number } {
  const closes = minutesOf(hours.closes) + (closesNextDay(hours) ? 24 * 60 : 0);
  return { opens: instantOf(date, minutesOf(hours.opens)), ends: instantOf(date, closes + marginMinutes) };
}

/**
 * When the service day that `now` belongs to ends: the closing time plus `marginMinutes` of the
 * service that is going on, or, between services, of the next one (a dish marked sold out in the
 * morning is sold out for that evening). A service that began the day before and closes after
 * midnight is still going on until its end. A day with no hours has no service: what is said on it
 * holds through the next day that opens. A week with no hours at all ends the service day at the
 * next midnight plus the margin.
 */
export function serviceDayEnd(week: WeeklyHours, now: Date, marginMinutes = DEFAULT_SERVICE_MARGIN_MINUTES): Date {
  const instant = now.getTime();
  const local = localParts(instant);
  const today: LocalDate = { year: local.year, month: local.month, day: local.day };
  // Yesterday's service may still be going on (11:00–01:30); then today's, and the days after.
  for (let days = -1; days <= 7; days++) {
    const date = addDays(today, days);
    const hours = week[weekdayOf(date)];
    if (!hours) continue;
    const service = serviceOf(date, hours, marginMinutes);
    if (instant < service.ends) return new Date(service.ends);
  }
  return new Date(instantOf(addDays(today, 1), marginMinutes));
}
