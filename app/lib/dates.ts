import type { Language } from "~/i18n/localize";

/** Times are stored in UTC and shown in Istanbul's time. */
export const RESTAURANT_TIME_ZONE = "Europe/Istanbul";

// Read in parts, never as a locale writes a date: how a locale spells one (its order, its separators)
// is ICU's to change from one release to the next; the parts' values are not.
const DAY_PARTS = new Intl.DateTimeFormat("en-US", { timeZone: RESTAURANT_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit", calendar: "gregory", numberingSystem: "latn" });

/** The restaurant's calendar day of a moment, `2026-05-01`: days begin at midnight in Istanbul. */
export function restaurantDay(at: Date): string {
  let year = "";
  let month = "";
  let day = "";
  for (const part of DAY_PARTS.formatToParts(at)) {
    if (part.type === "year") year = part.value;
    else if (part.type === "month") month = part.value;
    else if (part.type === "day") day = part.value;
  }
  return `${year.padStart(4, "0")}-${month}-${day}`;
}

/** The restaurant's year of a moment, `2027`: in Istanbul it begins at 21:00 UTC on 31 December. */
export function restaurantYear(at: Date): string {
  return restaurantDay(at).slice(0, 4);
}

/** A moment within the coming days, as a kitchen says it: the weekday and the time ('Sat 02:30', 'Cmt 02:30'). */
export function formatWeekdayTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", {
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
    timeZone: RESTAURANT_TIME_ZONE,
  }).format(new Date(iso));
}

/** A day, in full: '27 Kasım 2026', '27 November 2026'. */
export function formatDate(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", { dateStyle: "long", timeZone: RESTAURANT_TIME_ZONE }).format(new Date(iso));
}

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: RESTAURANT_TIME_ZONE,
  }).format(new Date(iso));
}
