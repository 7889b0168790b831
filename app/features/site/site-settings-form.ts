import { parseTimeOfDay } from "~/lib/time-of-day";
import { z } from "~/lib/zod";
import { WEEKDAYS, type DayHours } from "./opening-hours";
import type { SiteSettings } from "./site-settings";
import { dayHoursSchema, phoneNumberField, siteSettingsSchema, weekSchema } from "./site-settings-schema";

/**
 * The Site Settings form, in the browser and again in the action (docs/decisions/0010-forms.md):
 * the stored settings' rules (site-settings-schema.ts) over the fields a form sends, plus the
 * settings' version the form was loaded at.
 */

/**
 * A day as the form sends it: "Closed all day" ticked, or its two times, typed on a 24-hour clock
 * (`18:30`, or `18.30` from a phone's number pad: parseTimeOfDay). The times of a closed day are
 * not kept, whatever they say.
 */
const formDaySchema = z
  .object({
    closed: z.boolean({ error: "backOffice.invalidValue" }).optional(),
    opens: z.string({ error: "backOffice.invalidValue" }).optional(),
    closes: z.string({ error: "backOffice.invalidValue" }).optional(),
  })
  .transform((day): Partial<DayHours> | null => (day.closed ? null : { opens: typedTime(day.opens), closes: typedTime(day.closes) }))
  .pipe(dayHoursSchema);

/** A typed time as stored; what is not a time stays as typed, for the stored rules to refuse next to its field. */
function typedTime(text: string | undefined): string | undefined {
  return text === undefined ? undefined : (parseTimeOfDay(text) ?? text);
}

export const siteSettingsFormSchema = siteSettingsSchema.extend({
  version: z.coerce.number<string>({ error: "backOffice.invalidValue" }).int().min(0).max(Number.MAX_SAFE_INTEGER),
  // Left empty: the events page gives the first phone.
  reservationPhone: phoneNumberField.optional().transform((phone) => phone ?? null),
  openingHours: weekSchema(formDaySchema),
});

export type SiteSettingsFormOutput = z.output<typeof siteSettingsFormSchema>;

/** The form's fields filled from the settings (phone numbers as pages show them). */
export function siteSettingsFormValues(settings: SiteSettings, version: number) {
  const day = (hours: DayHours | null) => (hours ? { opens: hours.opens, closes: hours.closes } : { closed: "on" });
  const week = Object.fromEntries(WEEKDAYS.map((weekday) => [weekday, day(settings.openingHours[weekday])]));
  return {
    version: String(version),
    restaurantName: settings.restaurantName,
    address: settings.address,
    phones: [...settings.phones],
    whatsappNumber: settings.whatsappNumber,
    reservationPhone: settings.reservationPhone ?? "",
    email: settings.email,
    supportEmail: settings.supportEmail,
    instagramHandle: settings.instagramHandle,
    mapsUrl: settings.mapsUrl,
    directionsUrl: settings.directionsUrl,
    openingHours: week,
  };
}
