/**
 * A time of day as a person types it in a 24-hour field: `18:30`, `9:05`, or with the dot or comma
 * a phone's number pad offers (`18.30`, `18,30`). Returns it as stored, `HH:MM` from 00:00 to
 * 23:59, or null for anything else (`24:00`, `7 pm`, `12:60`): the field then says what it wants.
 */
export function parseTimeOfDay(text: string): string | null {
  const [, hour, minute] = TYPED_TIME.exec(text.trim()) ?? [];
  return hour && minute ? `${hour.padStart(2, "0")}:${minute}` : null;
}

const TYPED_TIME = /^([01]?\d|2[0-3])\s?[:.,]\s?([0-5]\d)$/;

/** What a 24-hour time field shows as its example: the same in every language. */
export const TIME_OF_DAY_EXAMPLE = "18:30";
