import type { Language } from "~/i18n/localize";

/** Times are stored in UTC and shown in Istanbul's time. */
export const RESTAURANT_TIME_ZONE = "Europe/Istanbul";

export function formatDateTime(iso: string, language: Language): string {
  return new Intl.DateTimeFormat(language === "tr" ? "tr-TR" : "en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: RESTAURANT_TIME_ZONE,
  }).format(new Date(iso));
}
